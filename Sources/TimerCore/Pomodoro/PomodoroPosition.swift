/// A point in a Pomodoro cycle: which phase, how far into it, and how many focus phases of its
/// set of rounds ran out before it.
struct PomodoroPosition: Codable, Equatable, Sendable {
    /// Phases ended or skipped since the cycle started; 0 is the first focus.
    var phaseIndex: Int64
    /// Time spent in the phase, in nanoseconds; less than the phase's length.
    var into: Int64
    /// Focus phases of this set of rounds (since the last long break ended) that ran out; skipped
    /// ones are not counted. It starts again at 0 with the first focus after each long break.
    var completedFocus: Int64

    /// The start of a cycle: the first focus, nothing done.
    static let start = PomodoroPosition(phaseIndex: 0, into: 0, completedFocus: 0)

    /// The start of the phase after this one, with the same count (as after a skip), or none
    /// when that phase begins a new set of rounds.
    func skipped(in schedule: PomodoroSchedule) -> PomodoroPosition {
        let next = Saturating.add(phaseIndex, 1)
        let count =
            schedule.period(of: next) == schedule.period(of: phaseIndex) ? completedFocus : 0
        return PomodoroPosition(phaseIndex: next, into: 0, completedFocus: count)
    }

    /// The same position with no more completed focus phases than its set of rounds has before
    /// it under `schedule` (after the rounds change, or from a file that counted the whole cycle).
    func countedWithin(_ schedule: PomodoroSchedule) -> PomodoroPosition {
        var position = self
        position.completedFocus = min(completedFocus, schedule.focusPhases(before: phaseIndex))
        return position
    }

    /// Where this position stands `elapsed` nanoseconds later under `schedule`, counting the focus phases that ran out.
    func advanced(by elapsed: Int64, in schedule: PomodoroSchedule) -> PomodoroPosition {
        let (index, into, ends) = schedule.advance(index: phaseIndex, into: into, by: elapsed)
        let count =
            schedule.period(of: index) == schedule.period(of: phaseIndex)
            ? Saturating.add(completedFocus, ends)
            // A new set of rounds began on the way: its focus phases so far all ran out (time skips none).
            : schedule.focusPhases(before: index)
        return PomodoroPosition(phaseIndex: index, into: into, completedFocus: count)
    }

    /// The time left in the phase under `schedule`, in nanoseconds (zero or more).
    func remaining(in schedule: PomodoroSchedule) -> Int64 {
        max(0, schedule.length(at: phaseIndex) - into)
    }
}
