import TimerCore

/// The window's modes, in the order of the switcher and of Alt+1, Alt+2, …
enum Mode: String, CaseIterable, Sendable {
    case timer, stopwatch, pomodoro, countdown

    var title: String {
        switch self {
        case .timer: tr("Timer")
        case .stopwatch: tr("Stopwatch")
        case .pomodoro: tr("Pomodoro")
        case .countdown: tr("Countdown")
        }
    }

    /// The mode's symbolic icon (shipped in data/icons), over its title in the narrow switcher.
    var icon: String { "io.github.sandglass.Sandglass-\(rawValue)-symbolic" }
}
