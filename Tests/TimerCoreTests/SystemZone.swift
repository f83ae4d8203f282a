import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Sets the C library's time zone (`TZ`) for a test, as a user's system zone would be.
enum SystemZone {
    /// Runs `body` with `TZ` set to `identifier` and re-read (`tzset`), then puts the old `TZ` back.
    ///
    /// Skips the test when the tz database has no such zone (the C library would quietly use UTC).
    static func with<T>(_ identifier: String, _ body: () throws -> T) throws -> T {
        guard access("/usr/share/zoneinfo/\(identifier)", R_OK) == 0 else {
            throw XCTSkip("no tz database entry for \(identifier)")
        }
        let old = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", identifier, 1)
        tzset()
        defer {
            if let old { setenv("TZ", old, 1) } else { unsetenv("TZ") }
            tzset()
        }
        return try body()
    }
}
