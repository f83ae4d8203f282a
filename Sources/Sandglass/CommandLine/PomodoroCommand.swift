import ArgumentParser
import TimerCore

/// `sandglass pomodoro …`: run focus/break cycles.
struct PomodoroCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pomodoro",
        abstract: "Control the Pomodoro cycle (focus, short break, long break).",
        subcommands: [Start.self, Pause.self, Resume.self, Toggle.self, Skip.self, Stop.self]
    )

    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "start",
            abstract: "Start a cycle with the page's lengths, changed by any option given (starts Sandglass if it is not running).")

        @Option(help: "Focus length, in the timer's grammar (25m, 1500, 1:30:00); default 25m.")
        var focus: String?

        @Option(name: .customLong("short-break"), help: "Short break length; default 5m.")
        var shortBreak: String?

        @Option(name: .customLong("long-break"), help: "Long break length; default 15m.")
        var longBreak: String?

        @Option(help: "Focus phases before a long break, \(PomodoroSettings.roundsRange.lowerBound)...\(PomodoroSettings.roundsRange.upperBound); default 4.")
        var rounds: String?

        @Flag(inversion: .prefixedNo, help: "Whether the next phase starts by itself (default) or waits for you.")
        var autoStart: Bool?

        /// The settings the options change; nil fields keep what the page has (checked in `validate()`).
        var overrides: PomodoroOverrides {
            (try? parsedOverrides()) ?? PomodoroOverrides()
        }

        func validate() throws {
            do {
                _ = try parsedOverrides()
            } catch {
                throw ValidationError(error.message)
            }
        }

        private func parsedOverrides() throws(PomodoroOverrides.Invalid) -> PomodoroOverrides {
            try PomodoroOverrides(focus: focus, shortBreak: shortBreak, longBreak: longBreak, rounds: rounds, autoStart: autoStart)
        }
    }

    struct Pause: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "pause", abstract: "Pause the running phase.")
    }

    struct Resume: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "resume", abstract: "Resume the paused phase, or start the phase that waits for you.")
    }

    struct Toggle: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "toggle", abstract: "Pause if running, otherwise start or resume (for a global shortcut).")
    }

    struct Skip: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "skip", abstract: "End the current phase now and go on to the next (a skipped focus does not count).")
    }

    struct Stop: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "stop", abstract: "End the cycle.")
    }
}
