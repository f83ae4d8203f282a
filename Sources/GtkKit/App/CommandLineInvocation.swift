import CGtk

/// One `sandglass …` command line, received by the primary instance (possibly from another process).
///
/// Output goes to the terminal of the process that ran the command, and its exit status is
/// the one the handler returns. The invocation holds a reference to its GApplicationCommandLine,
/// so it may be kept past the handler (a remote caller waits until the last reference goes).
@MainActor
public final class CommandLineInvocation: Object {
    private var commandLine: UnsafeMutablePointer<GApplicationCommandLine> { cast(pointer) }

    /// The arguments after the program name.
    public var arguments: [String] {
        var count: Int32 = 0
        guard let argv = g_application_command_line_get_arguments(commandLine, &count) else {
            return []
        }
        defer { g_strfreev(argv) }
        return (1..<max(Int(count), 1)).compactMap { argv[$0].map { String(cString: $0) } }
    }

    /// True when the command came from another `sandglass` process.
    public var isRemote: Bool { g_application_command_line_get_is_remote(commandLine) != 0 }

    /// The caller's environment variable `name` (sent with the command line), nil when it is unset.
    public func environment(_ name: String) -> String? {
        g_application_command_line_getenv(commandLine, name).map { String(cString: $0) }
    }

    public func print(_ text: String) { sg_command_line_print(commandLine, text) }
    public func printError(_ text: String) { sg_command_line_printerr(commandLine, text) }
}
