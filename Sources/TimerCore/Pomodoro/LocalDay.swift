#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import FoundationEssentials
#endif

/// Local calendar days on the duration clock, for counts such as "focus phases completed today".
public enum LocalDay {
    /// The duration-clock instant of the most recent local midnight at `reading`, in `zone` (the system's unless told); handles DST days of 23/25 hours.
    ///
    /// Where a time zone skips midnight itself, the day starts at its first existing moment; where
    /// its clocks show midnight twice, at the first. Arithmetic on the zone's offsets: for the
    /// system's zone, no ICU (this runs at launch, for the Pomodoro page's count).
    public static func startOfToday(reading: ClockReading, zone: LocalZone = .system) -> Instant {
        let nowMicroseconds = ISO8601Milliseconds.microsecondsSince1970(reading.wallNow)
        let nowSeconds = Saturating.floorDivide(nowMicroseconds, 1_000_000)
        let today = Saturating.floorDivide(
            LocalTimeResolver.shown(at: nowSeconds, in: zone), 86_400)
        let midnight = Saturating.multiply(today, 86_400)
        let start =
            LocalTimeResolver.instants(showing: midnight, in: zone).first
            ?? LocalTimeResolver.firstInstant(showingAtLeast: midnight, in: zone)
        // Whole microseconds on both sides, so the binary fraction of `Date` adds no error.
        let sinceMidnight = Saturating.subtract(
            nowMicroseconds, Saturating.multiply(start, 1_000_000))
        return reading.now - .microseconds(sinceMidnight)
    }
}
