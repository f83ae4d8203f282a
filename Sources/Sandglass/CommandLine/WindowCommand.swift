import ArgumentParser

/// `sandglass window …`: the window's own settings (kept across restarts).
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window", abstract: "Keep the window on top, or show it compact.",
        subcommands: [Pin.self, Unpin.self, Compact.self, Full.self])

    struct Pin: RequestCommand {
        static let configuration = CommandConfiguration(commandName: WindowOption.pin.verbs.on, abstract: WindowOption.pin.help.on)
        var request: CommandRequest { .window(WindowRequest(option: .pin, on: true)) }
    }

    struct Unpin: RequestCommand {
        static let configuration = CommandConfiguration(commandName: WindowOption.pin.verbs.off, abstract: WindowOption.pin.help.off)
        var request: CommandRequest { .window(WindowRequest(option: .pin, on: false)) }
    }

    struct Compact: RequestCommand {
        static let configuration = CommandConfiguration(commandName: WindowOption.compact.verbs.on, abstract: WindowOption.compact.help.on)
        var request: CommandRequest { .window(WindowRequest(option: .compact, on: true)) }
    }

    struct Full: RequestCommand {
        static let configuration = CommandConfiguration(commandName: WindowOption.compact.verbs.off, abstract: WindowOption.compact.help.off)
        var request: CommandRequest { .window(WindowRequest(option: .compact, on: false)) }
    }
}
