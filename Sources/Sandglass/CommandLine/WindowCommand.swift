import ArgumentParser
import TimerCore

/// `sandglass window …`: the window's own settings (kept across restarts), and the History
/// window opened.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: tr("Keep the window on top, show it compact, or open the History window."),
        subcommands: [Pin.self, Unpin.self, Compact.self, Full.self, History.self])

    struct Pin: WindowOptionCommand { static let option = WindowOption.pin, on = true }
    struct Unpin: WindowOptionCommand { static let option = WindowOption.pin, on = false }
    struct Compact: WindowOptionCommand { static let option = WindowOption.compact, on = true }
    struct Full: WindowOptionCommand { static let option = WindowOption.compact, on = false }

    /// `sandglass window history`: the History window, as Ctrl+H and the menu's History open it.
    struct History: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "history",
            abstract: tr(
                "Open the History window: focus per day, totals and the entries (Sandglass starts if it is not running)."
            ))

        var request: CommandRequest { .historyWindow }
    }
}

/// A verb that turns one of the window's settings on or off: its name, help and request all come from the option.
protocol WindowOptionCommand: RequestCommand {
    static var option: WindowOption { get }
    static var on: Bool { get }
}

extension WindowOptionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: on ? option.verbs.on : option.verbs.off,
            abstract: on ? option.help.on : option.help.off)
    }

    var request: CommandRequest { .window(WindowRequest(option: Self.option, on: Self.on)) }
}
