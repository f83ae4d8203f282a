/// A point on the duration clock, in nanoseconds since an arbitrary origin (Linux `CLOCK_BOOTTIME`).
///
/// The duration clock keeps counting while the machine is suspended and ignores wall-clock steps,
/// so the difference of two instants is the real time that passed between them.
public struct Instant: Comparable, Hashable, Sendable, Codable {
    /// Nanoseconds since the clock's origin (for `CLOCK_BOOTTIME`: since boot).
    public var nanoseconds: Int64

    /// Creates the instant `nanoseconds` after the clock's origin.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// The instant `rhs` later than `lhs` (saturating instead of trapping at the ends of the range).
    public static func + (lhs: Instant, rhs: Duration) -> Instant {
        Instant(nanoseconds: Saturating.add(lhs.nanoseconds, rhs.totalNanoseconds))
    }

    /// The instant `rhs` earlier than `lhs` (saturating instead of trapping at the ends of the range).
    public static func - (lhs: Instant, rhs: Duration) -> Instant {
        Instant(nanoseconds: Saturating.subtract(lhs.nanoseconds, rhs.totalNanoseconds))
    }

    /// The time from `rhs` to `lhs`; negative when `lhs` is earlier.
    public static func - (lhs: Instant, rhs: Instant) -> Duration {
        .nanoseconds(Saturating.subtract(lhs.nanoseconds, rhs.nanoseconds))
    }
}
