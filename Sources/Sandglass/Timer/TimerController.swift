import TimerCore

/// Owns the timers and decides when the main loop must wake for them.
///
/// Every operation (from a button, a key or the command line, all through actions) lands
/// here. The controller applies it to the model, tells its observers, and arms exactly one
/// wake-up for all timers: the soonest-ending timer's next displayed second while the timers
/// are on screen (every row is drawn at that one frame), only the earliest end otherwise.
@MainActor
final class TimerController {
    private(set) var timers: TimerList
    /// The picker's duration: what the picker shows when it opens, and what `toggle` starts when there is no timer.
    private(set) var duration: Duration
    let clock: TimeSource
    private var scheduler: WakeScheduler?

    /// Called after every change and every displayed second, with the time it was computed for.
    var onDisplay: ((TimerList, Instant) -> Void)?
    /// Called when a timer's phase changes, with its id: nil before when it was just started,
    /// nil after when it left the list (cancelled or dismissed).
    var onPhaseChange: ((_ id: Int, _ before: TimerPhase?, _ after: TimerPhase?) -> Void)?
    /// Called once for each end noticed, earliest end first.
    var onFinished: ((TimerEntry) -> Void)?
    /// Called after every change of the timers (not of the picked duration alone), to save them.
    var onStateChange: (() -> Void)?

    /// Whether a person can see the timers: drives redraws; without it only the earliest end is scheduled.
    var isOnScreen = false {
        didSet {
            guard isOnScreen != oldValue else { return }
            if isOnScreen { display() }
            reschedule()
        }
    }

    /// When the saved timers were read: an end at or before it passed while Sandglass was not running.
    private let launchedAt: Instant

    /// `launchedAt`: the instant `timers` were restored at (now by default).
    init(
        timers: TimerList = TimerList(), duration: Duration = CountdownTimer.defaultDuration,
        clock: TimeSource,
        launchedAt: Instant? = nil, scheduler: WakeSchedulerFactory? = nil
    ) {
        self.timers = timers
        self.duration =
            CountdownTimer.isValidDuration(duration) ? duration : CountdownTimer.defaultDuration
        self.clock = clock
        self.launchedAt = launchedAt ?? clock.now
        let make = scheduler ?? { BootClockWakeScheduler($0) }
        self.scheduler = make { [weak self] in self?.wokeUp() }
    }

    /// The timer `id`, if there is one.
    func entry(_ id: Int) -> TimerEntry? { timers.entry(id: id) }

    /// The latest started timer (the only one when there is one): what keys and `timer pause` without a label act on.
    var latest: TimerEntry? { (try? timers.resolve(.latest)).flatMap(timers.entry(id:)) }

    // MARK: Operations. Each returns false (nil) and changes nothing when the state does not allow it.

    /// Starts a new timer beside the others; its id, or nil when the label is in use or the duration impossible.
    @discardableResult
    func start(duration: Duration, label: String = "") -> Int? {
        var id: Int?
        change {
            guard let started = try? $0.start(duration: duration, label: label, at: clock.now)
            else { return false }
            id = started
            // Before the change is told (and saved): the saved last duration is this one.
            self.duration = duration
            return true
        }
        return id
    }

    /// Fills the picker with `duration` (presets, the last duration).
    @discardableResult
    func setDuration(_ duration: Duration) -> Bool {
        guard CountdownTimer.isValidDuration(duration) else { return false }
        self.duration = duration
        display()
        return true
    }

    @discardableResult func pause(_ id: Int) -> Bool { update(id) { $0.pause(at: self.clock.now) } }
    @discardableResult func resume(_ id: Int) -> Bool {
        update(id) { $0.resume(at: self.clock.now) }
    }
    @discardableResult func restart(_ id: Int) -> Bool {
        update(id) { $0.restart(at: self.clock.now) }
    }

    /// Cancels a running or paused timer, or dismisses a finished one: it leaves the list.
    @discardableResult func cancel(_ id: Int) -> Bool { change { $0.remove(id: id) } }

    /// Puts back a timer `cancel` took out (Undo): the same id and end instant, running or
    /// paused as it was. False when it cannot come back (its label has been taken meanwhile).
    @discardableResult
    func restore(_ entry: TimerEntry) -> Bool { change { (try? $0.restore(entry)) != nil } }

    /// Acknowledges a finished timer's end: it leaves the list.
    @discardableResult
    func dismiss(_ id: Int) -> Bool {
        guard timers.entry(id: id)?.timer.phase == .finished else { return false }
        return cancel(id)
    }

    /// Space and `sandglass timer toggle`: pause when running, resume when paused, restart when finished.
    @discardableResult
    func toggle(_ id: Int) -> Bool {
        switch timers.entry(id: id)?.timer.phase {
        case .running: pause(id)
        case .paused: resume(id)
        case .finished: restart(id)
        case .idle, nil: false
        }
    }

    /// Re-evaluates the model now: notices ends that are due and redraws (also after a resume from suspend).
    func refresh() { wokeUp() }

    // MARK: Internals

    private func update(_ id: Int, _ body: @escaping (inout CountdownTimer) -> Bool) -> Bool {
        change { $0.update(id: id, body) }
    }

    @discardableResult
    private func change(_ body: (inout TimerList) -> Bool) -> Bool {
        let before = timers
        let accepted = body(&timers)
        // pause() can finish a timer whose end has just passed; that is a change too.
        if timers != before { didChange(from: before) }
        return accepted
    }

    private func wokeUp() {
        let before = timers
        let finished = timers.finishDue(at: clock.now, launchedAt: launchedAt)
        if finished.isEmpty {
            display()
            reschedule()
        } else {
            didChange(from: before)
        }
    }

    private func didChange(from before: TimerList) {
        onStateChange?()
        var phases: [Int: TimerPhase] = [:]
        for entry in before.entries { phases[entry.id] = entry.timer.phase }
        var ended: [TimerEntry] = []
        for entry in timers.entries {
            let old = phases.removeValue(forKey: entry.id)
            guard old != entry.timer.phase else { continue }
            onPhaseChange?(entry.id, old, entry.timer.phase)
            if entry.timer.phase == .finished { ended.append(entry) }
        }
        for (id, old) in phases.sorted(by: { $0.key < $1.key }) { onPhaseChange?(id, old, nil) }
        for entry in ended.sorted(by: {
            ($0.timer.endsAt ?? clock.now) < ($1.timer.endsAt ?? clock.now)
        }) { onFinished?(entry) }
        display()
        reschedule()
    }

    private func display() {
        guard isOnScreen else { return }
        onDisplay?(timers, clock.now)
    }

    /// The single wake-up: the next change a person would see, or the earliest end when nobody looks.
    private func reschedule() {
        let now = clock.now
        var wake = timers.nextWakeUp(after: now, onScreen: isOnScreen)
        // One finished timer fills the page with "Ended 2 minutes ago", which moves on by itself.
        if isOnScreen, timers.count == 1,
            case .finished(let endsAt, _, _)? = timers.entries.first?.timer.state
        {
            let next = now + EndedAgoText.untilNextChange(elapsed: now - endsAt)
            wake = wake.map { min($0, next) } ?? next
        }
        scheduler?.wake(at: wake)
    }
}

extension TimerController {
    /// The latest started timer, or an idle one of the picker's duration when there is none:
    /// the one timer as a single-timer page (and `status` without timers) shows it.
    var timer: CountdownTimer { latest?.timer ?? CountdownTimer(duration: duration) }

    /// The latest timer's phase; idle when there is none.
    var phase: TimerPhase { timer.phase }

    // The operations as keys and a command without --label mean them: on the latest timer,
    // except dismiss, which answers the end that came last (`latestFinished`) however many run.
    @discardableResult func pause() -> Bool { latest.map { pause($0.id) } ?? false }
    @discardableResult func resume() -> Bool { latest.map { resume($0.id) } ?? false }
    @discardableResult func cancel() -> Bool { latest.map { cancel($0.id) } ?? false }
    @discardableResult func restart() -> Bool { latest.map { restart($0.id) } ?? false }
    @discardableResult func dismiss() -> Bool { timers.latestFinished.map { dismiss($0) } ?? false }
    @discardableResult func toggle() -> Bool {
        latest.map { toggle($0.id) } ?? (start(duration: duration) != nil)
    }
}
