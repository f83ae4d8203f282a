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

    /// Edits the journal from here, with no Sandglass running: the edit's line appended; exit 2
    /// and nothing written when the record has no such entry to edit.
    static func edit(_ edit: RecordEdit, saved: SavedState, atMs: Int64) -> Int32 {
        let file = saved.recordFile
        guard let record = read(saved) else { return 1 }
        guard let line = edit.line(in: record, atMs: atMs) else {
            StandardError.write("sandglass: " + refusal(edit))
            return 2
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
        return 0
    }

    /// Why an edit is refused: no such entry, or not one of focus, break and away.
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
