import CGtk
import Glibc

/// A one-shot kernel timer watched by the GLib main loop: fires at an absolute instant of a clock.
///
/// GLib's own timeouts run on CLOCK_MONOTONIC, which stops during suspend; a timerfd on
/// CLOCK_BOOTTIME fires on time after a suspend, and one on CLOCK_REALTIME with
/// cancel-on-set also fires when the wall clock is changed. While disarmed, no GLib source
/// exists at all, so an idle program has nothing to wake it.
@MainActor
public final class TimerFD {
    public enum ClockKind: Sendable {
        /// Time since boot, counting suspend (durations).
        case boot
        /// The wall clock; also fires early when it is stepped (dates).
        case wall
    }

    private let descriptor: Int32
    private let clock: ClockKind
    private var sourceID: guint = 0
    private let handler: @MainActor () -> Void

    /// `handler` runs on the main loop when the timer expires (or the wall clock changes, for `.wall`).
    public init?(clock: ClockKind, _ handler: @escaping @MainActor () -> Void) {
        let id = clock == .boot ? CLOCK_BOOTTIME : CLOCK_REALTIME
        let fd = timerfd_create(id, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard fd >= 0 else { return nil }
        self.descriptor = fd
        self.clock = clock
        self.handler = handler
    }

    isolated deinit {
        disarm()
        close(descriptor)
    }

    /// Whether a wake-up is scheduled.
    public var isArmed: Bool { sourceID != 0 }

    /// Schedules one expiry at `nanoseconds` on the timer's clock (absolute; in the past fires at once).
    public func arm(atNanoseconds nanoseconds: Int64) {
        var spec = itimerspec()
        let at = max(nanoseconds, 1)
        spec.it_value = timespec(tv_sec: Int(at / 1_000_000_000), tv_nsec: Int(at % 1_000_000_000))
        var flags = TFD_TIMER_ABSTIME
        if clock == .wall { flags |= 2 /* TFD_TIMER_CANCEL_ON_SET */ }
        timerfd_settime(descriptor, Int32(flags), &spec, nil)
        if sourceID == 0 { watch() }
    }

    /// Cancels the pending expiry and removes the main-loop source.
    public func disarm() {
        var spec = itimerspec()
        timerfd_settime(descriptor, 0, &spec, nil)
        if sourceID != 0 {
            g_source_remove(sourceID)
            sourceID = 0
        }
    }

    private func watch() {
        let box = ClosureBox<@MainActor () -> Void>({ [weak self] in self?.fired() })
        let callback: GUnixFDSourceFunc = { _, _, data in
            guard let data else { return 0 }
            nonisolated(unsafe) let box = data
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(box).body() }
            return 1  // G_SOURCE_CONTINUE; fired() removes the source when it is done with it
        }
        sourceID = g_unix_fd_add_full(G_PRIORITY_HIGH, descriptor, G_IO_IN, callback, box.retainedPointer(), releaseSourceBox)
    }

    private func fired() {
        var expirations: UInt64 = 0
        // ECANCELED here means the wall clock was set: still a reason to re-evaluate.
        _ = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        // One-shot: drop the source before the handler, which may arm again.
        if sourceID != 0 {
            g_source_remove(sourceID)
            sourceID = 0
        }
        handler()
    }
}
