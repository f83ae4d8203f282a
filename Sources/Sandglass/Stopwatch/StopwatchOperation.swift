import TimerCore

/// The Stopwatch mode's operations: the one place their actions, keys, verbs and rules are written.
enum StopwatchOperation: String, ModeOperation {
    case start = "stopwatch-start"
    case pause = "stopwatch-pause"
    case resume = "stopwatch-resume"
    case toggle = "stopwatch-toggle"
    case lap = "stopwatch-lap"
    case reset = "stopwatch-reset"
    case copy = "stopwatch-copy"
    case export = "stopwatch-export"

    typealias Context = Stopwatch

    var definition: OperationDefinition {
        switch self {
        case .start:
            OperationDefinition(
                verb: "start",
                help: tr("Start or resume the stopwatch (starts Sandglass if it is not running)."),
                label: tr("_Start"), icon: "media-playback-start-symbolic")
        case .pause:
            OperationDefinition(
                verb: "pause", help: tr("Pause the running stopwatch."), label: tr("_Pause"),
                icon: "media-playback-pause-symbolic")
        case .resume:
            OperationDefinition(
                verb: "resume", help: tr("Resume the paused stopwatch."), label: tr("_Resume"),
                icon: "media-playback-start-symbolic")
        case .toggle:
            OperationDefinition(
                keys: ["space"], verb: "toggle",
                help: tr("Pause if running, otherwise start or resume."),
                keyHelp: tr("Start, pause or resume"))
        case .lap:
            OperationDefinition(
                keys: ["Return", "KP_Enter", "l"], verb: "lap",
                help: tr("Record a lap (starts an idle stopwatch)."),
                keyHelp: tr("Lap"), label: tr("_Lap"), icon: "view-list-bullet-symbolic")
        case .reset:
            OperationDefinition(
                keys: ["Delete", "BackSpace"], verb: "reset",
                help: tr("Reset the paused stopwatch to zero and clear its laps."),
                keyHelp: tr("Reset when paused"), label: tr("Res_et"), icon: "edit-clear-symbolic")
        case .copy:
            OperationDefinition(
                keys: ["<Control>c"], help: tr("Copy the laps as a table."),
                keyHelp: tr("Copy the laps"), label: tr("_Copy Laps"),
                icon: "edit-copy-symbolic")
        case .export:
            OperationDefinition(
                help: tr("Export the laps as CSV."), keyHelp: tr("Export the laps as CSV"),
                label: tr("E_xport Laps…"),
                icon: "document-save-as-symbolic")
        }
    }

    func refusal(in stopwatch: Stopwatch) -> String? {
        let phase = stopwatch.phase
        switch self {
        case .start: return phase != .running ? nil : tr("the stopwatch is already running")
        case .pause:
            return phase == .running
                ? nil
                : tr(
                    "the stopwatch is not running (it is {state})",
                    ["state": StateName.text(phase.rawValue)])
        case .resume:
            return phase == .paused
                ? nil
                : tr(
                    "the stopwatch is not paused (it is {state})",
                    ["state": StateName.text(phase.rawValue)])
        case .toggle: return nil
        case .lap:
            return phase != .paused ? nil : tr("the stopwatch is paused; resume it to record laps")
        case .reset:
            return phase == .paused
                ? nil
                : tr(
                    "only a paused stopwatch can be reset (it is {state})",
                    ["state": StateName.text(phase.rawValue)])
        case .copy, .export: return stopwatch.laps.isEmpty ? tr("there are no laps yet") : nil
        }
    }
}

extension StopwatchOperation {
    /// What the main button (Start/Pause/Resume, all `toggle`) shows in `phase`.
    static func toggleFace(in phase: StopwatchPhase) -> StopwatchOperation {
        switch phase {
        case .idle: .start
        case .running: .pause
        case .paused: .resume
        }
    }
}
