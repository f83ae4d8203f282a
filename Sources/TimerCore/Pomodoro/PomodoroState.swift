/// Whether a Pomodoro cycle is under way, and whether its time is passing.
public enum PomodoroState: String, Codable, Sendable {
    /// No cycle: the next start begins the focus phase of round 1.
    case idle
    /// A phase is counting down.
    case running
    /// A phase is held: paused by the user, or waiting at its start because auto-start is off.
    case paused
}
