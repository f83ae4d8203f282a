/// The record of focus as read from its journal (`RecordLine`s): every entry with the changes
/// made to it since applied, and what the History view and `sandglass history` show of it.
///
/// Read as the lap journal is: a line counts once its newline is written, so a torn last line
/// (a write cut short) is ignored; a line that is not one this program writes is skipped and
/// counted (`ignoredLines`), never a reason to lose the rest. Entries may come in any order.
public struct FocusRecord: Equatable, Sendable {
    /// The first line of a journal.
    public static let header = "sandglass-record 1\n"

    /// The entries by id, changes applied, deleted ones gone.
    public private(set) var entriesByID: [Int64: RecordEntry] = [:]
    /// Lines skipped: not whole, not this program's, or making no sense.
    public private(set) var ignoredLines = 0
    /// The edits (changes and deletes) not taken back, in the journal's order, whoever wrote
    /// them: the last is what `history undo` reverses. A line that reverses the last (an Undo)
    /// takes it off, so undoing again reaches the edit before.
    public private(set) var undoable: [RecordUndo] = []

    public init() {}

    /// Reads a journal's text (its header, if any, is skipped).
    public init(text: Substring) {
        self.init(bytes: Array(text.utf8))
    }

    /// Reads a journal's bytes.
    public init(bytes: [UInt8]) {
        let header = Array(Self.header.utf8.dropLast())
        var start = 0
        while start < bytes.count {
            // The last piece has no newline: a torn line never acknowledged.
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
                ignoredLines += 1
                break
            }
            defer { start = newline + 1 }
            if newline == start || bytes[start..<newline].elementsEqual(header) { continue }
            guard let read = RecordLine(bytes, start..<newline) else {
                ignoredLines += 1
                continue
            }
            apply(read)
        }
    }

    /// Takes in a line as the journal gets it.
    public mutating func apply(_ line: RecordLine) {
        if let last = undoable.last, last.isTakenBack(by: line) {
            undoable.removeLast()
        } else if let entry = line.editedID.flatMap({ entriesByID[$0] }) {
            let reverse: RecordLine =
                switch line {
                case .change(_, _, let at): .change(id: entry.id, kind: entry.kind, atMs: at)
                default: .entry(entry)
                }
            undoable.append(RecordUndo(edit: line, reverse: reverse))
        }
        switch line {
        case .entry(let entry): entriesByID[entry.id] = entry
        case .change(let id, let kind, _): entriesByID[id]?.kind = kind
        case .delete(let id, _): entriesByID[id] = nil
        }
    }

    /// The id for the next entry.
    public var nextID: Int64 { Saturating.add(entriesByID.keys.max() ?? 0, 1) }

    /// The entries that overlap [`fromMs`, `toMs`), oldest first.
    public func entries(fromMs: Int64 = .min, toMs: Int64 = .max) -> [RecordEntry] {
        entriesByID.values.filter { entry in
            entry.endMs > fromMs && entry.startMs < toMs
                || entry.startMs == entry.endMs && entry.startMs >= fromMs && entry.startMs < toMs
        }.sorted { ($0.startMs, $0.id) < ($1.startMs, $1.id) }
    }

    /// Milliseconds of `kind` in each of `days` (the part of an entry in that day), in `zone`.
    public func totals(of kind: RecordKind, on days: [RecordDay], zone: LocalZone) -> [Int64] {
        guard let first = days.min(), let last = days.max() else { return [] }
        let starts = Dictionary(
            uniqueKeysWithValues: (first.number...last.number + 1).map { number in
                (number, RecordDay(number: number).startMs(zone: zone))
            })
        var byDay: [Int64: Int64] = [:]
        for entry in entries(
            fromMs: starts[first.number] ?? .min, toMs: starts[last.number + 1] ?? .max)
        where entry.kind == kind {
            var day = max(RecordDay(containingMs: entry.startMs, zone: zone).number, first.number)
            while day <= last.number, let start = starts[day], start < entry.endMs {
                let end = starts[day + 1] ?? .max
                let part = min(entry.endMs, end) - max(entry.startMs, start)
                if part > 0 { byDay[day, default: 0] += part }
                day += 1
            }
        }
        return days.map { byDay[$0.number] ?? 0 }
    }

    /// Days in a row with some focus, ending today (or yesterday, while today has none yet).
    public func streak(today: RecordDay, zone: LocalZone, lookingBack days: Int64 = 3660) -> Int {
        let span = (0..<days).map { today.adding(-$0) }
        let focus = totals(of: .focus, on: span, zone: zone)
        let counted = focus.first == 0 ? focus.dropFirst() : focus[...]
        return counted.prefix { $0 > 0 }.count
    }
}
