import ArgumentParser
import TimerCore

/// `sandglass timer …`: start, pause, resume, toggle or cancel the countdown.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "Control the countdown timer.",
        subcommands: [Start.self, Pause.self, Resume.self, Toggle.self, Cancel.self]
    )

    struct Start: RequestCommand {
        static let configuration = TimerOperation.startWith.commandConfiguration

        @Argument(help: "90, 90s, 25m, 1h30m, \"1h 30m 15s\", 1:30 (m:s) or 1:30:00 (h:m:s); at most 99:59:59.")
        var duration: String

        @Option(help: "A name for the timer, shown above the digits (at most \(TimerLabel.maximumLength) characters).")
        var label: String?

        /// The parsed duration (checked in `validate()`).
        var parsedDuration: Duration { (try? DurationParser.parse(duration)) ?? .zero }

        var request: CommandRequest { .timer(.start(duration: parsedDuration, label: label)) }

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

    struct Pause: OperationCommand { static let operation = TimerOperation.pause }
    struct Resume: OperationCommand { static let operation = TimerOperation.resume }
    struct Toggle: OperationCommand { static let operation = TimerOperation.toggle }
    struct Cancel: OperationCommand { static let operation = TimerOperation.cancel }
}

extension TimerOperation: CommandOperation {
    var commandRequest: CommandRequest { .timer(.operation(self)) }
}
