import TimerCore

/// The countdown's date waited on: changing the date or stopping the countdown stops the wait.
struct CountdownWaitSubject: WaitSubject, Equatable {
    /// The date, in milliseconds since 1970 (its text depends on the instance's zone).
    let targetMs: Int64?

    /// The countdown set in `report`; nil when none is.
    init?(in report: StatusReport) {
        guard let countdown = report.countdown, countdown.state != .idle else { return nil }
        targetMs = countdown.target.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:))
    }

    func outcome(in report: StatusReport) -> WaitTarget.Outcome? {
        guard let countdown = report.countdown, countdown.state != .idle,
            countdown.target.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:)) == targetMs
        else {
            return .stopped(tr("the countdown was stopped or changed before its date"))
        }
        return countdown.state == .ended ? .ended : nil
    }
}
