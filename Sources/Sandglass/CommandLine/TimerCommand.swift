import ArgumentParser
import TimerCore

/// `sandglass timer …`: start, pause, resume, toggle or cancel the countdown.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "Control the countdown timer.",
        subcommands: [Start.self, Pause.self, Resume.self, Toggle.self, Cancel.self]
    )

    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "start",
            abstract: "Start a countdown of DURATION (starts Sandglass if it is not running).")

        @Argument(help: "90, 90s, 25m, 1h30m, \"1h 30m 15s\", 1:30 (m:s) or 1:30:00 (h:m:s); at most 99:59:59.")
        var duration: String

        @Option(help: "A name for the timer, shown above the digits (at most \(TimerLabel.maximumLength) characters).")
        var label: String?

        /// The parsed duration (checked in `validate()`).
        var parsedDuration: Duration { (try? DurationParser.parse(duration)) ?? .zero }

        func validate() throws {
            do {
                _ = try DurationParser.parse(duration)
            } catch {
                throw ValidationError(error.description)
            }
            if let label, let problem = TimerLabel.problem(with: label) {
                throw ValidationError(problem)
            }
        }
    }

    struct Pause: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "pause", abstract: "Pause the running countdown.")
    }

    struct Resume: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "resume", abstract: "Resume the paused countdown.")
    }

    struct Toggle: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "toggle",
            abstract: "Pause if running, resume if paused, start the last duration if idle (for a global shortcut).")
    }

    struct Cancel: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Cancel the countdown (or dismiss a finished one).")
    }
}
