/// A focus phase held while the person is away: paused as they leave (the computer sleeps, the
/// screen locks) and run again from the same point as they come back, so time away is never
/// counted as focus, and "completed today" does not grow while the lid is shut. A break runs on
/// (time away is a break too). A cycle the person changed meanwhile (paused, skipped, stopped,
/// started anew) is theirs: coming back leaves it as they left it.
public struct FocusHold: Equatable, Sendable {
    /// The cycle as the hold left it; nil while nothing is held.
    private var held: Pomodoro?

    public init() {}

    /// Whether a focus phase is held now.
    public var isHolding: Bool { held != nil }

    /// The person left at `now`: a running focus phase is paused there. Whether it was.
    public mutating func leave(_ pomodoro: inout Pomodoro, at now: Instant) -> Bool {
        guard held == nil else { return false }
        let reading = pomodoro.reading(at: now)
        guard reading.state == .running, reading.phase == .focus, pomodoro.pause(at: now) else {
            return false
        }
        held = pomodoro
        return true
    }

    /// The person is back at `now`: what was held runs on from where it was. Whether it did.
    /// (New lengths chosen meanwhile are no change of the person's to the cycle: it runs on.)
    public mutating func comeBack(_ pomodoro: inout Pomodoro, at now: Instant) -> Bool {
        guard let held else { return false }
        self.held = nil
        guard pomodoro.mode == held.mode else { return false }
        return pomodoro.resume(at: now)
    }
}
