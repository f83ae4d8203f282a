import FoundationEssentials
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
        guard let date else {
            timer.disarm()
            return
        }
        timer.arm(atNanoseconds: WallNanoseconds.roundedUp(date))
    }
}
