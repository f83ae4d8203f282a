extension RecordLine {
    /// The same change or delete written at `atMs` (an undo's line, dated when it is written);
    /// an entry stays as it is.
    public func restamped(_ atMs: Int64) -> RecordLine {
        switch self {
        case .entry: self
        case .change(let id, let kind, _): .change(id: id, kind: kind, atMs: atMs)
        case .delete(let id, _): .delete(id: id, atMs: atMs)
        }
    }
}
