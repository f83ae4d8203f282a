#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import FoundationEssentials
#endif

/// A phase length in the Pomodoro settings' fields: written in minutes, read as minutes or a duration.
public enum PomodoroLengthText {
    /// "25" for whole minutes, "1:30" (minutes and seconds) otherwise.
    public static func minutesText(seconds: Int64) -> String {
        let minutes = seconds / 60
        let rest = (seconds % 60).magnitude
        guard rest != 0 else { return "\(minutes)" }
        let sign = seconds < 0 && minutes == 0 ? "-" : ""
        return "\(sign)\(minutes):\(rest < 10 ? "0" : "")\(rest)"
    }

    /// The unit the fields are written in, for their captions: "min" while every length is whole
    /// minutes, "m:ss" once one has seconds (`--focus 90s` from the command line).
    public static func unit(of lengths: [Int64]) -> String {
        lengths.allSatisfy { $0 % 60 == 0 } ? "min" : "m:ss"
    }

    /// A length as its field shows it in `unit`: "25" in minutes; "25:00" or "0:05" in m:ss.
    public static func text(seconds: Int64, unit: String) -> String {
        let text = minutesText(seconds: seconds)
        return unit == "m:ss" && !text.contains(":") ? "\(text):00" : text
    }

    /// The seconds `text` stands for: a bare whole number is minutes ("25"), anything else a duration (`DurationParser`: "1:30", "90s", "1h"); nil when it is neither.
    ///
    /// A number of minutes too large to count in seconds is nil too, rather than a trap.
    public static func seconds(typed text: String) -> Int64? {
        let trimmed = text.trimmingWhitespace
        if let minutes = Int64(trimmed) {
            let (seconds, overflow) = minutes.multipliedReportingOverflow(by: 60)
            return overflow ? nil : seconds
        }
        return (try? DurationParser.parse(trimmed)).map { $0.totalSecondsRoundedDown }
    }
}
