import TimerCore

/// What `--wait` and `sandglass wait` wait for: the end of something of one mode (a timer, a
/// Pomodoro phase, the countdown's date), which the mode's registration finds in the status.
struct WaitTarget: Equatable, Sendable {
    let mode: Mode
    /// The timer with this label, or id; with neither, the latest started (other modes have one thing).
    var label: String?
    var id: Int?

    /// A timer's end: the one with this label, or id; with neither, the latest started.
    static func timer(label: String?, id: Int?) -> WaitTarget {
        WaitTarget(mode: .timer, label: label, id: id)
    }
    static var pomodoro: WaitTarget { WaitTarget(mode: .pomodoro) }
    static var countdown: WaitTarget { WaitTarget(mode: .countdown) }

    /// How a wait ends, judged on each status the instance publishes.
    enum Outcome: Equatable {
        /// It ended: exit 0.
        case ended
        /// It was cancelled or stopped first: exit 1, saying so.
        case stopped(String)
    }

    /// What is waited on in `report`, fixed at the first status after the start: which timer
    /// (its id) or which Pomodoro phase; nil when there is nothing of the kind to wait for.
    func subject(in report: StatusReport) -> (any WaitSubject)? {
        ModeList.registration(of: mode)?.waitSubject(for: self, in: report)
    }

    /// What is missing when there is nothing to wait for.
    var absence: String {
        ModeList.registration(of: mode)?.absence(of: self)
            ?? mode.title
    }

    /// The exit status when there is nothing to wait for: 2 for a label or id no timer has (bad
    /// input, as `timer pause --id` says it), 1 when there is simply nothing under way.
    var absenceStatus: Int32 { label != nil || id != nil ? 2 : 1 }
}
