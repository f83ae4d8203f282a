import Foundation

/// The clock time a countdown ends, as shown under the digits: "Ends at 14:05:30".
public enum EndTimeText {
    /// "Ends at 14:05:30" (time in the given locale's medium time style, e.g. "2:05:30 PM" in en_US); if the end is not on the same calendar day as `now`, "Ends tomorrow at …" or "Ends Mon 24 Nov at …" (locale template "EEE d MMM").
    public static func text(
        ending end: Date, now: Date, locale: Locale = .current, timeZone: TimeZone = .current
    ) -> String {
        "Ends " + phrase(ending: end, now: now, locale: locale, timeZone: timeZone)
    }

    /// The part after "Ends": "at 14:05:30", "tomorrow at 00:05:00", "Mon 24 Nov at 09:00:00".
    static func phrase(ending end: Date, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        // Formatters are not Sendable and this runs rarely (when the end changes), so make them here.
        let timeFormatter = DateFormatter()
        timeFormatter.locale = locale
        timeFormatter.timeZone = timeZone
        timeFormatter.dateStyle = .none
        timeFormatter.timeStyle = .medium
        let time = timeFormatter.string(from: end)

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        if calendar.isDate(end, inSameDayAs: now) {
            return "at \(time)"
        }
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)),
            calendar.isDate(end, inSameDayAs: tomorrow)
        {
            return "tomorrow at \(time)"
        }
        let dayFormatter = DateFormatter()
        dayFormatter.locale = locale
        dayFormatter.timeZone = timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("EEE d MMM")
        return "\(dayFormatter.string(from: end)) at \(time)"
    }
}
