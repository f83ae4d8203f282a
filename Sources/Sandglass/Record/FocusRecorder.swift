import FoundationEssentials
import SystemKit
import TimerCore

/// Appends to the record of focus as things happen (a phase ran out or was cut, the person was
/// away, a timer rang), each line on disk before it counts. The record is read once, when the
/// first line is added or the History view asks, and kept current in memory as each line is
/// written (the view redraws from it); a line that cannot be written is said, as any save
/// problem is, and the next one tries again.
@MainActor
final class FocusRecorder {
    private let file: RecordJournalFile
    private var appender: AppendOnlyFile?
    private var nextID: Int64?
    /// The record as read once and with every line written since applied.
    private var loaded: FocusRecord?
    /// Told after each line this instance writes (the History view), while their owner lives.
    private var observers: [(owner: WeakOwner, handler: @MainActor () -> Void)] = []

    /// An observer's owner, held weakly: a closed window's observer goes with it.
    private struct WeakOwner {
        weak var object: AnyObject?
    }

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

    /// The record, read from the journal the first time; empty while it cannot be read (then
    /// read again at the next ask, and ids are not taken from it).
    var record: FocusRecord {
        if let loaded { return loaded }
        guard case .success(let read) = file.read() else { return FocusRecord() }
        loaded = read
        return read
    }

    /// Calls `handler` after each line written from now on, as long as `owner` lives.
    func observe(owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        observers.append((WeakOwner(object: owner), handler))
    }

    /// Changes an entry's kind, deletes it or undoes the latest edit: a line appended, never a
    /// rewrite. Returns the line written and what takes it back (for the view's Undo), or nil
    /// when the record has no such entry that may be so changed, or nothing to undo; nothing is
    /// written then.
    @discardableResult
    func edit(_ edit: RecordEdit, atMs: Int64) -> RecordUndo? {
        guard let line = edit.line(in: record, atMs: atMs),
            let reverse = edit.reverse(in: record, atMs: atMs)
        else { return nil }
        write(line)
        return RecordUndo(edit: line, reverse: reverse)
    }

    /// Writes a line made elsewhere (an edit's undo).
    func append(_ line: RecordLine) {
        write(line)
    }

    private func takeID() -> Int64 {
        let id =
            nextID
            ?? loaded?.nextID
            ?? {
                switch file.read() {
                case .success(let record): return record.nextID
                // Unreadable: ids from a time-based start, far past any this file can hold.
                case .failure: return Int64(Date().timeIntervalSince1970 * 1000)
                }
            }()
        nextID = Saturating.add(id, 1)
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
        if loaded != nil { loaded?.apply(line) }
        observers.removeAll { $0.owner.object == nil }
        observers.forEach { $0.handler() }
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
