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
    /// `arguments` (the first is its name). Every descriptor closes but 0–2 and `keeping`: one
    /// a library opened without close-on-exec (libwayland-cursor's shared memory, for one)
    /// would otherwise outlive the restart, held by a program that no longer knows of it.
    /// Returns only when it could not, with why.
    public static func replaceWithThisProgram(arguments: [String], keeping: Set<Int32> = [])
        -> SystemError
    {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        closeAtExec(except: keeping)
        execv("/proc/self/exe", &argv)
        return SystemError.current
    }

    /// Marks every open descriptor above 2 but `keeping` to close at `exec`.
    static func closeAtExec(except keeping: Set<Int32>) {
        guard let folder = opendir("/proc/self/fd") else { return }
        defer { closedir(folder) }
        let own = dirfd(folder)
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard let descriptor = Int32(name), descriptor > 2, descriptor != own,
                !keeping.contains(descriptor)
            else { continue }
            FileDescriptor(raw: descriptor).keepOpenAcrossExec(false)
        }
    }

    /// Takes the locale the environment names (LANG, LC_*), as a C program's `setlocale(LC_ALL, "")`.
    public static func adoptEnvironmentLocale() {
        setlocale(LC_ALL, "")
    }
}
