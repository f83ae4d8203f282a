import ArgumentParser
import FoundationEssentials
import TimerCore

/// `sandglass countdown …`: count down to a date and time.
struct CountdownCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countdown",
        abstract: tr("Count down to a date and time."),
        subcommands: [Start.self, Stop.self]
    )

    struct Start: ClockedRequestCommand {
        static let configuration = CountdownOperation.startAt.commandConfiguration

        @Argument(
            help: ArgumentHelp(
                tr(
                    "ISO 8601 with an offset or Z (2027-01-01T00:00:00+09:00), local \"YYYY-MM-DD HH:MM[:SS]\", YYYY-MM-DD, or HH:MM (its next occurrence)."
                )))
        var date: [String]

        @Option(
            help: ArgumentHelp(
                tr(
                    "A title shown above the digits, e.g. \"Launch\" (at most {count} characters).",
                    ["count": String(LabelText.maximumLength)])))
        var label: String?

        @Flag(
            help: ArgumentHelp(
                tr(
                    "Return when the date comes (exit 0), or exit 1 if the countdown is stopped first, 3 if Sandglass goes away."
                )))
        var wait = false

        /// The target as wall-clock milliseconds, resolved now ("HH:MM" means its next
        /// occurrence from here).
        func request(source: TimeSource) throws -> CommandRequest {
            let target = try DateTargetParser.parse(dateText, source: source)
            let request = CommandRequest.countdown(
                .start(targetMs: ISO8601Milliseconds.millisecondsSince1970(target), label: label))
            return wait ? .startAndWait(request, .countdown) : request
        }

        /// The date's words as one text ("2027-01-01 09:00" may come as two arguments).
        var dateText: String { date.joined(separator: " ") }

        func validate() throws {
            do {
                // Whether it reads as a date at all; the request is made later, on the caller's clock and zone.
                _ = try DateTargetParser.parse(dateText, source: SandglassLauncher.clock)
            } catch {
                throw ValidationError(error.description)
            }
            if let label, let problem = LabelText.problem(with: label) {
                throw ValidationError(problem)
            }
        }
    }

    struct Stop: OperationCommand { static let operation = CountdownOperation.stop }
}

extension CountdownOperation: CommandOperation {
    var commandRequest: CommandRequest { .countdown(.operation(self)) }
}
