/// Hours, minutes and seconds of a whole number of seconds, with carry.
public struct ClockComponents: Equatable, Sendable {
    /// Whole hours (not limited to 23).
    public var hours: Int
    /// Minutes; 0–59 once normalized.
    public var minutes: Int
    /// Seconds; 0–59 once normalized.
    public var seconds: Int

    /// The largest total the timer shows: 99:59:59.
    static let maximumTotalSeconds: Int64 = 99 * 3600 + 59 * 60 + 59

    /// Creates components as given, without carrying.
    public init(hours: Int, minutes: Int, seconds: Int) {
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
    }

    /// Splits `totalSeconds` into hours, minutes and seconds (5400 → 1, 30, 0); negative counts as 0.
    public init(totalSeconds: Int64) {
        let total = max(0, totalSeconds)
        hours = Int(total / 3600)
        minutes = Int(total % 3600 / 60)
        seconds = Int(total % 60)
    }

    /// The total in seconds, carrying oversized fields (minutes 90 → 5400 s); saturates instead of trapping.
    public var totalSeconds: Int64 {
        let fromHours = Saturating.multiply(Int64(hours), 3600)
        let fromMinutes = Saturating.multiply(Int64(minutes), 60)
        return Saturating.add(Saturating.add(fromHours, fromMinutes), Int64(seconds))
    }

    /// Normalised so minutes, seconds < 60 (carry upward), hours clamped to 99 (and then 99:59:59 max).
    ///
    /// A negative total becomes 00:00:00.
    public var normalized: ClockComponents {
        ClockComponents(totalSeconds: min(max(0, totalSeconds), Self.maximumTotalSeconds))
    }
}
