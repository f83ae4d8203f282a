/// An edit of the record from the History view or `sandglass history`: an entry's kind changed
/// (between focus, break and away) or the entry deleted. Each is a line appended to the journal;
/// its undo is another such line, never a rewrite.
public enum RecordEdit: Equatable, Sendable {
    case change(id: Int64, kind: RecordKind)
    case delete(id: Int64)
    /// `history undo`: the latest edit not yet taken back (`FocusRecord.undoable`), reversed.
    case undo

    /// The line that records it, written at `atMs`; nil when `record` has no such entry, or
    /// the change is to a kind an entry may not be changed to (or from).
    public func line(in record: FocusRecord, atMs: Int64) -> RecordLine? {
        switch self {
        case .change(let id, let kind):
            guard let entry = record.entriesByID[id], RecordKind.changeable.contains(entry.kind),
                RecordKind.changeable.contains(kind)
            else { return nil }
            return .change(id: id, kind: kind, atMs: atMs)
        case .delete(let id):
            guard record.entriesByID[id] != nil else { return nil }
            return .delete(id: id, atMs: atMs)
        case .undo:
            return record.undoable.last?.reverse.restamped(atMs)
        }
    }

    /// What takes it back (written at `atMs`), from `record` as it was before it: the entry's kind restored, or the
    /// deleted entry written again with its id (a later line for the same id wins).
    public func reverse(in record: FocusRecord, atMs: Int64) -> RecordLine? {
        switch self {
        case .change(let id, _):
            guard let entry = record.entriesByID[id] else { return nil }
            return .change(id: id, kind: entry.kind, atMs: atMs)
        case .delete(let id):
            guard let entry = record.entriesByID[id] else { return nil }
            return .entry(entry)
        case .undo:
            return record.undoable.last?.edit.restamped(atMs)
        }
    }
}
