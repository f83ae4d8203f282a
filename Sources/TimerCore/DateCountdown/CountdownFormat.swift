import FoundationEssentials
import FoundationInternationalization

/// Text forms of the date countdown: its digits, a spoken form and the target's date.
public enum CountdownFormat {
    /// "DD:HH:MM:SS": "03:14:07:55", "00:00:00:00"; days have at least two digits and widen past 99 ("123:04:05:06") while the other fields keep theirs. Negative totals show as zero.
    public static func text(totalSeconds: Int64) -> String {
        let parts = CountdownComponents(totalSeconds: totalSeconds)
        let days = parts.days < 10 ? "0\(parts.days)" : "\(parts.days)"
        return "\(days):\(ClockFormat.twoDigits(parts.hours)):\(ClockFormat.twoDigits(parts.minutes))"
            + ":\(ClockFormat.twoDigits(parts.seconds))"
    }

    /// For screen readers: "3 days, 14 hours, 7 minutes, 55 seconds"; fields that are zero are left out, "0 seconds" when all are.
    public static func spoken(totalSeconds: Int64) -> String {
        let parts = CountdownComponents(totalSeconds: totalSeconds)
        var words: [String] = []
        if parts.days > 0 { words.append(count(parts.days, "day", "days")) }
        if parts.hours > 0 { words.append(count(Int64(parts.hours), "hour", "hours")) }
        if parts.minutes > 0 { words.append(count(Int64(parts.minutes), "minute", "minutes")) }
        if parts.seconds > 0 || words.isEmpty { words.append(count(Int64(parts.seconds), "second", "seconds")) }
        return words.joined(separator: ", ")
    }

    /// The target in local time with its zone, for the page: "Friday, 1 January 2027 at 00:00 CET" (en_GB).
    ///
    /// The locale's full date and short time, joined as the locale joins them, with the zone's
    /// short name after the time ("CET", or "GMT+1" where the locale has no abbreviation);
    /// seconds are shown only when the target has some.
    public static func targetText(_ target: Date, locale: Locale = .current, timeZone: TimeZone = .current) -> String {
        // ICU's date and time styles through FoundationInternationalization's format styles: the
        // same text as a DateFormatter's, without loading the rest of Foundation (libFoundation).
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let seconds = calendar.component(.second, from: target) != 0
        let dateAndTime = Date.FormatStyle(
            date: .complete, time: seconds ? .standard : .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
        let zone = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone).timeZone(.specificName(.short))
        return "\(target.formatted(dateAndTime)) \(target.formatted(zone))"
    }

    /// `pattern` with a short zone name (`z`) after its last time field, or at the end when it has none.
    static func withZone(_ pattern: String) -> String {
        let timeFields: Set<Character> = ["H", "h", "K", "k", "m", "s", "a", "b", "B"]
        var characters = Array(pattern)
        var quoted = false
        var insertion: Int?
        for (index, character) in characters.enumerated() {
            if character == "'" {
                quoted.toggle()
            } else if !quoted, timeFields.contains(character) {
                insertion = index + 1
            }
        }
        characters.insert(contentsOf: " z", at: insertion ?? characters.count)
        return String(characters)
    }

    /// "1 day", "2 days".
    private static func count(_ value: Int64, _ singular: String, _ plural: String) -> String {
        "\(value) \(value == 1 ? singular : plural)"
    }
}
