import ArgumentParser

/// `sandglass stopwatch …`: start, pause, toggle, lap or reset the stopwatch.
struct StopwatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stopwatch",
        abstract: "Control the stopwatch.",
        subcommands: [Start.self, Pause.self, Toggle.self, Lap.self, Reset.self]
    )

    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "start", abstract: "Start or resume the stopwatch (starts Sandglass if it is not running).")
    }

    struct Pause: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "pause", abstract: "Pause the running stopwatch.")
    }

    struct Toggle: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "toggle", abstract: "Pause if running, otherwise start or resume.")
    }

    struct Lap: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "lap", abstract: "Record a lap (starts an idle stopwatch).")
    }

    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reset", abstract: "Reset the paused stopwatch to zero and clear its laps.")
    }
}
