import TimerCore

@testable import Sandglass

/// The interval's last round, waited on.
struct IntervalWaitSubject: WaitSubject, Equatable {
    let endsAtMs: Int64

    init?(in report: StatusReport) {
        guard let status = report[IntervalStatus.self], status.state == "running",
            let endsAtMs = status.endsAtMs
        else { return nil }
        self.endsAtMs = endsAtMs
    }

    func outcome(in report: StatusReport) -> WaitTarget.Outcome? {
        guard let status = report[IntervalStatus.self], status.endsAtMs == endsAtMs else {
            return .stopped("the interval was stopped before its last round ended")
        }
        return status.state == "ended" ? .ended : nil
    }
}
