import TimerCore

/// A `sandglass timer …` command, parsed in the invoking process.
enum TimerRequest: Equatable, Sendable {
    /// `timer start DURATION [--label TEXT]`: a new timer beside any others.
    case start(duration: Duration, label: String?)
    /// `timer start --preset NAME [--label TEXT]`: a preset of the person's own, found by the instance.
    case startPreset(name: String, label: String?)
    /// `timer start --last [--label TEXT]`: another timer of the duration last started (or picked).
    case startLast(label: String?)
    /// A verb on one timer: pause, resume, toggle, cancel, restart, dismiss (`--label T`, `--id N`, or the latest).
    case operation(TimerOperation, TimerSelector = .latest)
    /// `timer list`: one line per timer.
    case list

    /// The operation it invokes (`list` invokes none: it reads).
    var operation: TimerOperation? {
        switch self {
        case .start, .startPreset, .startLast: .startWith
        case .operation(let operation, _): operation
        case .list: nil
        }
    }

    /// The id of the timer a verb acts on among `timers`: `TimerOperation.latest` for the latest
    /// (also when there is none: `toggle` then starts the last duration). Throws for a label or
    /// id no timer has: bad input, exit 2.
    func target(in timers: TimerList) throws(TimerListError) -> Int64? {
        guard case .operation(let operation, let selector) = self, operation.takesTimer else {
            return nil
        }
        if selector == .latest { return TimerOperation.latest }
        return Int64(try timers.resolve(selector))
    }

    /// The label a start asks for, when it is one a running or paused timer has: bad input, exit 2.
    func labelInUse(in timers: TimerList) -> String? {
        switch self {
        case .start(_, let label?) where timers.isLabelInUse(label): label.trimmingWhitespace
        case .startLast(let label?) where timers.isLabelInUse(label): label.trimmingWhitespace
        default: nil
        }
    }
}
