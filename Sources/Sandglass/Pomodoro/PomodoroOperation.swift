import GtkKit
import TimerCore

/// The Pomodoro mode's operations: the one place their actions, keys, verbs and rules are written.
enum PomodoroOperation: String, ModeOperation {
    case start = "pomodoro-start"
    /// Apply lengths and start a new cycle, `(xxxxb)` as `settings` (`pomodoro start --focus …`).
    case startWith = "pomodoro-start-with"
    case pause = "pomodoro-pause"
    case resume = "pomodoro-resume"
    case toggle = "pomodoro-toggle"
    case skip = "pomodoro-skip"
    case stop = "pomodoro-stop"
    /// New lengths, rounds and auto-start, `(xxxxb)`: focus, short and long break in ms, rounds, auto-start.
    case settings = "pomodoro-settings"

    typealias Context = PomodoroReading

    var definition: OperationDefinition {
        switch self {
        case .start:
            OperationDefinition(
                verb: "start",
                help: tr(
                    "Start a cycle with the page's lengths, changed by any option given (starts Sandglass if it is not running)."
                ),
                label: tr("_Start"), icon: "media-playback-start-symbolic")
        case .startWith:
            OperationDefinition(
                payload: PomodoroSettings.self,
                help: tr("Start a new cycle with the given lengths."))
        case .pause:
            OperationDefinition(
                verb: "pause", help: tr("Pause the running phase."), label: tr("_Pause"),
                icon: "media-playback-pause-symbolic")
        case .resume:
            OperationDefinition(
                verb: "resume",
                help: tr("Resume the paused phase, or start the phase that waits for you."),
                label: tr("_Resume"), icon: "media-playback-start-symbolic")
        case .toggle:
            OperationDefinition(
                keys: ["space"], verb: "toggle",
                help: tr("Pause if running, otherwise start or resume (for a global shortcut)."),
                keyHelp: tr("Start, pause or resume"))
        case .skip:
            OperationDefinition(
                keys: ["<Control>Right"], verb: "skip",
                help: tr(
                    "End the current phase now and go on to the next (a skipped focus does not count)."
                ),
                keyHelp: tr("Skip to the next phase"), label: tr("S_kip"),
                icon: "media-skip-forward-symbolic")
        case .stop:
            // No key of its own beyond the button's mnemonic: a stray Escape should not end a cycle and its count.
            OperationDefinition(
                verb: "stop", help: tr("End the cycle."), label: tr("S_top"),
                icon: "media-playback-stop-symbolic")
        case .settings:
            OperationDefinition(
                payload: PomodoroSettings.self,
                help: tr("Change the lengths, rounds and auto-start."))
        }
    }

    /// `startWith` and `settings` also check what they carry, whoever sends it (the command line,
    /// or anyone on the bus): lengths from 1 s to 99:59:59 and rounds in 1...99.
    func refusal(in reading: PomodoroReading, parameter: Variant?) -> String? {
        guard self == .startWith || self == .settings, let parameter else {
            return refusal(in: reading)
        }
        guard let settings = parameter.payload(as: PomodoroSettings.self) else {
            return tr("{operation} needs a value", ["operation": name])
        }
        guard settings.isValid else {
            return tr(
                "invalid Pomodoro settings: each length is from 00:00:01 to 99:59:59 and the rounds from 1 to 99"
            )
        }
        return refusal(in: reading)
    }

    func refusal(in reading: PomodoroReading) -> String? {
        let state = reading.state
        switch self {
        case .start:
            return state != .running ? nil : Self.alreadyRunning(reading)
        case .startWith:
            switch state {
            case .idle: return nil
            case .running: return Self.alreadyRunning(reading)
            case .paused:
                return tr(
                    "the cycle is paused; lengths given on the command line apply to a new cycle: 'sandglass pomodoro stop' first, or 'sandglass pomodoro resume'"
                )
            }
        case .pause:
            return state == .running
                ? nil
                : tr(
                    "the Pomodoro cycle is not running (it is {state})",
                    ["state": StateName.text(state.rawValue)])
        case .resume:
            return state == .paused
                ? nil
                : tr(
                    "the Pomodoro cycle is not paused (it is {state})",
                    ["state": StateName.text(state.rawValue)])
        case .toggle, .settings: return nil
        case .skip:
            return state != .idle ? nil : tr("there is no Pomodoro cycle to skip in (it is idle)")
        case .stop:
            return state != .idle ? nil : tr("there is no Pomodoro cycle to stop (it is idle)")
        }
    }

    private static func alreadyRunning(_ reading: PomodoroReading) -> String {
        tr(
            "a Pomodoro cycle is already running ({summary}); stop it first with 'sandglass pomodoro stop'",
            ["summary": reading.summary])
    }
}

extension PomodoroOperation {
    /// What the main button (`toggle`) shows: Start when idle or waiting, Pause, or Resume.
    static func toggleFace(for reading: PomodoroReading) -> PomodoroOperation {
        switch reading.state {
        case .idle: .start
        case .running: .pause
        case .paused: reading.isWaiting ? .start : .resume
        }
    }
}
