import TimerCore

/// Prints the record of focus for `sandglass history`, in the process that asks: the journal is
/// read, never written, so a running Sandglass and this never disagree on it.
enum HistoryRunner {
    static func run(_ request: HistoryRequest, saved: SavedState, zone: LocalZone) -> Int32 {
        guard let record = read(saved) else { return 1 }
        let entries = record.entries(
            fromMs: request.sinceMs ?? .min, toMs: request.untilMs ?? .max)
        switch request.format {
        case .json: print(RecordExport.json(entries, zone: zone), terminator: "")
        case .csv: print(RecordExport.csv(entries, zone: zone), terminator: "")
        case .text:
            for entry in entries { print(line(entry, zone: zone)) }
            if entries.isEmpty { print(tr("Nothing in the record yet")) }
        }
        return 0
    }

    /// Edits the journal from here, with no Sandglass running: the edit's line appended and
    /// said; exit 2 and nothing written when the record has no such entry to edit, 1 when there
    /// is nothing to undo.
    static func edit(_ edit: RecordEdit, saved: SavedState, atMs: Int64) -> Int32 {
        let file = saved.recordFile
        guard let record = read(saved) else { return 1 }
        guard let line = edit.line(in: record, atMs: atMs) else {
            StandardError.write("sandglass: " + refusal(edit))
            return edit == .undo ? 1 : 2
        }
        let problem: String?
        switch file.openForAppending() {
        case .success(let appender): problem = appender.append(line.text, synchronously: true)?.text
        case .failure(let reason): problem = reason.text
        }
        if let problem {
            StandardError.write(
                "sandglass: "
                    + tr(
                        "the record of focus could not be saved to {path}: {reason}",
                        ["path": file.path, "reason": problem]))
            return 1
        }
        print(done(edit, line: line))
        return 0
    }

    /// What an edit that was written says: what changed, and for a change or delete that
    /// `sandglass history undo` takes it back.
    static func done(_ edit: RecordEdit, line: RecordLine) -> String {
        let undoing = edit == .undo
        let said: String
        switch line {
        case .change(let id, let kind, _):
            said =
                undoing
                ? tr(
                    "Undone: entry {id} counts as {kind} again",
                    ["id": String(id), "kind": kind.rawValue])
                : tr(
                    "Entry {id} now counts as {kind}", ["id": String(id), "kind": kind.rawValue])
        case .delete(let id, _):
            said = tr("Entry {id} deleted", ["id": String(id)])
        case .entry(let entry):
            said = tr("Undone: entry {id} is back", ["id": String(entry.id)])
        }
        return undoing ? said : said + "\n" + tr("sandglass history undo undoes it")
    }

    /// Why an edit is refused: no such entry, not one of focus, break and away, or nothing to undo.
    static func refusal(_ edit: RecordEdit) -> String {
        switch edit {
        case .change(let id, _):
            tr(
                "no entry {id} that can be changed (only focus, break and away can; see sandglass history --json); nothing was changed",
                ["id": String(id)])
        case .delete(let id):
            tr(
                "no entry {id} in the record (see sandglass history --json); nothing was changed",
                ["id": String(id)])
        case .undo:
            tr(
                "nothing to undo: the record of focus has no change or delete that is not undone yet"
            )
        }
    }

    /// "2026-11-26 09:00–09:25  focus  25 min  Report".
    static func line(_ entry: RecordEntry, zone: LocalZone) -> String {
        let start = ISO8601Milliseconds.string(millisecondsSince1970: entry.startMs, zone: zone)
        let end = ISO8601Milliseconds.string(millisecondsSince1970: entry.endMs, zone: zone)
        let day = start.prefix(10)
        let from = start.dropFirst(11).prefix(5)
        let to = (end.prefix(10) == day ? "" : end.prefix(10) + " ") + end.dropFirst(11).prefix(5)
        let length = ClockFormat.short(totalSeconds: entry.durationMs / 1000)
        let label = entry.label.isEmpty ? "" : "  " + entry.label
        return "\(day) \(from)–\(to)  \(entry.kind.rawValue)  \(length)\(label)"
    }

    /// The record as the journal holds it; nil, and said on stderr, when it cannot be read.
    private static func read(_ saved: SavedState) -> FocusRecord? {
        switch saved.recordFile.read() {
        case .success(let record): return record
        case .failure(let problem):
            StandardError.write(
                "sandglass: "
                    + tr(
                        "cannot read the record of focus in {path}: {reason}",
                        ["path": saved.recordFile.path, "reason": problem.text]))
            return nil
        }
    }
}
