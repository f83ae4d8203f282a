/// What the History view shows of the record for a span of days: focus per day (the bars),
/// the span's totals of focus, break and away, the current streak and the span's entries. With
/// a day of the span chosen (a bar picked), the totals and entries are that day's alone; the
/// bars stay the span's.
public struct RecordSummary: Equatable, Sendable {
    /// The span's local days, in order.
    public let days: [RecordDay]
    /// Focus milliseconds in each of `days`.
    public let focusPerDay: [Int64]
    /// The day of `days` the totals and entries are narrowed to; nil: the whole span.
    public let chosen: RecordDay?
    /// Milliseconds of focus, break and away in the span or the chosen day (each entry's part inside it).
    public let focusMs: Int64
    public let breakMs: Int64
    public let awayMs: Int64
    /// Days in a row with some focus, ending today (or yesterday, while today has none yet).
    public let streak: Int
    /// The entries that overlap the span (or the chosen day), oldest first.
    public let entries: [RecordEntry]

    /// `chosen` narrows the totals and entries to one of `days` (another day is ignored).
    public init(
        record: FocusRecord, days: [RecordDay], today: RecordDay, zone: LocalZone,
        chosen: RecordDay? = nil
    ) {
        self.days = days
        let perDay = record.totals(of: .focus, on: days, zone: zone)
        focusPerDay = perDay
        let chosen = chosen.flatMap { days.contains($0) ? $0 : nil }
        self.chosen = chosen
        let counted = chosen.map { [$0] } ?? days
        focusMs =
            chosen.flatMap { day in days.firstIndex(of: day).map { perDay[$0] } }
            ?? perDay.reduce(0, +)
        breakMs = record.totals(of: .break, on: counted, zone: zone).reduce(0, +)
        awayMs = record.totals(of: .away, on: counted, zone: zone).reduce(0, +)
        streak = record.streak(today: today, zone: zone)
        if let first = counted.first, let last = counted.last {
            entries = record.entries(
                fromMs: first.startMs(zone: zone), toMs: last.adding(1).startMs(zone: zone))
        } else {
            entries = []
        }
    }

    /// The summary of `range` around `today`.
    public init(
        record: FocusRecord, range: RecordRange, today: RecordDay, zone: LocalZone,
        chosen: RecordDay? = nil
    ) {
        self.init(
            record: record, days: range.days(around: today), today: today, zone: zone,
            chosen: chosen)
    }

    /// Whether there is nothing to show: no entry in the span.
    public var isEmpty: Bool { entries.isEmpty }
}
