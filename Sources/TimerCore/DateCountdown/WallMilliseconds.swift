#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import FoundationEssentials
#endif

/// Conversions between `Date` and whole milliseconds since 1970, the unit the date countdown keeps and the command line sends.
public enum WallMilliseconds {
    /// `date` in whole milliseconds since 1970-01-01T00:00:00Z, rounded down (as the status JSON writes it).
    public static func of(_ date: Date) -> Int64 {
        ISO8601Milliseconds.millisecondsSince1970(date)
    }

    /// The date `milliseconds` after 1970-01-01T00:00:00Z; converting it back with `of` gives `milliseconds` again.
    public static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
    }
}
