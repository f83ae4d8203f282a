#if canImport(Glibc)
    import Glibc
#endif

/// The name of the system's time zone now ("Europe/Berlin"), read as the C library reads it.
///
/// `TZ` wins when set; otherwise `/etc/localtime`, a link into the zone database, names it
/// (`timedatectl set-timezone` replaces that link), else `/etc/timezone`.
public enum SystemZoneName {
    public static func current(
        environment tz: String? = variable("TZ"), localtime: String = "/etc/localtime",
        timezoneFile: String = "/etc/timezone"
    ) -> String? {
        if let tz, !tz.isEmpty {
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            return name.hasPrefix("/") ? zoneName(inPath: name) : name
        }
        if let target = linkTarget(localtime), let name = zoneName(inPath: target) { return name }
        return firstLine(of: timezoneFile)
    }

    /// "Europe/Berlin" from "/usr/share/zoneinfo/Europe/Berlin" (or "../usr/share/zoneinfo/…").
    static func zoneName(inPath path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let zoneinfo = parts.lastIndex(of: "zoneinfo"), zoneinfo + 1 < parts.count else {
            return nil
        }
        return parts[(zoneinfo + 1)...].joined(separator: "/")
    }

    /// The environment variable `name`; nil when unset.
    public static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4_096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func firstLine(of path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
        ).trimmingWhitespace
        return line.isEmpty ? nil : line
    }
}
