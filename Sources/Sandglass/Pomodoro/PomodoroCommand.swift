import ArgumentParser
import TimerCore

/// `sandglass pomodoro …`: run focus/break cycles.
struct PomodoroCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pomodoro",
        abstract: tr("Control the Pomodoro cycle (focus, short break, long break)."),
        subcommands: [Start.self, Pause.self, Resume.self, Toggle.self, Skip.self, Stop.self]
    )

    struct Start: RequestCommand {
        static let configuration = PomodoroOperation.start.commandConfiguration

        @Option(
            help: ArgumentHelp(
                tr("Focus length, in the timer's grammar (25m, 1500, 1:30:00); default 25m.")))
        var focus: String?

        @Option(
            name: .customLong("short-break"),
            help: ArgumentHelp(tr("Short break length; default 5m.")))
        var shortBreak: String?

        @Option(
            name: .customLong("long-break"),
            help: ArgumentHelp(tr("Long break length; default 15m.")))
        var longBreak: String?

        @Option(
            help: ArgumentHelp(
                tr(
                    "Focus phases before a long break, {lowest}...{highest}; default 4.",
                    [
                        "lowest": String(PomodoroSettings.roundsRange.lowerBound),
                        "highest": String(PomodoroSettings.roundsRange.upperBound),
                    ])))
        var rounds: String?

        @Flag(
            inversion: .prefixedNo,
            help: ArgumentHelp(
                tr("Whether the next phase starts by itself (default) or waits for you.")))
        var autoStart: Bool?

        /// The settings the options change; nil fields keep what the page has (checked in `validate()`).
        var overrides: PomodoroOverrides {
            (try? parsedOverrides()) ?? PomodoroOverrides()
        }

        @Flag(
            help: ArgumentHelp(
                tr(
                    "Return when the phase it starts ends (exit 0), or exit 1 if the cycle is stopped first, 3 if Sandglass goes away."
                )))
        var wait = false

        var request: CommandRequest {
            wait
                ? .startAndWait(.pomodoro(.start(overrides)), .pomodoro)
                : .pomodoro(.start(overrides))
        }

        func validate() throws {
            do {
                _ = try parsedOverrides()
            } catch {
                throw ValidationError(error.message)
            }
        }

        private func parsedOverrides() throws(PomodoroOverrides.Invalid) -> PomodoroOverrides {
            try PomodoroOverrides(
                focus: focus, shortBreak: shortBreak, longBreak: longBreak, rounds: rounds,
                autoStart: autoStart)
        }
    }

    struct Pause: OperationCommand { static let operation = PomodoroOperation.pause }
    struct Resume: OperationCommand { static let operation = PomodoroOperation.resume }
    struct Toggle: OperationCommand { static let operation = PomodoroOperation.toggle }
    struct Skip: OperationCommand { static let operation = PomodoroOperation.skip }
    struct Stop: OperationCommand { static let operation = PomodoroOperation.stop }
}

extension PomodoroOperation: CommandOperation {
    var commandRequest: CommandRequest { .pomodoro(.operation(self)) }
}
