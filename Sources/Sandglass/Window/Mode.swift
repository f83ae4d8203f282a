/// The window's modes, in the order of the switcher and of Alt+1, Alt+2, …
enum Mode: String, CaseIterable, Sendable {
    case timer, stopwatch, pomodoro, countdown

    var title: String {
        switch self {
        case .timer: "Timer"
        case .stopwatch: "Stopwatch"
        case .pomodoro: "Pomodoro"
        case .countdown: "Countdown"
        }
    }
}
