import ArgumentParser
import TimerCore

/// `sandglass timer …`: start timers, act on one of them, list them, keep presets.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: tr("Control the timers (several can run at once)."),
        subcommands: [
            Start.self, Pause.self, Resume.self, Toggle.self, Cancel.self, Restart.self,
            Dismiss.self, List.self,
            PresetCommand.self,
        ]
    )

    struct Start: RequestCommand {
        static let configuration = TimerOperation.startWith.commandConfiguration

        @Argument(
            help: ArgumentHelp(
                tr(
                    "90, 90s, 25m, 1h30m, \"1h 30m 15s\", 1:30 (m:s) or 1:30:00 (h:m:s); at most 99:59:59. Or --preset."
                )))
        var duration: String?

        @Option(
            help: ArgumentHelp(
                tr(
                    "A name for the timer, shown above its digits; unique among running and paused timers (at most {count} characters).",
                    ["count": String(LabelText.maximumLength)])))
        var label: String?

        @Option(
            help: ArgumentHelp(
                tr(
                    "Start one of your presets (see 'sandglass timer preset'), labelled with its name unless --label says otherwise."
                )))
        var preset: String?

        @Flag(
            help: ArgumentHelp(
                tr("Start the duration last started or picked (the launcher's New Timer).")))
        var last = false

        @Flag(
            help: ArgumentHelp(
                tr(
                    "Return when the timer ends (exit 0), or exit 1 if it is cancelled first, 3 if Sandglass goes away."
                )))
        var wait = false

        /// The parsed duration (checked in `validate()`).
        var parsedDuration: Duration { duration.flatMap { try? DurationParser.parse($0) } ?? .zero }

        var request: CommandRequest {
            let start: CommandRequest =
                if let preset { .timer(.startPreset(name: preset, label: label)) } else if last {
                    .timer(.startLast(label: label))
                } else { .timer(.start(duration: parsedDuration, label: label)) }
            // A preset's timer is labelled with its name unless --label says otherwise.
            return wait ? .startAndWait(start, .timer(label: label ?? preset, id: nil)) : start
        }

        func validate() throws {
            if last {
                if let duration {
                    throw ValidationError(
                        tr(
                            "unexpected duration '{duration}' with --last: the last duration is started",
                            ["duration": duration]))
                }
                if preset != nil { throw ValidationError(tr("give --last or --preset, not both")) }
            }
            switch (duration, preset) {
            case (nil, nil) where last:
                break
            case (nil, nil):
                throw ValidationError(
                    tr("missing duration: give one (e.g. 25m), --preset NAME or --last"))
            case (.some(let duration), nil):
                do {
                    _ = try DurationParser.parse(duration)
                } catch {
                    throw ValidationError(error.description)
                }
            case (.some(let duration), .some):
                throw ValidationError(
                    tr(
                        "unexpected duration '{duration}' with --preset: the preset gives the duration",
                        ["duration": duration]))
            case (nil, .some(let preset)):
                if preset.trimmingWhitespace.isEmpty {
                    throw ValidationError(tr("invalid --preset '': a preset needs a name"))
                }
            }
            if let label, let problem = LabelText.problem(with: label) {
                throw ValidationError(problem)
            }
        }
    }

    struct Pause: TimerVerbCommand {
        static let operation = TimerOperation.pause
        @OptionGroup var which: TimerChoice
    }

    struct Resume: TimerVerbCommand {
        static let operation = TimerOperation.resume
        @OptionGroup var which: TimerChoice
    }

    struct Toggle: TimerVerbCommand {
        static let operation = TimerOperation.toggle
        @OptionGroup var which: TimerChoice
    }

    struct Cancel: TimerVerbCommand {
        static let operation = TimerOperation.cancel
        @OptionGroup var which: TimerChoice
    }

    struct Restart: TimerVerbCommand {
        static let operation = TimerOperation.restart
        @OptionGroup var which: TimerChoice
    }

    struct Dismiss: TimerVerbCommand {
        static let operation = TimerOperation.dismiss
        @OptionGroup var which: TimerChoice
    }

    struct List: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: tr(
                "List the timers, one per line: id, state, time left, label (tab-separated)."))
        var request: CommandRequest { .timer(.list) }
    }
}

/// A verb on one timer: its name and help from its operation, `--label`/`--id` to choose the timer.
protocol TimerVerbCommand: RequestCommand {
    static var operation: TimerOperation { get }
    var which: TimerChoice { get }
}

extension TimerVerbCommand {
    static var configuration: CommandConfiguration { operation.commandConfiguration }
    var request: CommandRequest { .timer(.operation(Self.operation, which.selector)) }
}

/// `--label T` or `--id N`: which timer a verb acts on (the latest started without either).
struct TimerChoice: ParsableArguments {
    @Option(help: ArgumentHelp(tr("The timer with this label (an unfinished one first).")))
    var label: String?

    @Option(help: ArgumentHelp(tr("The timer with this id (see 'sandglass timer list').")))
    var id: Int?

    var selector: TimerSelector {
        if let id { return .id(id) }
        if let label { return .label(label) }
        return .latest
    }

    func validate() throws {
        if label != nil, id != nil { throw ValidationError(tr("give --label or --id, not both")) }
        if let id, id < 1 {
            throw ValidationError(
                tr("invalid --id '{id}': ids are whole numbers from 1", ["id": String(id)]))
        }
        if let label, label.trimmingWhitespace.isEmpty {
            throw ValidationError(tr("invalid --label '': give the timer's label"))
        }
    }
}

extension TimerOperation: CommandOperation {
    var commandRequest: CommandRequest { .timer(.operation(self)) }
}
