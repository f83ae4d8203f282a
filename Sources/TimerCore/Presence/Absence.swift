/// Why the person is not at the computer, as the desktop tells it: no guess from the clock.
public enum Absence: String, CaseIterable, Sendable {
    /// The computer sleeps (suspended or hibernated).
    case asleep
    /// The session's screen is locked.
    case locked
    /// No key or pointer was touched for longer than the idle threshold (the desktop's idle
    /// monitor says so, and when idleness began).
    case idle
}
