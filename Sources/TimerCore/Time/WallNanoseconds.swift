#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import FoundationEssentials
#endif

/// Wall-clock dates as the nanoseconds since 1970 a `CLOCK_REALTIME` timer is armed with.
public enum WallNanoseconds {
    /// `date` in nanoseconds since 1970-01-01T00:00:00Z, rounded up to the microsecond: a wake-up is never before the moment asked for.
    ///
    /// Waking a hair early would find nothing changed yet and arm the same moment again. At least
    /// 1 (an armed timer's 0 would disarm it; dates up to 1970, and NaN, wake at once); at most
    /// `Int64.max` (year 2262), so later dates, infinity included, saturate instead of trapping.
    public static func roundedUp(_ date: Date) -> Int64 {
        let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded(.up)
        guard !microseconds.isNaN, microseconds > 0 else { return 1 }
        // Past 9.2e18 µs the conversion would trap; past 9.2e15 µs (2262) the product saturates.
        guard microseconds < 9.2e18 else { return .max }
        return Saturating.multiply(Int64(microseconds), 1_000)
    }
}
