import ArgumentParser
import TimerCore

/// `sandglass wait [timer|pomodoro|countdown] [--label T | --id N]`: returns when it ends.
struct WaitCommand: RequestCommand {
    static let configuration = CommandConfiguration(
        commandName: "wait",
        abstract: tr(
            "Wait until a timer (the latest started, or --label/--id), the Pomodoro phase or the countdown ends: exit 0 when it ends, 1 if it is cancelled or stopped first, 3 if Sandglass goes away."
        ))

    /// The modes that can be waited on, in the switcher's order.
    static var modes: [Mode] { ModeList.active.filter(\.canBeWaitedOn).map(\.mode) }

    @Argument(
        help: ArgumentHelp(
            tr(
                "What to wait for: one of {modes}.",
                ["modes": modes.map(\.rawValue).joined(separator: ", ")])))
    var what = Mode.timer.rawValue

    @OptionGroup var which: TimerChoice

    func validate() throws {
        guard Self.modes.contains(where: { $0.rawValue == what }) else {
            throw ValidationError(
                tr(
                    "invalid value '{value}' for <what>; accepted: {modes}",
                    [
                        "value": what,
                        "modes": Self.modes.map(\.rawValue).joined(separator: ", "),
                    ]))
        }
        if what != Mode.timer.rawValue, which.label != nil || which.id != nil {
            throw ValidationError(
                tr("--label and --id choose a timer, not the {what}", ["what": what]))
        }
    }

    var request: CommandRequest {
        let mode = Mode(rawValue: what) ?? .timer
        return .wait(WaitTarget(mode: mode, label: which.label, id: which.id))
    }
}
