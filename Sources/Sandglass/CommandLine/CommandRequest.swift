import TimerCore

/// A valid `sandglass …` command, parsed and checked: what the running instance is asked to do.
enum CommandRequest: Equatable, Sendable {
    /// `sandglass`: open or raise the window.
    case open
    case timerStart(duration: Duration, label: String?)
    case timerPause
    case timerResume
    case timerToggle
    case timerCancel
    case stopwatchStart
    case stopwatchPause
    case stopwatchToggle
    case stopwatchLap
    case stopwatchReset
    case pomodoroStart(PomodoroOverrides)
    case pomodoroPause
    case pomodoroResume
    case pomodoroToggle
    case pomodoroSkip
    case pomodoroStop
    /// `targetMs`: wall-clock milliseconds since 1970, parsed in the invoking process (its "now" and time zone).
    case countdownStart(targetMs: Int64, label: String?)
    case countdownStop
    case status(json: Bool)

    /// Whether carrying it out needs the application (and so a display) when none is running.
    var launchesApplication: Bool {
        switch self {
        case .open, .timerStart, .timerToggle, .stopwatchStart, .stopwatchToggle, .stopwatchLap,
             .pomodoroStart, .pomodoroToggle, .countdownStart: true
        case .timerPause, .timerResume, .timerCancel, .stopwatchPause, .stopwatchReset,
             .pomodoroPause, .pomodoroResume, .pomodoroSkip, .pomodoroStop, .countdownStop, .status: false
        }
    }

    /// The mode the command acts on, if any.
    var mode: Mode? {
        switch self {
        case .timerStart, .timerPause, .timerResume, .timerToggle, .timerCancel: .timer
        case .stopwatchStart, .stopwatchPause, .stopwatchToggle, .stopwatchLap, .stopwatchReset: .stopwatch
        case .pomodoroStart, .pomodoroPause, .pomodoroResume, .pomodoroToggle, .pomodoroSkip, .pomodoroStop: .pomodoro
        case .countdownStart, .countdownStop: .countdown
        case .open, .status: nil
        }
    }
}
