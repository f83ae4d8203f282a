import CGtk
import Glibc

extension TimerFD {
    /// Why a TimerFD runs on a GLib timeout instead of its timerfd: the call that failed and its errno.
    public struct Failure: Equatable, Sendable {
        /// `timerfd_create` or `timerfd_settime`.
        public let call: String
        /// The clock the timer was meant to follow.
        public let clock: ClockKind
        /// The errno the call left.
        public let code: Int32

        /// The system's text for `code`, e.g. "Too many open files".
        public var reason: String { String(cString: strerror(code)) }

        /// One line for a person: what failed, why, and what the timer does instead.
        public var message: String {
            let name = clock == .boot ? "CLOCK_BOOTTIME" : "CLOCK_REALTIME"
            let instead =
                clock == .boot
                ? "a GLib timeout, which stops during suspend"
                : "a GLib timeout, which misses wall-clock changes for up to a minute"
            return "\(call)(\(name)) failed: \(reason); timing with \(instead)"
        }
    }
}
