import CGtk
import Glibc

/// A one-shot timer watched by the GLib main loop: fires at an absolute instant of a clock.
///
/// GLib's own timeouts run on CLOCK_MONOTONIC, which stops during suspend; a timerfd on
/// CLOCK_BOOTTIME fires on time after a suspend, and one on CLOCK_REALTIME with
/// cancel-on-set also fires when the wall clock is changed. While disarmed, no GLib source
/// exists at all, so an idle program has nothing to wake it.
///
/// When `timerfd_create` or `timerfd_settime` fails, the timer says so once on stderr and
/// falls back for good to a GLib timeout on CLOCK_MONOTONIC (`isDegraded`): a degraded mode that
/// pauses during suspend (so a `.boot` expiry that falls in a suspend fires late) and notices a
/// wall-clock change only at its next check, at most a minute away. It is late, never early,
/// and it always fires: a failure never leaves a timer that is silently never armed.
@MainActor
public final class TimerFD {
    public enum ClockKind: Sendable {
        /// Time since boot, counting suspend (durations).
        case boot
        /// The wall clock; also fires early when it is stepped (dates).
        case wall
    }

    /// The timerfd, or -1 once degraded.
    private var descriptor: Int32
    private let clock: ClockKind
    /// The main-loop source: the timerfd's watch, or the fallback timeout.
    private var sourceID: guint = 0
    /// The instant the fallback timeout is waiting for (nanoseconds on `clock`), while armed.
    private var fallbackTarget: Int64?
    /// Whether `arm` ran since the descriptor last fired: then its source stays for the next expiry.
    private var armedSinceFired = false
    private let handler: @MainActor () -> Void

    /// Why the timer runs on a GLib timeout, nil while its timerfd works.
    public private(set) var failure: Failure?

    /// Whether the timer runs on the GLib timeout fallback (see `failure` for why).
    public var isDegraded: Bool { failure != nil }

    /// `handler` runs on the main loop when the timer expires (or the wall clock changes, for `.wall`).
    public convenience init(clock: ClockKind, _ handler: @escaping @MainActor () -> Void) {
        let fd = timerfd_create(
            clock == .boot ? CLOCK_BOOTTIME : CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        self.init(clock: clock, descriptor: fd, error: fd < 0 ? errno : 0, handler)
    }

    /// Adopts `descriptor` as the timer's timerfd (closed when the timer goes); -1 stands for a
    /// `timerfd_create` that failed with `error`. Tests pass a descriptor that is no timerfd.
    init(
        clock: ClockKind, descriptor: Int32, error: Int32,
        _ handler: @escaping @MainActor () -> Void
    ) {
        self.descriptor = descriptor
        self.clock = clock
        self.handler = handler
        if descriptor < 0 { degrade(Failure(call: "timerfd_create", clock: clock, code: error)) }
    }

    isolated deinit {
        disarm()
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether a wake-up is scheduled.
    public var isArmed: Bool { sourceID != 0 }

    /// Schedules one expiry at `nanoseconds` on the timer's clock (absolute; in the past fires at once).
    public func arm(atNanoseconds nanoseconds: Int64) {
        armedSinceFired = true
        let at = max(nanoseconds, 1)
        if failure == nil {
            var spec = itimerspec()
            spec.it_value = timespec(
                tv_sec: Int(at / 1_000_000_000), tv_nsec: Int(at % 1_000_000_000))
            var flags = TFD_TIMER_ABSTIME
            // 2: TFD_TIMER_CANCEL_ON_SET.
            if clock == .wall { flags |= 2 }
            var code = timerfd_settime(descriptor, Int32(flags), &spec, nil) == 0 ? 0 : errno
            if code == ECANCELED {
                // The wall clock was set since the last read (a resume, NTP): settime says so once
                // (timerfd_create(2)); it is no failure. Clear it and set the timer again.
                var expirations: UInt64 = 0
                _ = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
                code = timerfd_settime(descriptor, Int32(flags), &spec, nil) == 0 ? 0 : errno
            }
            // A second ECANCELED (the clock set again meanwhile) leaves the fd readable: the
            // source fires at once and the handler re-evaluates and arms again.
            if code == 0 || code == ECANCELED {
                if sourceID == 0 { watchDescriptor() }
                return
            }
            degrade(Failure(call: "timerfd_settime", clock: clock, code: code))
        }
        armFallback(at: at)
    }

    /// Cancels the pending expiry and removes the main-loop source.
    public func disarm() {
        if descriptor >= 0 {
            // Should this fail, the timerfd may still expire, but with no source nothing reads it;
            // the next arm sets it again.
            var spec = itimerspec()
            _ = timerfd_settime(descriptor, 0, &spec, nil)
        }
        fallbackTarget = nil
        removeSource()
    }

    /// Switches to the fallback for good: says why once, and lets go of the timerfd.
    private func degrade(_ failure: Failure) {
        self.failure = failure
        Diagnostics.warn(failure.message)
        removeSource()
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
    }

    private func removeSource() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    private func watchDescriptor() {
        let box = ClosureBox<@MainActor () -> Void>({ [weak self] in self?.descriptorFired() })
        let callback: GUnixFDSourceFunc = { _, _, data in
            guard let data else { return 0 }
            nonisolated(unsafe) let box = data
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(box).body() }
            // G_SOURCE_CONTINUE; descriptorFired() removes the source when nothing armed it again
            return 1
        }
        sourceID = g_unix_fd_add_full(
            G_PRIORITY_HIGH, descriptor, G_IO_IN, callback, box.retainedPointer(), releaseSourceBox)
    }

    private func descriptorFired() {
        var expirations: UInt64 = 0
        // ECANCELED here means the wall clock was set: still a reason to re-evaluate.
        _ = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        armedSinceFired = false
        handler()
        // One-shot: the handler usually arms the next second, and the source stays for it (no
        // source made and dropped every second); otherwise none stays, and an idle timer costs nothing.
        if !armedSinceFired { removeSource() }
    }

    /// Waits for `target` with a GLib timeout, checking the clock again when it fires.
    private func armFallback(at target: Int64) {
        removeSource()
        fallbackTarget = target
        let delay = Self.fallbackDelay(nanoseconds: target - now(), clock: clock)
        let box = ClosureBox<@MainActor () -> Void>({ [weak self] in self?.fallbackFired() })
        let callback: GSourceFunc = { data in
            guard let data else { return 0 }
            nonisolated(unsafe) let box = data
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(box).body() }
            return 0  // G_SOURCE_REMOVE: fallbackFired() arms a new timeout when it needs one
        }
        sourceID = g_timeout_add_full(
            G_PRIORITY_HIGH, delay, callback, box.retainedPointer(), releaseSourceBox)
    }

    private func fallbackFired() {
        sourceID = 0  // this source is being removed by GLib as it returns
        guard let target = fallbackTarget else { return }
        // A monotonic timeout may end before the clock it stands in for reaches the target
        // (rounding, a wall clock set back, a capped wait): then wait for the rest.
        if now() < target {
            armFallback(at: target)
            return
        }
        fallbackTarget = nil
        handler()
    }

    /// The timer's clock now, in nanoseconds.
    private func now() -> Int64 {
        var time = timespec()
        clock_gettime(clock == .boot ? CLOCK_BOOTTIME : CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Milliseconds for a fallback timeout `nanoseconds` before the target, rounded up (never early);
    /// at most a minute on the wall clock (to notice it being set) and what a guint holds otherwise.
    nonisolated static func fallbackDelay(nanoseconds: Int64, clock: ClockKind) -> guint {
        guard nanoseconds > 0 else { return 0 }
        let milliseconds = nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 == 0 ? 0 : 1)
        let cap: Int64 = clock == .wall ? 60_000 : Int64(guint.max)
        return guint(min(milliseconds, cap))
    }
}
