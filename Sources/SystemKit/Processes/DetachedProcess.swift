import Glibc

/// A child process started in a session of its own, its standard streams on /dev/null: it
/// outlives the terminal and the process that started it.
public struct DetachedProcess: Sendable {
    public let pid: Int32

    /// Starts this program again (`/proc/self/exe`) with `arguments` (the first is its name).
    public static func startThisProgram(arguments: [String]) -> Result<DetachedProcess, SystemError>
    {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc; hidden behind _GNU_SOURCE)
        posix_spawnattr_setflags(&attributes, 0x80)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY,
                0)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, "/proc/self/exe", &actions, &attributes, &argv, environ)
        guard result == 0 else { return .failure(SystemError(code: result)) }
        return .success(DetachedProcess(pid: child))
    }

    /// Its exit status once it has ended (collected, so it leaves no zombie); nil while it runs.
    public func exitStatusIfEnded() -> Int32? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        return (status >> 8) & 0xff
    }
}
