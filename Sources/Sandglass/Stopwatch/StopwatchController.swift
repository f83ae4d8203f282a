import TimerCore

/// Owns the stopwatch; every operation (button, key, command line, all through actions) lands here.
///
/// The hundredths are drawn by the page on the frame clock, and only while `isAnimating`:
/// running, and on screen. Otherwise nothing is armed at all.
@MainActor
final class StopwatchController {
    private(set) var stopwatch: Stopwatch
    let clock: TimeSource

    /// Draw the stopwatch as of the given instant (after changes, and each frame while animating).
    var onDisplay: ((Stopwatch, Instant) -> Void)?
    /// A lap was recorded (the list inserts one row instead of rebuilding).
    var onLap: ((Lap, Stopwatch) -> Void)?
    /// The laps were cleared.
    var onReset: (() -> Void)?
    /// Any change of state or laps: save it, update the actions.
    var onChange: ((Stopwatch) -> Void)?
    /// Whether frames should be drawn: running and on screen.
    var onAnimatingChange: ((Bool) -> Void)?

    var isOnScreen = false {
        didSet {
            guard isOnScreen != oldValue else { return }
            if isOnScreen { display() }
            updateAnimating()
        }
    }

    private(set) var isAnimating = false

    init(stopwatch: Stopwatch, clock: TimeSource) {
        self.stopwatch = stopwatch
        self.clock = clock
    }

    var phase: StopwatchPhase { stopwatch.phase }

    @discardableResult func start() -> Bool { apply { $0.start(at: clock.now) } }
    @discardableResult func pause() -> Bool { apply { $0.pause(at: clock.now) } }
    @discardableResult func toggle() -> Bool { apply { $0.toggle(at: clock.now) } }

    /// The person left (and chose to pause the stopwatch then): a running stopwatch is held.
    @discardableResult func personLeft() -> Bool {
        apply { self.hold.leave(&$0, at: self.clock.now) }
    }

    /// The person is back: what `personLeft` held runs on, unless they changed it meanwhile.
    @discardableResult func personCameBack() -> Bool {
        apply { self.hold.comeBack(&$0, at: self.clock.now) }
    }

    /// A stopwatch held while the person is away.
    private var hold = StopwatchHold()

    /// Records a lap while running (or starts an idle stopwatch); nil when paused.
    @discardableResult
    func lap() -> Lap? {
        let wasIdle = stopwatch.phase == .idle
        var recorded: Lap?
        _ = apply { stopwatch in
            recorded = stopwatch.lap(at: clock.now)
            return recorded != nil || wasIdle
        }
        if let recorded { onLap?(recorded, stopwatch) }
        return recorded
    }

    @discardableResult
    func reset() -> Bool {
        let now = clock.now
        let elapsed = stopwatch.elapsed(at: now)
        let done = apply { $0.reset() }
        if done {
            if elapsed > .zero { onSessionEnd?(elapsed, now) }
            onReset?()
        }
        return done
    }

    /// A session ended by a reset: how long it measured, and when it was reset (the record of
    /// focus keeps it).
    var onSessionEnd: ((Duration, Instant) -> Void)?

    /// Puts back the stopwatch a reset cleared (Undo): its time and every lap. False when it has
    /// been used since (it is no longer idle at zero).
    @discardableResult
    func restore(_ saved: Stopwatch) -> Bool {
        guard stopwatch.phase == .idle, stopwatch.laps.isEmpty else { return false }
        let done = apply { stopwatch in
            stopwatch = saved
            return true
        }
        if done { onReset?() }
        return done
    }

    /// Draws the current elapsed time (the page calls this each frame while animating).
    func display() {
        guard isOnScreen else { return }
        onDisplay?(stopwatch, clock.now)
    }

    private func apply(_ change: (inout Stopwatch) -> Bool) -> Bool {
        let before = stopwatch
        let changed = change(&stopwatch)
        if stopwatch != before {
            onChange?(stopwatch)
            display()
            updateAnimating()
        }
        return changed
    }

    private func updateAnimating() {
        let animating = isOnScreen && stopwatch.phase == .running
        guard animating != isAnimating else { return }
        isAnimating = animating
        onAnimatingChange?(animating)
    }
}
