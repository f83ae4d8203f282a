import Glibc

/// The time locale of whoever ran a command: its clock times and dates are written as its own
/// terminal writes them ("15:06:31" in de_DE, "3:06:31 PM" in en_US), whatever the instance's
/// locale is. The caller's LC_ALL, LC_TIME and LANG travel with the command line.
enum CallerLocale {
    /// The LC_TIME a process with these variables has, in POSIX's order: LC_ALL, else LC_TIME,
    /// else LANG, else "C".
    static func timeLocale(_ variable: (String) -> String?) -> String {
        for name in ["LC_ALL", "LC_TIME", "LANG"] {
            if let value = variable(name), !value.isEmpty { return value }
        }
        return "C"
    }

    /// Runs `body` with this thread's LC_TIME set to `name` (the C library's `uselocale`), other
    /// categories as they are; the instance's own when `name` is its own or is not installed.
    static func with<Result>(timeLocale name: String, _ body: () -> Result) -> Result {
        let current = uselocale(nil)
        guard name != String(cString: setlocale(LC_TIME, nil)), let base = duplocale(current) else { return body() }
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
