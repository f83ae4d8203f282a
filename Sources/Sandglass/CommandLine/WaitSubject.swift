import TimerCore

/// One thing waited on (a timer by its id, a Pomodoro phase, the countdown's date), fixed at the
/// first status after the wait began; each status after says whether it ended.
protocol WaitSubject: Sendable {
    /// The subject as `report` shows it under way: a timer's end moves with a pause or resume.
    func refreshed(by report: StatusReport) -> any WaitSubject
    /// Whether `report` shows it ended or stopped; nil while it is still under way.
    func outcome(in report: StatusReport) -> WaitTarget.Outcome?
}

extension WaitSubject {
    func refreshed(by report: StatusReport) -> any WaitSubject { self }
}
