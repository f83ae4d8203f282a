import ArgumentParser
import TimerCore

/// `sandglass`: the root of the command line; with no command it opens the window.
struct SandglassCommand: ParsableCommand {
    /// Read at each parse: the modes' groups are those of `ModeList.active`.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "sandglass",
            abstract: tr(
                "A desktop timer: countdowns you can drive from the window, the keyboard or a terminal."
            ),
            // One literal per line (xgettext reads Swift as C, which has no multi-line strings).
            discussion: [
                tr(
                    "With no command, opens the Sandglass window (or raises it if it is already open)."
                ),
                tr(
                    "Commands are carried out by the running instance; a command that needs one starts it."
                ),
                tr(
                    "Durations: 90 (seconds), 90s, 25m, 1h30m, \"1h 30m 15s\", 1:30 (m:s), 1:30:00 (h:m:s); up to 99:59:59."
                ),
                tr(
                    "Dates: 2027-01-01T00:00:00+09:00 (ISO 8601 with an offset or Z), \"2027-01-01 09:00\" (local), 2027-01-01, 09:00 (next occurrence)."
                ),
                tr(
                    "Exit status: 0 done, 1 not possible in the current state, 2 bad input (and for --wait and wait: 0 ended, 1 cancelled or stopped first, 3 Sandglass went away)."
                ),
            ].joined(separator: "\n"),
            version: SandglassVersion.string,
            // Each mode's group, in the switcher's order, then the commands of every mode.
            subcommands: ModeList.active.compactMap(\.commandGroup) + [
                WindowCommand.self, StatusCommand.self, WaitCommand.self, DismissCommand.self,
                AwayCommand.self,
                ShortcutsCommand.self, HistoryCommand.self,
            ]
        )
    }
}
