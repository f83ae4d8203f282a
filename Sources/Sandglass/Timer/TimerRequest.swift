import TimerCore

/// A `sandglass timer …` command, parsed in the invoking process.
enum TimerRequest: Equatable, Sendable {
    /// `timer start DURATION [--label TEXT]`.
    case start(duration: Duration, label: String?)
    /// `timer start --preset NAME [--label TEXT]`: a preset of the person's own, found by the instance.
    case startPreset(name: String, label: String?)
    /// A verb without arguments: pause, resume, toggle, cancel.
    case operation(TimerOperation)

    /// The operation it invokes.
    var operation: TimerOperation {
        switch self {
        case .start, .startPreset: .startWith
        case .operation(let operation): operation
        }
    }
}
