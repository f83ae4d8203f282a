import GtkKit
import TimerCore

/// `sandglass pomodoro …` in the primary instance.
extension CommandRunner {
    func runPomodoro(_ request: CommandRequest) -> Reply {
        let before = pomodoro.reading
        let state = before.state
        let action: String
        switch request {
        case .pomodoroStart(let overrides):
            if state == .running {
                return .refused("a Pomodoro cycle is already running (\(before.summary)); stop it first with 'sandglass pomodoro stop'")
            }
            if !overrides.isEmpty {
                guard state == .idle else {
                    return .refused("the cycle is paused; lengths given on the command line apply to a new cycle: 'sandglass pomodoro stop' first, or 'sandglass pomodoro resume'")
                }
                let settings = overrides.applied(to: pomodoro.pomodoro.settings)
                guard settings.isValid else { return .refused("those lengths cannot make a cycle") }
                application.activateAction("pomodoro-settings", parameter: PomodoroActions.parameter(settings))
            }
            action = "pomodoro-start"
        case .pomodoroPause:
            guard state == .running else { return .refused("the Pomodoro cycle is not running (it is \(state.rawValue))") }
            action = "pomodoro-pause"
        case .pomodoroResume:
            guard state == .paused else { return .refused("the Pomodoro cycle is not paused (it is \(state.rawValue))") }
            action = "pomodoro-resume"
        case .pomodoroSkip:
            guard state != .idle else { return .refused("there is no Pomodoro cycle to skip in (it is idle)") }
            action = "pomodoro-skip"
        case .pomodoroStop:
            guard state != .idle else { return .refused("there is no Pomodoro cycle to stop (it is idle)") }
            action = "pomodoro-stop"
        default:
            action = "pomodoro-toggle"
        }
        application.activateAction(action)
        // Read before the window is built: building it takes a moment the answer should not include.
        let after = pomodoro.reading
        // Only what sets a cycle going opens a window; pause, skip and stop leave a closed one closed.
        if after.state == .running, before.state != .running, !hasWindow() { showWindow(.pomodoro) }
        switch request {
        case .pomodoroStop: return .done("Pomodoro stopped")
        case .pomodoroSkip: return .done("Skipped to \(after.summary)")
        default: return .done("Pomodoro \(after.state.rawValue): \(after.summary)")
        }
    }
}
