/// A point in a Pomodoro cycle: which phase, how far into it, and how many focus phases ran out before it.
struct PomodoroPosition: Codable, Equatable, Sendable {
    /// Phases ended or skipped since the cycle started; 0 is the first focus.
    var phaseIndex: Int64
    /// Time spent in the phase, in nanoseconds; less than the phase's length.
    var into: Int64
    /// Focus phases of this cycle that ran out (skipped ones are not counted).
    var completedFocus: Int64

    /// The start of a cycle: the first focus, nothing done.
    static let start = PomodoroPosition(phaseIndex: 0, into: 0, completedFocus: 0)

    /// The start of the phase after this one, with the same count (as after a skip).
    var skipped: PomodoroPosition {
        PomodoroPosition(phaseIndex: Saturating.add(phaseIndex, 1), into: 0, completedFocus: completedFocus)
    }

    /// Where this position stands `elapsed` nanoseconds later under `schedule`, counting the focus phases that ran out.
    func advanced(by elapsed: Int64, in schedule: PomodoroSchedule) -> PomodoroPosition {
        let (index, into, ends) = schedule.advance(index: phaseIndex, into: into, by: elapsed)
        return PomodoroPosition(phaseIndex: index, into: into, completedFocus: Saturating.add(completedFocus, ends))
    }

    /// The time left in the phase under `schedule`, in nanoseconds (zero or more).
    func remaining(in schedule: PomodoroSchedule) -> Int64 {
        max(0, schedule.length(at: phaseIndex) - into)
    }
}
