import Glibc

/// This process: its id, its environment as the C library has it now, and how it ends.
public enum CurrentProcess {
    public static var id: Int32 { getpid() }

    /// The variable `name` as the process has it now (nil: unset).
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Ends the process with `status` (atexit handlers run, buffered output is flushed).
    public static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }

    /// The signals that ask a program to end cleanly: SIGTERM (`kill`, log-out), SIGINT (Ctrl+C)
    /// and SIGHUP (the terminal went away).
    public static let terminationSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    /// Takes the locale the environment names (LANG, LC_*), as a C program's `setlocale(LC_ALL, "")`.
    public static func adoptEnvironmentLocale() {
        setlocale(LC_ALL, "")
    }
}
