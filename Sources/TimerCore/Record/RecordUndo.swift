/// An edit in the journal that may still be taken back: its line (a change or a delete) and the
/// line that reverses it (the entry's kind before, or the deleted entry written again).
public struct RecordUndo: Equatable, Sendable {
    /// The change or delete as the journal holds it.
    public let edit: RecordLine
    /// What takes it back (dated when the edit was written: restamp it when writing).
    public let reverse: RecordLine

    public init(edit: RecordLine, reverse: RecordLine) {
        self.edit = edit
        self.reverse = reverse
    }

    /// Whether `line`, read after the edit, is its reverse: an Undo written by the window or
    /// `history undo`, or the same change made back by hand (either way the edit is gone).
    func isTakenBack(by line: RecordLine) -> Bool {
        switch (reverse, line) {
        case (.change(let id, let kind, _), .change(let other, let otherKind, _)):
            id == other && kind == otherKind
        case (.entry(let entry), .entry(let other)): entry.id == other.id
        default: false
        }
    }
}
