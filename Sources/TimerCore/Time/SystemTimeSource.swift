import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The live clock: `CLOCK_BOOTTIME` for durations, `Date()` for the wall clock, and the system's time zone.
///
/// `CLOCK_BOOTTIME` keeps counting during suspend (unlike `CLOCK_MONOTONIC`) and is not moved by
/// wall-clock changes (unlike `CLOCK_REALTIME`), so a timer ends on time after a laptop wakes up.
public final class SystemTimeSource: TimeSource {
    /// Creates the live clock.
    public init() {}

    /// Now on `CLOCK_BOOTTIME`.
    public var now: Instant {
        var spec = timespec()
        #if os(Linux)
            let clock = CLOCK_BOOTTIME
        #else
            let clock = CLOCK_MONOTONIC
        #endif
        // clock_gettime cannot fail for a supported clock id with a valid pointer.
        _ = clock_gettime(clock, &spec)
        return Instant(nanoseconds: Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec))
    }

    /// Now on the wall clock.
    public var wallNow: Date {
        Date()
    }

    /// Blocks the calling thread for `duration` (to the microsecond, at most an hour: the waits
    /// between polls are short; a signal may end it early). Nothing for a negative duration.
    public func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return }
        usleep(useconds_t(min(seconds, 3_600) * 1_000_000 + attoseconds / 1_000_000_000_000))
    }

    /// The system's time zone, re-read each time (the user may have changed it since the last
    /// read): `tzset()` reads `TZ` again and `/etc/localtime` when it changed (one `stat`), which
    /// `localtime_r` alone does not. No ICU, unlike `TimeZone.current`, which also keeps its first read.
    public var localZone: LocalZone {
        tzset()
        return .system
    }
}
