import TimerCore

/// A timer waited on, by its id (labels can be reused).
struct TimerWaitSubject: WaitSubject, Equatable {
    let id: Int
    /// How the messages name it: "the timer “Tea”", "timer 3".
    let name: String
    /// When it ends, as last heard (a timer gone after that had ended first).
    var endsAtMs: Int64?

    /// The timer `target` names in `report`: by id, by label (trimmed, exact; an unfinished timer
    /// first), or without either the newest id, the timer started last (ids only grow, across
    /// restarts too); nil when there is none.
    init?(_ target: WaitTarget, in report: StatusReport) {
        let timers = report.timers.filter { $0.id != nil }
        let wanted = target.label?.trimmingWhitespace
        let named = timers.filter { $0.label == wanted }
        let timer: TimerStatus? =
            if let id = target.id { timers.first { $0.id == id } } else if wanted != nil {
                named.first { $0.state != .finished }
                    ?? named.max { ($0.id ?? 0) < ($1.id ?? 0) }
            } else { timers.max { ($0.id ?? 0) < ($1.id ?? 0) } }
        guard let timer, let id = timer.id else { return nil }
        self.init(
            id: id,
            name: timer.label.isEmpty
                ? tr("timer {id}", ["id": String(id)])
                : tr("the timer “{label}”", ["label": timer.label]), endsAtMs: timer.endsAtMs)
    }

    init(id: Int, name: String, endsAtMs: Int64?) {
        self.id = id
        self.name = name
        self.endsAtMs = endsAtMs
    }

    func refreshed(by report: StatusReport) -> any WaitSubject {
        guard let timer = report.timers.first(where: { $0.id == id }) else { return self }
        return TimerWaitSubject(id: id, name: name, endsAtMs: timer.endsAtMs)
    }

    func outcome(in report: StatusReport) -> WaitTarget.Outcome? {
        guard let timer = report.timers.first(where: { $0.id == id }) else {
            // Ended and dismissed between two reports (GIO sends the state as it is then).
            if let endsAtMs, let atMs = report.atMs, endsAtMs <= atMs { return .ended }
            return .stopped(
                tr("{timer} was cancelled or dismissed before it ended", ["timer": name]))
        }
        return timer.state == .finished ? .ended : nil
    }
}
