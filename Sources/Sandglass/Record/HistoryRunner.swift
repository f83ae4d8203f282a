import TimerCore

/// Prints the record of focus for `sandglass history`, in the process that asks: the journal is
/// read, never written, so a running Sandglass and this never disagree on it.
enum HistoryRunner {
    static func run(_ request: HistoryRequest, saved: SavedState, zone: LocalZone) -> Int32 {
        let record: FocusRecord
        switch saved.recordFile.read() {
        case .success(let read): record = read
        case .failure(let problem):
            StandardError.write(
                "sandglass: "
                    + tr(
                        "cannot read the record of focus in {path}: {reason}",
                        ["path": saved.recordFile.path, "reason": problem.text]))
            return 1
        }
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
}
