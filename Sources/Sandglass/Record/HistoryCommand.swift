import ArgumentParser
import TimerCore

/// `sandglass history [--since DATE] [--until DATE] [--json | --csv]`: the record of focus, read
/// from its journal by the process that asks (no Sandglass needs to run). `history change ID
/// focus|break|away` and `history delete ID` edit it: a line appended, as the History window does;
/// `history undo` appends the reverse of the latest edit not yet undone, whoever made it.
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

    @Argument(
        help: ArgumentHelp(
            tr(
                "change ID focus|break|away, delete ID, or undo: an entry's kind changed, it deleted, or the latest change or delete undone"
            ),
            valueName: "edit"))
    var edit: [String] = []

    /// The edit the words ask for; nil for none; thrown, why they are not one.
    static func edit(_ words: [String]) throws -> RecordEdit? {
        guard let verb = words.first else { return nil }
        let usage = tr(
            "use: history change ID focus|break|away, history delete ID, or history undo")
        func id(_ text: String) throws -> Int64 {
            guard let id = Int64(text), id > 0 else {
                throw ValidationError(
                    tr("invalid entry id '{id}': {usage}", ["id": text, "usage": usage]))
            }
            return id
        }
        switch (verb, words.count) {
        case ("change", 3):
            guard let kind = RecordKind.changeable.first(where: { $0.rawValue == words[2] }) else {
                throw ValidationError(
                    tr(
                        "invalid kind '{kind}': an entry may be changed to focus, break or away",
                        ["kind": words[2]]))
            }
            return .change(id: try id(words[1]), kind: kind)
        case ("delete", 2):
            return .delete(id: try id(words[1]))
        case ("undo", 1):
            return .undo
        default:
            throw ValidationError(
                tr(
                    "invalid history edit '{words}': {usage}",
                    ["words": words.joined(separator: " "), "usage": usage]))
        }
    }

    func validate() throws {
        if try Self.edit(edit) != nil, json || csv || since != nil || until != nil {
            throw ValidationError(tr("an edit takes no --since, --until, --json or --csv"))
        }
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
                format: json ? .json : csv ? .csv : .text, edit: try Self.edit(edit)))
    }
}
