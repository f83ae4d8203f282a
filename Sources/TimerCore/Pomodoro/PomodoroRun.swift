/// A stretch over which a cycle ran uninterrupted under one schedule, from `start` to `end`.
///
/// The focus phases that ran out inside it are derived, not listed: one run stands for any number
/// of completions, so the history stays small however long a cycle ran.
struct PomodoroRun: Codable, Equatable, Sendable {
    /// When the stretch began (a start, resume, skip or change of settings).
    var start: Instant
    /// When it ended (a pause, skip, stop or change of settings, or a phase end with auto-start off).
    var end: Instant
    /// The phase under way at `start`, counted from the cycle's start.
    var phaseIndex: Int64
    /// The time already spent in that phase at `start`, in nanoseconds.
    var into: Int64
    /// The lengths and rounds in force during the stretch.
    var schedule: PomodoroSchedule

    /// Focus phases that ran out at instants in `[from, to)`, counting only those in `(start, end]`.
    func completedFocus(from: Instant, to: Instant) -> Int64 {
        // Whole nanoseconds: `x >= from` is `x > from - 1 ns`, and `x < to` is `x <= to - 1 ns`.
        let lower = max(start, from - .nanoseconds(1))
        let upper = min(end, to - .nanoseconds(1))
        guard upper > lower else { return 0 }
        let throughUpper = schedule.focusEnds(
            index: phaseIndex, into: into,
            within: Saturating.subtract(upper.nanoseconds, start.nanoseconds))
        let throughLower = schedule.focusEnds(
            index: phaseIndex, into: into,
            within: Saturating.subtract(lower.nanoseconds, start.nanoseconds))
        return throughUpper - throughLower
    }

    /// All the focus phases that ran out in the stretch.
    var completedFocus: Int64 {
        schedule.focusEnds(
            index: phaseIndex, into: into,
            within: Saturating.subtract(end.nanoseconds, start.nanoseconds))
    }
}
