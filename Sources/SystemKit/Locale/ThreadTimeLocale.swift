import Glibc

/// The time locale (LC_TIME) of the calling thread alone, for the length of a call.
public enum ThreadTimeLocale {
    /// Runs `body` with this thread's LC_TIME set to `name` (the C library's `uselocale`), other
    /// categories as they are; the process's own when `name` is its own or is not installed.
    public static func with<Result>(_ name: String, _ body: () -> Result) -> Result {
        let current = uselocale(nil)
        guard name != String(cString: setlocale(LC_TIME, nil)), let base = duplocale(current) else {
            return body()
        }
        guard let locale = newlocale(LC_TIME_MASK, name, base) else {
            freelocale(base)
            return body()
        }
        defer {
            uselocale(current)
            freelocale(locale)
        }
        uselocale(locale)
        return body()
    }
}
