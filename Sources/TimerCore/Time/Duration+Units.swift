/// Whole-unit views of a `Duration`, as the timers count and display it.
extension Duration {
    /// The duration in nanoseconds, truncated toward zero; saturates beyond about 292 years.
    public var totalNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return Saturating.add(
            Saturating.multiply(seconds, 1_000_000_000), attoseconds / 1_000_000_000)
    }

    /// The duration in milliseconds, rounded toward zero.
    public var totalMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return Saturating.add(
            Saturating.multiply(seconds, 1_000), attoseconds / 1_000_000_000_000_000)
    }

    /// The number of whole seconds, rounded up (`ceil(self / 1 s)`); 0 for zero or negative durations.
    public var totalSecondsRoundedUp: Int64 {
        // `components` truncates toward zero and gives both parts the same sign.
        let (seconds, attoseconds) = components
        guard seconds > 0 || attoseconds > 0 else { return 0 }
        return attoseconds > 0 ? Saturating.add(seconds, 1) : seconds
    }

    /// The number of whole seconds, rounded down (`floor(self / 1 s)`).
    public var totalSecondsRoundedDown: Int64 {
        let (seconds, attoseconds) = components
        return attoseconds < 0 ? Saturating.subtract(seconds, 1) : seconds
    }
}
