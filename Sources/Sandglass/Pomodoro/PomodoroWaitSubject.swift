import TimerCore

/// A Pomodoro phase waited on: it ends when the cycle moves on, or its chime starts.
struct PomodoroWaitSubject: WaitSubject, Equatable {
    let phase: PomodoroPhase
    let round: Int
    let completedFocus: Int
    /// The last phase's chime still playing when the wait began.
    let ringingAtStart: Bool

    /// The phase under way in `report`; nil when the cycle is idle.
    init?(in report: StatusReport) {
        guard let pomodoro = report.pomodoro, pomodoro.state != .idle else { return nil }
        phase = pomodoro.phase
        round = pomodoro.round
        completedFocus = pomodoro.completedFocusCycle
        ringingAtStart = pomodoro.ringing
    }

    func outcome(in report: StatusReport) -> WaitTarget.Outcome? {
        guard let pomodoro = report.pomodoro, pomodoro.state != .idle else {
            return .stopped(
                tr(
                    "the Pomodoro cycle was stopped before its {phase} ended",
                    ["phase": phase.title.lowercased()]))
        }
        let moved =
            pomodoro.phase != phase || pomodoro.round != round
            || pomodoro.completedFocusCycle != completedFocus
        return moved || (pomodoro.ringing && !ringingAtStart) ? .ended : nil
    }
}
