/// A `sandglass pomodoro …` command, parsed in the invoking process.
enum PomodoroRequest: Equatable, Sendable {
    /// `pomodoro start [--focus D] …`: the page's lengths, changed by the options given.
    case start(PomodoroOverrides)
    /// A verb without arguments: pause, resume, toggle, skip, stop.
    case operation(PomodoroOperation)

    /// The operation it invokes: a start with options starts a new cycle with those lengths.
    var operation: PomodoroOperation {
        switch self {
        case .start(let overrides): overrides.isEmpty ? .start : .startWith
        case .operation(let operation): operation
        }
    }
}
