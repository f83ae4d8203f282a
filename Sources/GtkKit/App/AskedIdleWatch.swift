import CGtk

/// Idleness from a desktop that can only be asked how long the person has been idle (KDE's
/// `GetSessionIdleTime`, the X screensaver extension), with no signal of its own. Nothing ticks
/// each second: one one-shot timer is armed for the moment idleness would reach the threshold
/// (the threshold less the idle time read), and read again then. While idle, the return is
/// looked for every few seconds (no word of it comes), and only then. Told as GNOME's monitor
/// tells it, so one handler serves both.
@MainActor
public final class AskedIdleWatch {
    /// Asks the desktop; the answer is the idle time in milliseconds, or nil when it cannot tell.
    public typealias Ask = @MainActor (_ answer: @escaping @MainActor (UInt64?) -> Void) -> Void

    /// While idle, how often the return is looked for, in milliseconds.
    static let returnCheck: UInt64 = 5000

    private let ask: Ask
    private let onChange: @MainActor (IdleMonitor.Change) -> Void
    private var threshold: UInt64
    private var isIdle = false
    /// The idle time last read, and when (monotonic microseconds): while idle, one shorter than
    /// that plus the time since means the person came back.
    private var lastIdle: UInt64 = 0
    private var lastReadAt: Int64 = 0
    /// Each reading or timer armed takes the next number; an older one that arrives is let go.
    private var generation = 0
    /// The one-shot timer armed, until it runs: removed with the watch, so none runs after.
    private var timer: UInt32?

    public init(
        thresholdMilliseconds: UInt64, ask: @escaping Ask,
        onChange: @escaping @MainActor (IdleMonitor.Change) -> Void
    ) {
        threshold = thresholdMilliseconds
        self.ask = ask
        self.onChange = onChange
        read()
    }

    isolated deinit {
        if let timer { MainLoop.cancel(timer) }
    }

    /// Asks once how long the person has been idle now (nil when the desktop cannot tell): at a
    /// lock, so focus is held from the last touch, not from the lock.
    public func askIdleTime(_ answer: @escaping @MainActor (UInt64?) -> Void) {
        ask(answer)
    }

    /// A new threshold: read again at once (an idleness under way stays told).
    public func setThreshold(milliseconds: UInt64) {
        guard milliseconds != threshold else { return }
        threshold = milliseconds
        if !isIdle { read() }
    }

    private func read() {
        generation += 1
        let asked = generation
        ask { [weak self] idle in
            guard let self, asked == self.generation else { return }
            // The desktop cannot tell: silent from now on; told idle, the person counts as back
            // (held forever would be worse than a return noticed early).
            guard let idle else {
                if self.isIdle {
                    self.isIdle = false
                    self.onChange(.active)
                }
                return
            }
            self.readIdle(idle)
        }
    }

    private func readIdle(_ idle: UInt64) {
        let now = Int64(g_get_monotonic_time())
        defer { lastReadAt = now }
        if isIdle {
            // Half a second's slack for the desktop's own rounding and the time the answer took.
            let expected = lastIdle + UInt64(max(0, now - lastReadAt) / 1000)
            if idle + 500 < expected {
                isIdle = false
                onChange(.active)
                arm(after: threshold - min(idle, threshold))
            } else {
                lastIdle = idle
                arm(after: Self.returnCheck)
            }
        } else if idle >= threshold {
            isIdle = true
            lastIdle = idle
            onChange(.idle(idleMilliseconds: idle))
            arm(after: Self.returnCheck)
        } else {
            arm(after: threshold - idle)
        }
    }

    private func arm(after milliseconds: UInt64) {
        generation += 1
        let armed = generation
        if let timer { MainLoop.cancel(timer) }
        // A little past the moment, so the reading then is at the threshold, not just short of it.
        timer = MainLoop.after(milliseconds: UInt32(clamping: milliseconds + 20)) { [weak self] in
            guard let self else { return }
            self.timer = nil
            guard armed == self.generation else { return }
            self.read()
        }
    }
}
