/// Local calendar days for the record: a day's number (days since 1970-01-01, as the zone's
/// clocks show them) and where it starts, across summer time (days of 23 or 25 hours).
public struct RecordDay: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01, local.
    public let number: Int64

    public init(number: Int64) { self.number = number }

    /// The day `ms` (wall-clock milliseconds since 1970) falls on in `zone`.
    public init(containingMs ms: Int64, zone: LocalZone) {
        let seconds = Saturating.floorDivide(ms, 1000)
        number = Saturating.floorDivide(LocalTimeResolver.shown(at: seconds, in: zone), 86_400)
    }

    /// Where the day starts: its first moment (where a zone skips midnight, the first after).
    public func startMs(zone: LocalZone) -> Int64 {
        let midnight = Saturating.multiply(number, 86_400)
        let start =
            LocalTimeResolver.instants(showing: midnight, in: zone).first
            ?? LocalTimeResolver.firstInstant(showingAtLeast: midnight, in: zone)
        return Saturating.multiply(start, 1000)
    }

    /// The next local midnight after `ms`: where the day after the one holding `ms` starts
    /// (what the History view waits for to roll Today over).
    public static func nextStartMs(afterMs ms: Int64, zone: LocalZone) -> Int64 {
        RecordDay(containingMs: ms, zone: zone).adding(1).startMs(zone: zone)
    }

    public func adding(_ days: Int64) -> RecordDay { RecordDay(number: number + days) }

    /// Its day of the week, Monday 0 to Sunday 6 (1970-01-01 was a Thursday).
    public var weekdayFromMonday: Int {
        let shifted = number + 3
        return Int(shifted - Saturating.floorDivide(shifted, 7) * 7)
    }

    /// Its day of the month, 1...31.
    public var dayOfMonth: Int { CivilDate(daysSince1970: number).day }

    public static func < (lhs: RecordDay, rhs: RecordDay) -> Bool { lhs.number < rhs.number }
}
