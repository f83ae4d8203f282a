/// A `TZ` value that is a POSIX rule rather than a zone of the database (`CET-1CEST,M3.5.0,M10.5.0/3`,
/// `EST5EDT,M3.2.0,M11.1.0`, `JST-9`), applied as the GNU C library applies it.
///
/// Offsets are east of UTC here (the rule's text counts west as positive). Summer time begins at
/// `start` (a time on the standard clocks) and ends at `end` (a time on the summer clocks), in
/// the year of the instant on the UTC calendar, as glibc's `tz_compute` does; where `start`
/// comes after `end` in the year, summer time spans the new year (the southern hemisphere).
public struct PosixZoneRule: Equatable, Sendable {
    /// The day and time of a change of clocks in a year.
    struct Change: Equatable, Sendable {
        enum Day: Equatable, Sendable {
            /// `Jn`: day 1...365, 29 February never counted.
            case julian(Int)
            /// `n`: day 0...365 of the year, 29 February counted.
            case dayOfYear(Int)
            /// `Mm.w.d`: weekday `weekday` (0 Sunday) of week `week` (1...5, 5 the last) of `month`.
            case month(Int, week: Int, weekday: Int)
        }
        var day: Day
        /// When on that day, in seconds after midnight of the clocks in force before the change (may be negative or past 24 h).
        var time: Int64 = 7_200
    }

    /// Summer time: its name, its offset, and when it starts and ends each year.
    struct Summer: Equatable, Sendable {
        var name: String
        var offset: Int64
        var start: Change
        var end: Change
    }

    /// The `TZ` text it was read from.
    public let text: String
    var standardName: String
    var standardOffset: Int64
    var summer: Summer?

    /// Reads `text` as glibc reads a `TZ` that names no file; nil when glibc would not read it as a rule.
    public init?(_ text: String) {
        guard let parsed = PosixZoneRuleParser.parse(text) else { return nil }
        self = parsed
    }

    init(text: String, standardName: String, standardOffset: Int64, summer: Summer?) {
        self.text = text
        self.standardName = standardName
        self.standardOffset = standardOffset
        self.summer = summer
    }

    /// Whether summer time is in force `seconds` after 1970 (clamped to years 1...9999, as `LocalZone.system`).
    func isSummer(atSecondsSince1970 seconds: Int64) -> Bool {
        guard let summer else { return false }
        let instant = min(
            max(seconds, LocalZone.systemRange.lowerBound), LocalZone.systemRange.upperBound)
        let year = CivilDate(daysSince1970: Saturating.floorDivide(instant, 86_400)).year
        let start = Self.instant(of: summer.start, in: year, offset: standardOffset)
        let end = Self.instant(of: summer.end, in: year, offset: summer.offset)
        return start > end
            ? (instant < end || instant >= start) : (instant >= start && instant < end)
    }

    /// The offset east of UTC in force `seconds` after 1970.
    public func offset(atSecondsSince1970 seconds: Int64) -> Int64 {
        guard let summer, isSummer(atSecondsSince1970: seconds) else { return standardOffset }
        return summer.offset
    }

    /// The name in force `seconds` after 1970 ("CEST").
    public func abbreviation(atSecondsSince1970 seconds: Int64) -> String {
        guard let summer, isSummer(atSecondsSince1970: seconds) else { return standardName }
        return summer.name
    }

    /// The instant of `change` in `year` on clocks `offset` east of UTC: glibc's `compute_change`,
    /// which counts from 1 January 1970 for any year up to 1970.
    static func instant(of change: Change, in year: Int64, offset: Int64) -> Int64 {
        var days = year > 1970 ? CivilDate(year: year, month: 1, day: 1).daysSince1970 : 0
        switch change.day {
        case .julian(let day):
            days += Int64(day - 1) + (day >= 60 && CivilDate.isLeapYear(year) ? 1 : 0)
        case .dayOfYear(let day):
            days += Int64(day)
        case .month(let month, let week, let weekday):
            let first = CivilDate(year: year, month: month, day: 1).daysSince1970
            days += first - CivilDate(year: year, month: 1, day: 1).daysSince1970
            // 1970-01-01 was a Thursday (4).
            let firstWeekday = Int(((first % 7) + 7 + 4) % 7)
            var day = (weekday - firstWeekday + 7) % 7
            for _ in 1..<week where day + 7 < CivilDate.daysInMonth(month, year: year) { day += 7 }
            days += Int64(day)
        }
        return days * 86_400 - offset + change.time
    }
}
