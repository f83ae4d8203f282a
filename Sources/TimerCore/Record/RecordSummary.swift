/// What the History view shows of the record for a span of days: focus per day (the bars),
/// the span's totals of focus, break and away, the current streak and the span's entries.
public struct RecordSummary: Equatable, Sendable {
    /// The span's local days, in order.
    public let days: [RecordDay]
    /// Focus milliseconds in each of `days`.
    public let focusPerDay: [Int64]
    /// Milliseconds of focus, break and away in the span (each entry's part inside it).
    public let focusMs: Int64
    public let breakMs: Int64
    public let awayMs: Int64
    /// Days in a row with some focus, ending today (or yesterday, while today has none yet).
    public let streak: Int
    /// The entries that overlap the span, oldest first.
    public let entries: [RecordEntry]

    public init(record: FocusRecord, days: [RecordDay], today: RecordDay, zone: LocalZone) {
        self.days = days
        focusPerDay = record.totals(of: .focus, on: days, zone: zone)
        focusMs = focusPerDay.reduce(0, +)
        breakMs = record.totals(of: .break, on: days, zone: zone).reduce(0, +)
        awayMs = record.totals(of: .away, on: days, zone: zone).reduce(0, +)
        streak = record.streak(today: today, zone: zone)
        if let first = days.first, let last = days.last {
            entries = record.entries(
                fromMs: first.startMs(zone: zone), toMs: last.adding(1).startMs(zone: zone))
        } else {
            entries = []
        }
    }

    /// The summary of `range` around `today`.
    public init(record: FocusRecord, range: RecordRange, today: RecordDay, zone: LocalZone) {
        self.init(record: record, days: range.days(around: today), today: today, zone: zone)
    }

    /// Whether there is nothing to show: no entry in the span.
    public var isEmpty: Bool { entries.isEmpty }
}
