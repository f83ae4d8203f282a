#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import FoundationEssentials
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The time zone wall-clock times are shown in, with its offsets read without ICU where it can be.
///
/// Foundation's `TimeZone.current` loads ICU (about 1 ms and 4 MB here), which a window's first
/// frame does not need: the system's own zone is read through the C library instead
/// (`localtime_r`, from `TZ` or `/etc/localtime`). A given Foundation zone stays possible, for
/// tests and for other zones; one with a fixed offset needs no ICU either.
public enum LocalZone: Equatable, Sendable {
    /// The system's zone as the C library reads it: `TZ`, else `/etc/localtime`.
    ///
    /// The C library reads it once; `tzset()` (which `SystemTimeSource.localZone` calls) re-reads it.
    case system
    /// A Foundation zone, such as `TimeZone(secondsFromGMT: 3_600)` or `TimeZone(identifier: "Europe/Berlin")`.
    case foundation(TimeZone)
    /// A POSIX `TZ` rule (`CET-1CEST,M3.5.0,M10.5.0/3`), applied as the C library applies it:
    /// another process's `TZ`, which Foundation has no zone for.
    case posixRule(PosixZoneRule)

    /// The earliest and latest seconds since 1970 the C library is asked about: years 1 to 9999,
    /// so that the broken-down year always fits.
    static let systemRange: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

    /// The zone's offset east of UTC, in seconds, in force `secondsSince1970` seconds after 1970-01-01T00:00:00Z.
    ///
    /// For `.system`, instants before year 1 or after 9999 take the offset at the nearer end.
    public func offset(atSecondsSince1970 seconds: Int64) -> Int64 {
        switch self {
        case .system:
            var time = time_t(
                min(max(seconds, Self.systemRange.lowerBound), Self.systemRange.upperBound))
            var fields = tm()
            guard localtime_r(&time, &fields) != nil else { return 0 }
            return Int64(fields.tm_gmtoff)
        case .foundation(let zone):
            return Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
        case .posixRule(let rule):
            return rule.offset(atSecondsSince1970: seconds)
        }
    }

    /// The zone's short name in force at `secondsSince1970`, for people: "CET", "EST", or "UTC+4"
    /// where the zone has no letters for it ("+04" in the tz database).
    ///
    /// `.system` asks the C library (`tm_zone`, no ICU); a Foundation zone reads the same tz database
    /// file (`ZoneDatabaseFile`), or asks ICU for a zone that has none.
    public func abbreviation(atSecondsSince1970 seconds: Int64) -> String {
        switch self {
        case .system:
            var time = time_t(
                min(max(seconds, Self.systemRange.lowerBound), Self.systemRange.upperBound))
            var fields = tm()
            guard localtime_r(&time, &fields) != nil, let name = fields.tm_zone else { return "" }
            return ZoneAbbreviation.readable(String(cString: name))
        case .foundation(let zone):
            // The tz database's name, as the C library gives it for `.system`; ICU's where no file has one.
            let name = ZoneDatabaseFile.abbreviation(
                identifier: zone.identifier, offset: offset(atSecondsSince1970: seconds),
                atSecondsSince1970: seconds)
            return ZoneAbbreviation.readable(
                name ?? zone.abbreviation(for: Date(timeIntervalSince1970: Double(seconds))) ?? "")
        case .posixRule(let rule):
            return ZoneAbbreviation.readable(rule.abbreviation(atSecondsSince1970: seconds))
        }
    }

    /// What the zone's clocks show at `secondsSince1970`, as seconds since 1970 on those clocks (counted as if they were UTC).
    public func localSeconds(atSecondsSince1970 seconds: Int64) -> Int64 {
        Saturating.add(seconds, offset(atSecondsSince1970: seconds))
    }

    /// The zone's name for messages about the instant `seconds` (since 1970): "Europe/Berlin"
    /// (for `.system`, as `TZ` or `/etc/localtime` names it; its abbreviation then when nothing does).
    public func name(atSecondsSince1970 seconds: Int64) -> String {
        switch self {
        case .system:
            SystemZoneName.current() ?? abbreviation(atSecondsSince1970: seconds)
        case .foundation(let zone): zone.identifier
        case .posixRule(let rule): rule.text
        }
    }
}
