import TimerCore

/// `sandglass history`: which part of the record of focus, and in what form.
struct HistoryRequest: Equatable, Sendable {
    /// How it is printed.
    enum Format: Equatable, Sendable {
        /// A line per entry, for a person.
        case text
        /// One JSON array (`RecordExport.json`).
        case json
        /// CSV with a header line (`RecordExport.csv`).
        case csv
    }

    /// Entries that end after this instant (wall-clock milliseconds); nil: from the first.
    var sinceMs: Int64?
    /// Entries that start before it; nil: to the last.
    var untilMs: Int64?
    var format: Format
    /// `history change ID KIND` / `history delete ID` / `history undo`: an edit instead of a
    /// print; carried out by the running Sandglass (its record in memory and its window stay
    /// true), else here.
    var edit: RecordEdit? = nil
}
