import Foundation

/// Local calendar days on the duration clock, for counts such as "focus phases completed today".
public enum LocalDay {
    /// The duration-clock instant of the most recent local midnight at `reading` (Calendar in `timeZone`; handles DST days of 23/25 hours).
    ///
    /// Where a time zone skips midnight itself, the day starts at its first existing moment.
    public static func startOfToday(reading: ClockReading, timeZone: TimeZone = .current) -> Instant {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let midnight = calendar.startOfDay(for: reading.wallNow)
        // Whole microseconds on both sides, so the binary fraction of `Date` adds no error.
        let sinceMidnight = Saturating.subtract(
            ISO8601Milliseconds.microsecondsSince1970(reading.wallNow),
            ISO8601Milliseconds.microsecondsSince1970(midnight))
        return reading.now - .microseconds(sinceMidnight)
    }
}
