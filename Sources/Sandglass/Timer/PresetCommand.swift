import ArgumentParser
import TimerCore

/// `sandglass timer preset …`: save, rename, remove and list the presets of your own, which
/// `sandglass timer start --preset NAME` starts.
struct PresetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preset",
        abstract: tr(
            "Save, rename, remove or list your own presets (names are matched without regard to case)."
        ),
        subcommands: [List.self, Save.self, Rename.self, Remove.self]
    )

    struct List: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: tr("List your presets, one per line."))
        var request: CommandRequest { .presets(.list) }
    }

    struct Save: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "save",
            abstract: tr(
                "Save DURATION as preset NAME (a NAME already saved gets the new duration)."))

        @Argument(
            help: ArgumentHelp(
                tr(
                    "The preset's name, also the label of a timer started from it (at most {count} characters).",
                    ["count": String(TimerPreset.maximumNameLength)])))
        var name: String

        @Argument(
            help: ArgumentHelp(
                tr(
                    "90, 90s, 25m, 1h30m, \"1h 30m 15s\", 1:30 (m:s) or 1:30:00 (h:m:s); at most 99:59:59."
                )))
        var duration: String

        var request: CommandRequest {
            .presets(
                .save(
                    name: name,
                    seconds: ((try? DurationParser.parse(duration)) ?? .zero)
                        .totalSecondsRoundedDown))
        }

        func validate() throws {
            try PresetCommand.check(name)
            do {
                _ = try DurationParser.parse(duration)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    struct Rename: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename", abstract: tr("Give preset NAME the name NEW_NAME."))

        @Argument(help: ArgumentHelp(tr("The preset's name now.")))
        var name: String

        @Argument(help: ArgumentHelp(tr("Its new name.")))
        var newName: String

        var request: CommandRequest { .presets(.rename(name: name, to: newName)) }

        func validate() throws { try PresetCommand.check(newName) }
    }

    struct Remove: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: tr("Remove preset NAME."))

        @Argument(help: ArgumentHelp(tr("The preset's name.")))
        var name: String

        var request: CommandRequest { .presets(.remove(name: name)) }
    }

    /// Refuses a name no preset can have, before anything runs.
    static func check(_ name: String) throws {
        do {
            _ = try PresetList.checkedName(name)
        } catch {
            throw ValidationError(error.message)
        }
    }
}
