/// A running stopwatch held while the person is away, for those who chose it (the stopwatch
/// measures wall time unless they do): paused as they leave (the screen locks, the computer
/// sleeps) and run again as they come back, only if it still stands exactly as the hold left
/// it. A stopwatch the person paused, resumed, lapped or reset meanwhile is theirs.
public struct StopwatchHold: Equatable, Sendable {
    /// The stopwatch as the hold left it; nil while nothing is held.
    private var held: Stopwatch?

    public init() {}

    /// Whether a stopwatch is held now.
    public var isHolding: Bool { held != nil }

    /// The person left at `now`: a running stopwatch is paused there. Whether it was.
    public mutating func leave(_ stopwatch: inout Stopwatch, at now: Instant) -> Bool {
        guard held == nil, stopwatch.pause(at: now) else { return false }
        held = stopwatch
        return true
    }

    /// The person is back at `now`: what was held runs on from where it was. Whether it did.
    public mutating func comeBack(_ stopwatch: inout Stopwatch, at now: Instant) -> Bool {
        guard let held else { return false }
        self.held = nil
        guard stopwatch == held else { return false }
        return stopwatch.start(at: now)
    }
}
