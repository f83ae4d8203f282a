/// A stretch of a running Pomodoro cycle within one phase: what the record gets of it.
public struct PomodoroStretch: Equatable, Sendable {
    public var phase: PomodoroPhase
    public var start: Instant
    public var end: Instant
    /// Whether the phase ran out at `end` (a stretch cut by a pause, skip or stop did not).
    public var ranOut: Bool

    /// What the record calls it.
    public var kind: RecordKind { phase == .focus ? .focus : .break }
}

extension Pomodoro {
    /// The stretches of the cycle running from `from` to `to`, one per phase it was in; the
    /// last one is cut at `to` unless its phase ran out there. Nothing while it does not run
    /// (a phase ended with auto-start off waits: no stretch after it). At most `limit`
    /// stretches (a cycle left running for years stops being walked).
    public func stretches(from: Instant, to: Instant, limit: Int = 10_000) -> [PomodoroStretch] {
        var stretches: [PomodoroStretch] = []
        var at = from
        while at < to, stretches.count < limit {
            let reading = reading(at: at)
            guard reading.state == .running, let end = nextPhaseEnd(after: at) else { break }
            let ranOut = end <= to
            stretches.append(
                PomodoroStretch(phase: reading.phase, start: at, end: min(end, to), ranOut: ranOut))
            at = end
        }
        return stretches
    }
}
