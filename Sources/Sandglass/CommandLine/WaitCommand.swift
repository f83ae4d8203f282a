import ArgumentParser
import TimerCore

/// `sandglass wait [timer|pomodoro|countdown] [--label T | --id N]`: returns when it ends.
struct WaitCommand: RequestCommand {
    static let configuration = CommandConfiguration(
        commandName: "wait",
        abstract: tr(
            "Wait until a timer (the latest started, or --label/--id), the Pomodoro phase or the countdown ends: exit 0 when it ends, 1 if it is cancelled or stopped first, 3 if Sandglass goes away."
        ))

    enum What: String, ExpressibleByArgument, CaseIterable {
        case timer, pomodoro, countdown
    }

    @Argument(help: ArgumentHelp(tr("timer (the default), pomodoro or countdown.")))
    var what: What = .timer

    @OptionGroup var which: TimerChoice

    func validate() throws {
        if what != .timer, which.label != nil || which.id != nil {
            throw ValidationError(
                tr("--label and --id choose a timer, not the {what}", ["what": what.rawValue]))
        }
    }

    var request: CommandRequest {
        switch what {
        case .timer: .wait(.timer(label: which.label, id: which.id))
        case .pomodoro: .wait(.pomodoro)
        case .countdown: .wait(.countdown)
        }
    }
}
