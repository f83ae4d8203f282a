/// Text forms of a whole number of seconds: digits, spoken and short.
public enum ClockFormat {
    /// "HH:MM:SS", zero padded, always 8 characters for 0...99:59:59.
    ///
    /// Negative totals show as 00:00:00; totals past 99 hours show all their hour digits.
    public static func hms(totalSeconds: Int64) -> String {
        let parts = ClockComponents(totalSeconds: totalSeconds)
        return "\(twoDigits(parts.hours)):\(twoDigits(parts.minutes)):\(twoDigits(parts.seconds))"
    }

    /// Spoken/accessibility form: "1 hour 30 minutes 5 seconds", "5 minutes", "0 seconds".
    public static func spoken(totalSeconds: Int64) -> String {
        let parts = ClockComponents(totalSeconds: totalSeconds)
        var words: [String] = []
        if parts.hours > 0 { words.append(trn("{count} hour", "{count} hours", parts.hours)) }
        if parts.minutes > 0 {
            words.append(trn("{count} minute", "{count} minutes", parts.minutes))
        }
        if parts.seconds > 0 || words.isEmpty {
            words.append(trn("{count} second", "{count} seconds", parts.seconds))
        }
        return words.joined(separator: " ")
    }

    /// Short human form for presets and status: "1 min", "25 min", "1 h", "1 h 30 min", "45 s".
    public static func short(totalSeconds: Int64) -> String {
        let parts = ClockComponents(totalSeconds: totalSeconds)
        var words: [String] = []
        if parts.hours > 0 { words.append(tr("{count} h", ["count": String(parts.hours)])) }
        if parts.minutes > 0 { words.append(tr("{count} min", ["count": String(parts.minutes)])) }
        if parts.seconds > 0 || words.isEmpty {
            words.append(tr("{count} s", ["count": String(parts.seconds)]))
        }
        return words.joined(separator: " ")
    }

    /// `value` with at least two digits.
    public static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
