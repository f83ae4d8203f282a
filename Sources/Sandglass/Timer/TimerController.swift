import TimerCore

/// Owns the countdown and decides when the main loop must wake for it.
///
/// Every operation (from a button, a key or the command line, all through actions) lands
/// here. The controller applies it to the model, tells its observers, and arms exactly one
/// wake-up: the next displayed second while the timer is on screen, only the end otherwise.
@MainActor
final class TimerController {
    private(set) var timer: CountdownTimer
    let clock: TimeSource
    private var scheduler: WakeScheduler?

    /// Called after every change and every displayed second, with the time it was computed for.
    var onDisplay: ((CountdownTimer, Instant) -> Void)?
    /// Called when the phase changes (actions' enabled state, holding the application).
    var onPhaseChange: ((TimerPhase) -> Void)?
    /// Called once when the end is noticed.
    var onFinished: ((CountdownTimer) -> Void)?
    /// Called after every change of state (not of the picked duration), to save it.
    var onStateChange: ((CountdownTimer) -> Void)?

    /// Whether a person can see the timer: drives redraws; without it only the end is scheduled.
    var isOnScreen = false {
        didSet {
            guard isOnScreen != oldValue else { return }
            if isOnScreen { display() }
            reschedule()
        }
    }

    /// When the saved timer was read: an end at or before it passed while Sandglass was not running.
    private let launchedAt: Instant

    /// `launchedAt`: the instant `timer` was restored at (now by default).
    init(timer: CountdownTimer, clock: TimeSource, launchedAt: Instant? = nil, scheduler: WakeSchedulerFactory? = nil) {
        self.timer = timer
        self.clock = clock
        self.launchedAt = launchedAt ?? clock.now
        let make = scheduler ?? { BootClockWakeScheduler($0) }
        self.scheduler = make { [weak self] in self?.wokeUp() }
    }

    var phase: TimerPhase { timer.phase }

    // MARK: Operations. Each returns false and changes nothing when the state does not allow it.

    @discardableResult
    func start(duration: Duration, label: String? = nil) -> Bool {
        apply { $0.start(duration: duration, label: label ?? "", at: clock.now) }
    }

    /// Fills the picker with `duration` while idle (presets, the last duration).
    @discardableResult
    func setDuration(_ duration: Duration) -> Bool {
        let before = timer
        let accepted = apply { $0.setDuration(duration) }
        // Same duration as before: still show it, the picker may hold something else.
        if accepted, timer == before { display() }
        return accepted
    }

    @discardableResult func pause() -> Bool { apply { $0.pause(at: clock.now) } }
    @discardableResult func resume() -> Bool { apply { $0.resume(at: clock.now) } }
    @discardableResult func cancel() -> Bool { apply { $0.cancel() } }
    @discardableResult func restart() -> Bool { apply { $0.restart(at: clock.now) } }
    @discardableResult func dismiss() -> Bool { apply { $0.dismiss() } }

    /// Space and `sandglass timer toggle`: start when idle, pause when running, resume when paused, restart when finished.
    @discardableResult
    func toggle() -> Bool {
        switch timer.phase {
        case .idle: start(duration: timer.duration, label: timer.label)
        case .running: pause()
        case .paused: resume()
        case .finished: restart()
        }
    }

    /// Re-evaluates the model now: notices an end that is due and redraws (also after a resume from suspend).
    func refresh() { wokeUp() }

    // MARK: Internals

    private func apply(_ change: (inout CountdownTimer) -> Bool) -> Bool {
        let before = timer
        let changed = change(&timer)
        // pause() can finish a timer whose end has just passed; that is a change too.
        if timer != before { didChange(from: before) }
        return changed
    }

    private func wokeUp() {
        let before = timer
        timer.finishIfDue(at: clock.now, launchedAt: launchedAt)
        if timer != before { didChange(from: before) } else { display(); reschedule() }
    }

    private func didChange(from before: CountdownTimer) {
        if timer.state != before.state { onStateChange?(timer) }
        if timer.phase != before.phase { onPhaseChange?(timer.phase) }
        if timer.phase == .finished, before.phase != .finished { onFinished?(timer) }
        display()
        reschedule()
    }

    private func display() {
        guard isOnScreen else { return }
        onDisplay?(timer, clock.now)
    }

    /// The single wake-up: the next change a person would see, or the end when nobody looks.
    private func reschedule() {
        let now = clock.now
        switch timer.state {
        case .running:
            scheduler?.wake(at: isOnScreen ? timer.nextDisplayChange(after: now) : timer.endsAt)
        case .finished(let endsAt, _, _) where isOnScreen:
            scheduler?.wake(at: now + EndedAgoText.untilNextChange(elapsed: now - endsAt))
        default:
            scheduler?.wake(at: nil)
        }
    }
}
