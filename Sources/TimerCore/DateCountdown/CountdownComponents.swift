/// Days, hours, minutes and seconds of a whole number of seconds, as the date countdown shows them.
public struct CountdownComponents: Equatable, Sendable {
    /// Whole days (not limited).
    public var days: Int64
    /// Hours, 0–23.
    public var hours: Int
    /// Minutes, 0–59.
    public var minutes: Int
    /// Seconds, 0–59.
    public var seconds: Int

    /// Splits `totalSeconds` into days of 24 hours, hours, minutes and seconds (90061 → 1, 1, 1, 1); negative counts as 0.
    ///
    /// A day here is 86,400 seconds of real time, whatever the clocks do on the way.
    public init(totalSeconds: Int64) {
        let total = max(0, totalSeconds)
        days = total / 86_400
        hours = Int(total % 86_400 / 3_600)
        minutes = Int(total % 3_600 / 60)
        seconds = Int(total % 60)
    }
}
