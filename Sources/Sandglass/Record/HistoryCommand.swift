import ArgumentParser
import TimerCore

/// `sandglass history [--since DATE] [--until DATE] [--json | --csv]`: the record of focus, read
/// from its journal by the process that asks (no Sandglass needs to run).
struct HistoryCommand: ClockedRequestCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: tr(
            "Print the record of focus: each focus and break, pause, skip, time away, and each labelled timer and stopwatch session that ended."
        ))

    @Option(help: ArgumentHelp(tr("Only what ends after this date."), valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp(tr("Only what starts before this date."), valueName: "date"))
    var until: String?

    @Flag(help: ArgumentHelp(tr("As one JSON array.")))
    var json = false

    @Flag(help: ArgumentHelp(tr("As CSV, with a header line.")))
    var csv = false

    func validate() throws {
        guard !(json && csv) else {
            throw ValidationError(tr("--json and --csv cannot be given together"))
        }
        for date in [since, until].compactMap({ $0 }) {
            do {
                _ = try DateTargetParser.parse(date, source: SandglassLauncher.clock)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    func request(source: TimeSource) throws -> CommandRequest {
        func milliseconds(_ text: String?) throws -> Int64? {
            try text.map {
                ISO8601Milliseconds.millisecondsSince1970(
                    try DateTargetParser.parse($0, source: source))
            }
        }
        return .history(
            HistoryRequest(
                sinceMs: try milliseconds(since), untilMs: try milliseconds(until),
                format: json ? .json : csv ? .csv : .text))
    }
}
