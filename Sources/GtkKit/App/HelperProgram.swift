import CGtk

/// Runs a helper program of the desktop's own (sway's `swaymsg`) to its end: its exit status and
/// what it printed, or nil when it could not be started (not installed).
public enum HelperProgram {
    public struct Outcome: Sendable {
        public let status: Int32
        public let output: String
    }

    /// `arguments[0]` is looked up in PATH; its input is empty, its errors are kept out of ours.
    public static func run(_ arguments: [String]) -> Outcome? {
        guard !arguments.isEmpty else { return nil }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var output: UnsafeMutablePointer<CChar>?
        var status: Int32 = 0
        var error: UnsafeMutablePointer<GError>?
        let flags = GSpawnFlags(
            rawValue: G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_STDERR_TO_DEV_NULL.rawValue)
        guard
            g_spawn_sync(nil, &argv, nil, flags, nil, nil, &output, nil, &status, &error) != 0
        else {
            g_clear_error(&error)
            return nil
        }
        defer { g_free(output) }
        let exit: Int32 =
            g_spawn_check_wait_status(status, nil) != 0 ? 0 : max(1, (status >> 8) & 0xff)
        return Outcome(status: exit, output: output.map { String(cString: $0) } ?? "")
    }
}
