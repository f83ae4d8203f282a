import FoundationEssentials
import SystemKit
import TimerCore

/// The time zone of whoever ran a command: its dates are read, and its times written, in that zone.
///
/// The instance may run in another zone than the terminal the command came from (a `TZ` set
/// for one of them). The caller's `TZ` travels with the command line; unset, the system's zone
/// applies (`/etc/localtime`), whatever the instance's own `TZ` says.
enum CallerZone {
    /// This process's `TZ`; nil when unset.
    static var processTZ: String? { CurrentProcess.environment("TZ") }

    /// The zone a process whose `TZ` is `tz` (nil: unset) shows times in (UTC when nothing names one).
    ///
    /// The usual caller has the instance's `TZ` (most often none): its zone is the C library's,
    /// with no ICU. Only another zone is looked up in Foundation (ICU's zone data, a few MB
    /// that a long-running instance would otherwise keep for good after the first command).
    /// A POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`) is applied as the C library applies it.
    static func zone(tz: String?) -> LocalZone {
        tz == processTZ ? .system : TimeZoneVariable.localZone(tz: tz)
    }

    /// `zone(tz:)` as a Foundation zone, for another zone than the instance's.
    static func timeZone(tz: String?) -> TimeZone {
        TimeZoneVariable.timeZone(tz: tz) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }
}
