/// The stopwatch's digits: elapsed time to the hundredth of a second.
public enum StopwatchFormat {
    /// "MM:SS.cc" (hundredths, rounded DOWN) under an hour, "H:MM:SS.cc" from an hour (hours unpadded, can exceed 99), never negative.
    ///
    /// Rounded down, so "00:01.00" appears only once a full second has passed.
    public static func text(_ elapsed: Duration) -> String {
        let hundredths = totalHundredths(elapsed)
        let parts = ClockComponents(totalSeconds: hundredths / 100)
        let clock =
            "\(ClockFormat.twoDigits(parts.minutes)):\(ClockFormat.twoDigits(parts.seconds))"
            + ".\(ClockFormat.twoDigits(Int(hundredths % 100)))"
        return parts.hours > 0 ? "\(parts.hours):\(clock)" : clock
    }

    /// Whole hundredths of a second in `elapsed`, rounded down; 0 for negative durations.
    static func totalHundredths(_ elapsed: Duration) -> Int64 {
        guard elapsed > .zero else { return 0 }
        // Positive, so `components` truncating toward zero is rounding down.
        let (seconds, attoseconds) = elapsed.components
        return Saturating.add(
            Saturating.multiply(seconds, 100), attoseconds / 10_000_000_000_000_000)
    }
}
