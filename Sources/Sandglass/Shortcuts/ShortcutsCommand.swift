import ArgumentParser
import GtkKit
import TimerCore

extension GlobalShortcut: ExpressibleByArgument {
    init?(argument: String) { self.init(name: argument) }
    static var allValueStrings: [String] { allCases.map(\.name) }
    var defaultValueDescription: String { name }
}

/// `sandglass shortcuts list|set|unset`: keys that work whatever window has the focus.
struct ShortcutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: tr(
            "Desktop-wide keys for Sandglass, kept in the desktop's keyboard settings (GNOME's custom shortcuts; elsewhere, a line to add to its settings)."
        ),
        subcommands: [List.self, Set.self, Unset.self])

    /// The operation a key is given to or taken from.
    struct OperationChoice: ParsableArguments {
        @Argument(
            help: ArgumentHelp(
                tr(
                    "The operation: {operations}.",
                    [
                        "operations": GlobalShortcut.allCases.map(\.name).joined(
                            separator: ", ")
                    ])))
        var operation: GlobalShortcut
    }

    struct List: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: tr("Print each operation, its key and its command."))
        var request: CommandRequest { .shortcuts(.list) }
    }

    struct Set: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: tr("Give an operation a desktop-wide key."))

        @OptionGroup var choice: OperationChoice

        @Argument(help: ArgumentHelp(tr("The key: <Super>t, Super+T, <Control><Alt>p.")))
        var keys: String

        func validate() throws {
            guard ShortcutKeys.normalized(keys) != nil else {
                throw ValidationError(
                    tr(
                        "invalid key '{keys}': a key with its modifiers, such as <Super>t or Super+T",
                        ["keys": keys]))
            }
        }

        var request: CommandRequest {
            .shortcuts(.set(choice.operation, keys: ShortcutKeys.normalized(keys) ?? keys))
        }
    }

    struct Unset: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "unset", abstract: tr("Remove an operation's desktop-wide key."))

        @OptionGroup var choice: OperationChoice

        var request: CommandRequest { .shortcuts(.unset(choice.operation)) }
    }
}
