import GtkKit
import TimerCore

/// Wakes the main loop at one instant of the duration clock; re-arming replaces the previous one.
@MainActor
protocol WakeScheduler: AnyObject {
    /// Schedules the next wake-up at `instant`, or none at all for nil.
    func wake(at instant: Instant?)
}

/// Makes a controller's scheduler around the handler it calls (tests hand in a recording one).
typealias WakeSchedulerFactory = (@escaping @MainActor () -> Void) -> WakeScheduler

/// The real scheduler: a timerfd on CLOCK_BOOTTIME, so an end that falls in a suspend fires on resume.
@MainActor
final class BootClockWakeScheduler: WakeScheduler {
    /// Falls back to a GLib timeout, and says so once on stderr, if the kernel timer fails.
    private let timer: TimerFD

    init(_ handler: @escaping @MainActor () -> Void) {
        timer = TimerFD(clock: .boot, handler)
    }

    func wake(at instant: Instant?) {
        guard let instant else {
            timer.disarm()
            return
        }
        timer.arm(atNanoseconds: instant.nanoseconds)
    }
}
