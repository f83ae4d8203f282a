import GtkKit

/// By when a forwarded command is wanted: a caller that gave up has said "nothing was done",
/// so the instance must not do it when it arrives later (a stopped instance woken up).
enum CommandDeadline {
    /// The caller's environment variable: an instant on CLOCK_BOOTTIME, in nanoseconds.
    static let variable = "SANDGLASS_COMMAND_DEADLINE_NS"

    /// Whether a command whose caller set `value` arrived too late; false without one.
    static func hasPassed(_ value: String?) -> Bool {
        guard let value, let deadline = Int64(value) else { return false }
        return RemoteInstance.bootNanoseconds() > deadline
    }
}
