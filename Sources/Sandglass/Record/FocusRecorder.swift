import FoundationEssentials
import SystemKit
import TimerCore

/// Appends to the record of focus as things happen (a phase ran out or was cut, the person was
/// away, a timer rang), each line on disk before it counts. The record is read once, when the
/// first line is added (for the next id); a line that cannot be written is said, as any save
/// problem is, and the next one tries again.
@MainActor
final class FocusRecorder {
    private let file: RecordJournalFile
    private var appender: AppendOnlyFile?
    private var nextID: Int64?

    init(file: RecordJournalFile) {
        self.file = file
    }

    /// Adds an entry: `kind` from `startMs` to `endMs` (wall-clock milliseconds); an empty
    /// stretch is not worth a line, except a skip (an instant).
    func add(_ kind: RecordKind, fromMs startMs: Int64, toMs endMs: Int64, label: String = "") {
        guard endMs > startMs || (kind == .skip && endMs == startMs) else { return }
        let id = takeID()
        write(.entry(RecordEntry(id: id, kind: kind, startMs: startMs, endMs: endMs, label: label)))
    }

    private func takeID() -> Int64 {
        let id =
            nextID
            ?? {
                switch file.read() {
                case .success(let record): return record.nextID
                // Unreadable: ids from a time-based start, far past any this file can hold.
                case .failure: return Int64(Date().timeIntervalSince1970 * 1000)
                }
            }()
        nextID = id + 1
        return id
    }

    private func write(_ line: RecordLine) {
        if appender == nil {
            switch file.openForAppending() {
            case .success(let opened): appender = opened
            case .failure(let problem): return report(problem.text)
            }
        }
        if let problem = appender?.append(line.text, synchronously: true) {
            appender = nil
            return report(problem.text)
        }
        SaveProblems.saved(path: file.path)
    }

    private func report(_ reason: String) {
        SaveProblems.report(
            path: file.path,
            message: "warning: "
                + tr(
                    "the record of focus could not be saved to {path}: {reason}",
                    ["path": file.path, "reason": reason]))
    }
}
