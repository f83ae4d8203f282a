import Foundation
import GtkKit
import TimerCore

/// Wakes the main loop at a wall-clock moment, and at once when the wall clock is set.
///
/// A timerfd on CLOCK_REALTIME with cancel-on-set: a date countdown's target is a wall-clock
/// instant, so when the user or NTP steps the clock the display must be re-evaluated then, not
/// at a second boundary computed from the old time.
@MainActor
final class WallClockWakeScheduler: DateWakeScheduler {
    /// Falls back to a GLib timeout, and says so once on stderr, if the kernel timer fails.
    private let timer: TimerFD

    init(_ handler: @escaping @MainActor () -> Void) {
        timer = TimerFD(clock: .wall, handler)
    }

    func wake(at date: Date?) {
        guard let date else { timer.disarm(); return }
        timer.arm(atNanoseconds: Self.nanosecondsSince1970(date))
    }

    /// Rounded up to the microsecond, so the wake-up is never before the moment asked for
    /// (waking a hair early would find nothing changed yet and arm the same moment again).
    nonisolated static func nanosecondsSince1970(_ date: Date) -> Int64 {
        let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded(.up)
        guard microseconds.isFinite, microseconds > 0 else { return 1 }
        // Beyond ±9.2e15 µs (year 2262) the nanoseconds would not fit in an Int64.
        return microseconds < 9.2e15 ? Int64(microseconds) * 1_000 : .max / 2
    }
}
