import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The zone a value of `TZ` names, read as the C library reads it.
///
/// Unset: the system's zone (`/etc/localtime`). Empty: UTC. A zone name (`Europe/Berlin`,
/// `:Asia/Seoul`, a path into the zone database) is that zone. Anything else that reads as a
/// POSIX rule (`JST-9`, `<+0530>-5:30`, `CET-1CEST,M3.5.0,M10.5.0/3`, `GMT+5`: POSIX counts
/// west of UTC as positive) is that rule, summer time included (`localZone(tz:)`).
public enum TimeZoneVariable {
    /// The zone `tz` names as a `LocalZone`: a POSIX rule as the C library applies it, a zone of
    /// the database (or the system's) as Foundation reads it; UTC when nothing is named.
    public static func localZone(tz: String?) -> LocalZone {
        if let tz, let rule = posixRule(tz: tz) { return .posixRule(rule) }
        return .foundation(timeZone(tz: tz) ?? TimeZone(secondsFromGMT: 0) ?? .gmt)
    }

    /// The rule `tz` is when the C library reads it as one: it names no file of the zone database
    /// (the C library looks for one first: `EST5EDT` is a file, `EST5EDT,M3.2.0,M11.1.0` is not).
    static func posixRule(tz: String, zoneFolder: String = zoneFolder) -> PosixZoneRule? {
        let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
        guard !name.isEmpty else { return nil }
        let path = name.hasPrefix("/") ? name : zoneFolder + "/" + name
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { return nil }
        return PosixZoneRule(name)
    }

    /// Where the C library finds zone files: `TZDIR`, else the system's folder.
    static var zoneFolder: String {
        SystemZoneName.variable("TZDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    }

    /// The zone `tz` names as Foundation can tell it: a rule with summer time (which only
    /// `localZone(tz:)` keeps) or one it cannot read is its standard offset. Nil when the
    /// system's zone is unknown (no `/etc/localtime`).
    public static func timeZone(tz: String?) -> TimeZone? {
        guard let tz else {
            return SystemZoneName.current(environment: nil).flatMap(TimeZone.init(identifier:))
        }
        guard !tz.isEmpty, tz != ":" else { return TimeZone(secondsFromGMT: 0) }
        if let name = SystemZoneName.current(environment: tz), let zone = TimeZone(identifier: name)
        {
            return zone
        }
        // as glibc: UTC
        guard let west = standardOffsetWest(posix: tz) else { return TimeZone(secondsFromGMT: 0) }
        return TimeZone(secondsFromGMT: -west)
    }

    /// The standard offset of a POSIX `TZ` rule, in seconds west of UTC; nil when `rule` is not one.
    static func standardOffsetWest(posix rule: String) -> Int? {
        var rest = Substring(rule)
        // The standard time's name: three or more letters, or anything in angle brackets.
        if rest.first == "<" {
            guard let close = rest.firstIndex(of: ">") else { return nil }
            rest = rest[rest.index(after: close)...]
        } else {
            let name = rest.prefix { $0.isLetter }
            guard name.count >= 3 else { return nil }
            rest = rest.dropFirst(name.count)
        }
        var sign = 1
        if let first = rest.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        let clock = rest.prefix { $0.isNumber || $0 == ":" }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), let hours = parts[0], hours <= 24,
            parts.dropFirst().allSatisfy({ $0.map { (0..<60).contains($0) } ?? false })
        else { return nil }
        let minutes = parts.count > 1 ? parts[1] ?? 0 : 0
        let seconds = parts.count > 2 ? parts[2] ?? 0 : 0
        return sign * (hours * 3_600 + minutes * 60 + seconds)
    }
}
