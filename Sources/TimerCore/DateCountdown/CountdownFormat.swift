import FoundationEssentials

/// Text forms of the date countdown: its digits, a spoken form and the target's date.
public enum CountdownFormat {
    /// "DD:HH:MM:SS": "03:14:07:55", "00:00:00:00"; days have at least two digits and widen past 99 ("123:04:05:06") while the other fields keep theirs. Negative totals show as zero.
    public static func text(totalSeconds: Int64) -> String {
        let parts = CountdownComponents(totalSeconds: totalSeconds)
        let days = parts.days < 10 ? "0\(parts.days)" : "\(parts.days)"
        return
            "\(days):\(ClockFormat.twoDigits(parts.hours)):\(ClockFormat.twoDigits(parts.minutes))"
            + ":\(ClockFormat.twoDigits(parts.seconds))"
    }

    /// For screen readers: "3 days, 14 hours, 7 minutes, 55 seconds"; fields that are zero are left out, "0 seconds" when all are.
    public static func spoken(totalSeconds: Int64) -> String {
        let parts = CountdownComponents(totalSeconds: totalSeconds)
        var words: [String] = []
        if parts.days > 0 {
            words.append(trn("{count} day", "{count} days", Int(clamping: parts.days)))
        }
        if parts.hours > 0 { words.append(trn("{count} hour", "{count} hours", parts.hours)) }
        if parts.minutes > 0 {
            words.append(trn("{count} minute", "{count} minutes", parts.minutes))
        }
        if parts.seconds > 0 || words.isEmpty {
            words.append(trn("{count} second", "{count} seconds", parts.seconds))
        }
        // TRANSLATORS: between the parts of a spoken duration: "2 days, 3 hours".
        return words.joined(separator: tr(", "))
    }

    /// The target in local time with its zone, for the page: "Friday, 1 January 2027 at 00:00 CET".
    ///
    /// Written with the C library, as "Ends at" is (`LocalTimeFormat`'s full day and its time,
    /// the zone's short name after it): Foundation's formatters would load ICU's data, about 4 MB
    /// of a countdown page's memory. Seconds are shown only when the target has some.
    public static func targetText(
        _ target: Date, zone: LocalZone = .system, format: LocalTimeFormat = .current
    ) -> String {
        let seconds = EndTimeText.wholeSeconds(target)
        let fields = LocalTimeFields(localSeconds: zone.localSeconds(atSecondsSince1970: seconds))
        let time = LocalTimeText.format(
            fields.second == 0 ? format.timeWithoutSeconds : format.time, fields)
        let name = zone.abbreviation(atSecondsSince1970: seconds)
        let day = LocalTimeText.format(format.fullDay, fields)
        return name.isEmpty
            ? tr("{day} at {time}", ["day": day, "time": time])
            // TRANSLATORS: {zone} is the time zone's abbreviation: "Friday, 1 January 2027 at 0:00 CET".
            : tr("{day} at {time} {zone}", ["day": day, "time": time, "zone": name])
    }
}
