import CommandDoor
import TimerCore

/// By when a forwarded command is wanted: a caller that gave up has said "nothing was done",
/// so the instance must not do it when it arrives later (a stopped instance woken up).
enum CommandDeadline {
    /// The caller's environment variable: an instant of the duration clock (CLOCK_BOOTTIME,
    /// which every process reads alike), in nanoseconds.
    static let variable = CommandDoor.deadlineVariable

    /// The variable's value for a caller that gives up `seconds` after `now`.
    static func value(givingUpAfter seconds: Int, from now: Instant) -> Int64 {
        CommandDoor.deadline(givingUpAfter: seconds, fromNanoseconds: now.nanoseconds)
    }

    /// Whether a command whose caller set `value` arrived too late at `now`; false without one.
    static func hasPassed(_ value: String?, at now: Instant) -> Bool {
        guard let value, let deadline = Int64(value) else { return false }
        return now.nanoseconds > deadline
    }
}
