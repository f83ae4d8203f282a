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
}
