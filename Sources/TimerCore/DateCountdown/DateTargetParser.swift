import FoundationEssentials

/// Reads the date a countdown counts down to, as given on the command line or in the page.
///
/// Parsed by hand, field by field: no lenient formatter turns 30 February into 1 March.
public enum DateTargetParser {
    private typealias Reason = DateTargetParseError

    /// Accepts ISO 8601 with an offset (`2024-01-01T00:00:00+09:00`, `2024-01-01T00:00Z`, `±HHMM` and `±HH` too, offsets within ±18:00), a local `YYYY-MM-DD HH:MM[:SS]` or `YYYY-MM-DDTHH:MM[:SS]` in `zone`, a bare `YYYY-MM-DD` (the start of that day, local), or `HH:MM[:SS]` (its next occurrence strictly after `now`: today if still ahead, else tomorrow). Seconds may have a fraction (`.5`, `,250`); digits past milliseconds are dropped. Surrounding whitespace trimmed.
    ///
    /// Dates in the past are accepted. Rejects: empty, malformed, impossible fields (2024-02-30,
    /// month 13, 25:61, 24:00, a year before 1970 or past 9999, an offset beyond ±18:00) and local times the
    /// clocks skip (spring forward). A local time the clocks show twice (fall back) is the earlier
    /// one; a bare date whose midnight is skipped starts when the clocks jump; a bare time the
    /// clocks skip today is its next occurrence, tomorrow.
    public static func parse(
        _ text: String, now: Date, zone: LocalZone = .system
    ) throws(DateTargetParseError) -> Date {
        func failure(_ reason: String) -> DateTargetParseError {
            DateTargetParseError(input: text, reason: reason)
        }
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { throw failure(Reason.empty) }
        guard let fields = DateTargetFields(trimmed) else { throw failure(Reason.notADate) }
        if let date = fields.date, let problem = problem(with: date) { throw failure(problem) }
        if let hour = fields.hour,
            let problem = problem(hour: hour, minute: fields.minute, second: fields.second)
        {
            throw failure(problem)
        }
        let timeOfDay = Int64((fields.hour ?? 0) * 3_600 + fields.minute * 60 + fields.second)
        guard let date = fields.date else {
            return try nextOccurrence(
                of: timeOfDay, millisecond: fields.millisecond, after: now, in: zone,
                failure: failure)
        }
        let local = date.daysSince1970 * 86_400 + timeOfDay
        if let offset = fields.offset {
            guard offset.minutes <= 59 else { throw failure(Reason.offsetMinutesRange) }
            guard abs(offset.seconds) <= 18 * 3_600 else { throw failure(Reason.offsetRange) }
            return WallMilliseconds.date(
                (local - offset.seconds) * 1_000 + Int64(fields.millisecond))
        }
        if fields.hour == nil {
            // Midnight, or the moment the day begins when its midnight is skipped.
            let start =
                LocalTimeResolver.instants(showing: local, in: zone).first
                ?? LocalTimeResolver.firstInstant(showingAtLeast: local, in: zone)
            return WallMilliseconds.date(start * 1_000)
        }
        let instant = try earliestInstant(showing: local, in: zone, failure: failure)
        return WallMilliseconds.date(instant * 1_000 + Int64(fields.millisecond))
    }

    /// `parse(_:now:zone:)` at the source's now (`source.wallNow`), in its time zone (`source.localZone`).
    public static func parse(_ text: String, source: TimeSource) throws(DateTargetParseError)
        -> Date
    {
        try parse(text, now: source.wallNow, zone: source.localZone)
    }

    /// The same, from separate fields as the page's calendar and spin buttons give them (month 1...12, day 1...31): the local date-time in `zone`; throws for impossible or non-existent local times.
    ///
    /// A local time the clocks show twice is the earlier one. The error's input is the fields
    /// written as "YYYY-MM-DD HH:MM:SS".
    public static func localDate(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
        zone: LocalZone = .system
    ) throws(DateTargetParseError) -> Date {
        let written =
            "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
        func failure(_ reason: String) -> DateTargetParseError {
            DateTargetParseError(input: written, reason: reason)
        }
        let date = CivilDate(year: Int64(year), month: month, day: day)
        if let problem = problem(with: date) { throw failure(problem) }
        if let problem = problem(hour: hour, minute: minute, second: second) {
            throw failure(problem)
        }
        let local = date.daysSince1970 * 86_400 + Int64(hour * 3_600 + minute * 60 + second)
        return WallMilliseconds.date(
            try earliestInstant(showing: local, in: zone, failure: failure) * 1_000)
    }

    /// `localDate(year:month:day:hour:minute:second:zone:)` in the source's time zone (`source.localZone`).
    public static func localDate(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, source: TimeSource
    ) throws(DateTargetParseError) -> Date {
        try localDate(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second,
            zone: source.localZone)
    }

    /// What is wrong with a calendar date, or nil when it exists (years 1970...9999: a countdown
    /// target before the Unix epoch is no target anyone counts down to, and saved forms use it).
    private static func problem(with date: CivilDate) -> String? {
        guard (1_970...9_999).contains(date.year) else { return Reason.yearRange }
        guard (1...12).contains(date.month) else { return Reason.monthRange }
        guard date.day >= 1 else { return Reason.dayZero }
        guard date.day <= CivilDate.daysInMonth(date.month, year: date.year) else {
            return Reason.daysInMonth(date)
        }
        return nil
    }

    /// What is wrong with a time of day, or nil when it is one (00:00:00...23:59:59; no leap second).
    private static func problem(hour: Int, minute: Int, second: Int) -> String? {
        guard (0...23).contains(hour) else { return Reason.hourRange }
        guard (0...59).contains(minute) else { return Reason.minuteRange }
        guard (0...59).contains(second) else { return Reason.secondRange }
        return nil
    }

    /// The first real second at which the clocks in `zone` show `local`; throws when they skip it.
    private static func earliestInstant(
        showing local: Int64, in zone: LocalZone, failure: (String) -> DateTargetParseError
    ) throws(DateTargetParseError) -> Int64 {
        if let instant = LocalTimeResolver.instants(showing: local, in: zone).first {
            return instant
        }
        let jump = LocalTimeResolver.firstInstant(showingAtLeast: local, in: zone)
        let before = LocalTimeResolver.shown(at: jump - 1, in: zone) + 1
        let after = LocalTimeResolver.shown(at: jump, in: zone)
        throw failure(
            Reason.skipped(
                zone: zone.name(atSecondsSince1970: jump), from: clockText(before),
                to: clockText(after)))
    }

    /// The first moment strictly after `now` at which the clocks in `zone` show the time of day
    /// `timeOfDay` (seconds after midnight) and `millisecond`.
    private static func nextOccurrence(
        of timeOfDay: Int64, millisecond: Int, after now: Date, in zone: LocalZone,
        failure: (String) -> DateTargetParseError
    ) throws(DateTargetParseError) -> Date {
        let nowMicroseconds = ISO8601Milliseconds.microsecondsSince1970(now)
        let nowSeconds = Saturating.floorDivide(nowMicroseconds, 1_000_000)
        let today = Saturating.floorDivide(
            LocalTimeResolver.shown(at: nowSeconds, in: zone), 86_400)
        // Yesterday too, for clocks set back across midnight; a time skipped today comes tomorrow.
        for day in today - 1...today + 3 {
            for instant in LocalTimeResolver.instants(showing: day * 86_400 + timeOfDay, in: zone) {
                let milliseconds = Saturating.add(
                    Saturating.multiply(instant, 1_000), Int64(millisecond))
                if Saturating.multiply(milliseconds, 1_000) > nowMicroseconds {
                    return WallMilliseconds.date(milliseconds)
                }
            }
        }
        // Only a zone that skips this time on five days running gets here.
        throw failure(Reason.notADate)
    }

    /// "02:00", or "02:00:30" when the seconds are not zero, for a local time in seconds since 1970.
    private static func clockText(_ local: Int64) -> String {
        let ofDay = Int(local - Saturating.floorDivide(local, 86_400) * 86_400)
        let text = "\(pad(ofDay / 3_600, 2)):\(pad(ofDay / 60 % 60, 2))"
        return ofDay % 60 == 0 ? text : text + ":\(pad(ofDay % 60, 2))"
    }

    /// `value` zero padded to `width` digits, with a leading "-" when negative.
    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
            + digits
    }
}
