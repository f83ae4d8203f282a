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

    /// Sets the variable `name` for this process and what it starts from now on (nil: unsets it).
    public static func setEnvironment(_ name: String, _ value: String?) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }

    /// Starts this program afresh in this process (`/proc/self/exe`, the same pid) with
    /// `arguments` (the first is its name). Descriptors close as they would at exit, except
    /// those marked to be kept across `exec`. Returns only when it could not, with why.
    public static func replaceWithThisProgram(arguments: [String]) -> SystemError {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        execv("/proc/self/exe", &argv)
        return SystemError.current
    }

    /// Takes the locale the environment names (LANG, LC_*), as a C program's `setlocale(LC_ALL, "")`.
    public static func adoptEnvironmentLocale() {
        setlocale(LC_ALL, "")
    }
}
