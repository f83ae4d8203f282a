import ArgumentParser
import TimerCore

/// `sandglass timer …`: start, pause, resume, toggle or cancel the countdown.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "Control the countdown timer.",
        subcommands: [Start.self, Pause.self, Resume.self, Toggle.self, Cancel.self, PresetCommand.self]
    )

    struct Start: RequestCommand {
        static let configuration = TimerOperation.startWith.commandConfiguration

        @Argument(help: "90, 90s, 25m, 1h30m, \"1h 30m 15s\", 1:30 (m:s) or 1:30:00 (h:m:s); at most 99:59:59. Or --preset.")
        var duration: String?

        @Option(help: "A name for the timer, shown above the digits (at most \(TimerLabel.maximumLength) characters).")
        var label: String?

        @Option(help: "Start one of your presets (see 'sandglass timer preset'), labelled with its name unless --label says otherwise.")
        var preset: String?

        /// The parsed duration (checked in `validate()`).
        var parsedDuration: Duration { duration.flatMap { try? DurationParser.parse($0) } ?? .zero }

        var request: CommandRequest {
            if let preset { return .timer(.startPreset(name: preset, label: label)) }
            return .timer(.start(duration: parsedDuration, label: label))
        }

        func validate() throws {
            switch (duration, preset) {
            case (nil, nil):
                throw ValidationError("missing duration: give one (e.g. 25m) or --preset NAME")
            case (.some(let duration), nil):
                do {
                    _ = try DurationParser.parse(duration)
                } catch {
                    throw ValidationError(error.description)
                }
            case (.some(let duration), .some):
                throw ValidationError("unexpected duration '\(duration)' with --preset: the preset gives the duration")
            case (nil, .some(let preset)):
                if preset.trimmingWhitespace.isEmpty { throw ValidationError("invalid --preset '': a preset needs a name") }
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
