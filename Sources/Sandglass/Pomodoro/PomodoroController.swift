import TimerCore

/// Owns the Pomodoro cycle and decides when the main loop must wake for it.
///
/// Like the timer: one wake-up armed at a time — the next displayed second while the page is
/// on screen, only the next phase end otherwise (so its alert comes on time), nothing while
/// idle or paused. Which phase it is comes from the model's arithmetic, so a wake-up after a
/// suspend lands in the right phase however many ends it crossed.
@MainActor
final class PomodoroController {
    private(set) var pomodoro: Pomodoro
    let clock: TimeSource
    private var scheduler: WakeScheduler?
    /// The phase count last seen: when a wake-up finds it moved, a phase ran out.
    private var seenPhaseIndex: Int

    /// Draw the cycle as of the given instant (after changes and every displayed second, while on screen).
    var onDisplay: ((Pomodoro, Instant) -> Void)?
    /// A phase ran out (not skipped); the reading is the phase now under way or waiting.
    var onPhaseEnd: ((PomodoroReading) -> Void)?
    /// Any change made through an operation: save it, update the actions.
    var onChange: ((Pomodoro) -> Void)?
    /// What the record of focus gets, as it happens: a stretch of a phase (when it ran out, or
    /// was cut by a pause, skip or stop), a pause the person made, a skip (an instant).
    var onRecord: ((RecordKind, _ from: Instant, _ to: Instant) -> Void)?
    /// The question on time away during focus came, or went (nil): answered or dropped.
    var onAwayQuestion: ((AwayQuestion?) -> Void)?
    /// While the cycle runs: where the stretch not yet in the record starts.
    private var unrecordedFrom: Instant?
    /// When the person paused it: the pause goes in the record when it ends.
    private var pausedAt: Instant?
    /// A change that is the person leaving (held, not paused by them).
    private var holding = false

    var isOnScreen = false {
        didSet {
            guard isOnScreen != oldValue else { return }
            if isOnScreen { display() }
            reschedule()
        }
    }

    init(pomodoro: Pomodoro, clock: TimeSource, scheduler: WakeSchedulerFactory? = nil) {
        self.pomodoro = pomodoro
        self.clock = clock
        let reading = pomodoro.reading(at: clock.now)
        seenPhaseIndex = reading.phaseIndex
        // Running at start-up: the record gets the phase under way from its start (the process
        // before wrote the ones that ran out before it).
        if reading.state == .running {
            unrecordedFrom = clock.now - (reading.phaseLength - reading.remaining)
        }
        let make = scheduler ?? { BootClockWakeScheduler($0) }
        self.scheduler = make { [weak self] in self?.wokeUp() }
    }

    /// The cycle as it stands now.
    var reading: PomodoroReading { pomodoro.reading(at: clock.now) }

    // MARK: Operations. Each returns false and changes nothing when the state does not allow it.

    @discardableResult func start() -> Bool { apply { $0.start(at: clock.now) } }
    @discardableResult func pause() -> Bool { apply { $0.pause(at: clock.now) } }
    @discardableResult func resume() -> Bool { apply { $0.resume(at: clock.now) } }
    @discardableResult func toggle() -> Bool { apply { $0.toggle(at: clock.now) } }
    @discardableResult func skip() -> Bool { apply(skipping: true) { $0.skip(at: clock.now) } }
    @discardableResult func stop() -> Bool { apply { $0.stop(at: clock.now) } }

    /// The person left at `since` (nil: now): a running focus phase is held from there (or its
    /// start) until they are back. A question still waiting goes unanswered.
    @discardableResult func personLeft(since: Instant? = nil) -> Bool {
        dropAwayQuestion()
        holding = true
        defer { holding = false }
        let now = clock.now
        // The record's focus ends where the hold paused it, which may be before now.
        let pausedAt = { self.hold.heldSince ?? now }
        return apply(recordAt: pausedAt) { self.hold.leave(&$0, at: now, since: since) }
    }

    /// The person is back: what `personLeft` held runs on, unless they changed it meanwhile.
    /// Away at least `asking`, a question waits for what that time was (`awayQuestion`), unless
    /// the computer slept meanwhile (first at `slept`): the time away before the sleep then goes
    /// in the record as away (the sleep is the record's asleep).
    @discardableResult func personCameBack(asking: Duration? = nil, slept: Instant? = nil) -> Bool {
        holding = true
        defer { holding = false }
        let ran = apply {
            self.hold.comeBack(&$0, at: self.clock.now, asking: asking, slept: slept)
        }
        if let away = hold.awayBeforeSleep { onRecord?(.away, away.lowerBound, away.upperBound) }
        if hold.question != nil { onAwayQuestion?(hold.question) }
        return ran
    }

    /// The question on time away during focus, while it waits.
    var awayQuestion: AwayQuestion? { hold.question }

    /// Whether Keep can still count the time away as focus (nothing changed the cycle since).
    var canKeepAway: Bool { hold.canKeep(pomodoro) }

    /// Answers the question: the record gets the time away as the answer says (kept, the phase
    /// counts it as it runs out). The question answered; nil when none waited or Keep came too late.
    @discardableResult func answerAway(_ answer: AwayAnswer) -> AwayQuestion? {
        let before = pomodoro
        guard let answered = hold.answer(answer, &pomodoro) else { return nil }
        if let kind = answer.recordKind {
            onRecord?(kind, answered.since, answered.back)
        } else if pomodoro != before {
            // The cycle is as if never held: its focus from the hold on goes in as it runs out,
            // and a phase end that fell while away is announced now (wokeUp).
            unrecordedFrom = answered.since
            onChange?(pomodoro)
            wokeUp()
        }
        onAwayQuestion?(nil)
        return answered
    }

    /// Sandglass quits with the question waiting: the time away is away.
    func leaveAwayQuestionUnanswered() { dropAwayQuestion() }

    /// No answer: the time away stays uncounted, and the record says so.
    private func dropAwayQuestion() {
        guard let dropped = hold.drop() else { return }
        onRecord?(.away, dropped.since, dropped.back)
        onAwayQuestion?(nil)
    }

    /// A focus phase held while the person is away.
    private var hold = FocusHold()

    /// Puts back the cycle `stop` ended at `stoppedAt` (Undo): the same start and pauses, so the
    /// same phase as if it had never stopped. Lengths chosen since the stop stay (they are the
    /// person's settings now): they apply to the cycle put back as to a running one, so a phase
    /// they make shorter than its time spent ends now. A phase end that fell after the stop is
    /// announced as the wake-up would have. False when a new cycle has started since.
    @discardableResult
    func restore(_ saved: Pomodoro, stoppedAt: Instant) -> Bool {
        guard reading.state == .idle else { return false }
        let chosen = pomodoro.settings
        pomodoro = saved
        pomodoro.changeSettings(chosen, at: clock.now)
        // The phase the person last heard of is the one under way at the stop.
        seenPhaseIndex = saved.reading(at: stoppedAt).phaseIndex
        if reading.state == .running { unrecordedFrom = clock.now }
        onChange?(pomodoro)
        wokeUp()
        return true
    }

    /// New lengths apply at once; one that cuts the current phase short ends it now, and that end
    /// is announced like any other (it counts: a focus ended this way is completed).
    @discardableResult
    func changeSettings(_ settings: PomodoroSettings) -> Bool {
        let before = reading.phaseIndex
        let changed = apply { $0.changeSettings(settings, at: clock.now) }
        let after = reading
        if after.phaseIndex != before { onPhaseEnd?(after) }
        return changed
    }

    /// Re-evaluates now: notices a phase end that is due and redraws (at start-up, after a suspend).
    func refresh() { wokeUp() }

    // MARK: Internals

    private func apply(
        skipping: Bool = false, recordAt: (() -> Instant)? = nil, _ change: (inout Pomodoro) -> Bool
    ) -> Bool {
        let before = pomodoro
        let changed = change(&pomodoro)
        if pomodoro != before {
            // The person's own change: a question on time away goes unanswered.
            if !holding { dropAwayQuestion() }
            record(changeFrom: before, skipping: skipping, at: recordAt?() ?? clock.now)
            // An operation's own phase change (skip, stop, a shortened phase) is not a phase running out.
            seenPhaseIndex = reading.phaseIndex
            onChange?(pomodoro)
            display()
            reschedule()
        }
        return changed
    }

    /// The record's part of a change made at the clock's now.
    private func record(changeFrom before: Pomodoro, skipping: Bool, at now: Instant) {
        let was = before.reading(at: now)
        let after = pomodoro.reading(at: now)
        if let from = unrecordedFrom {
            let stretches = before.stretches(from: from, to: now)
            // The same phase running on (new lengths): only what ran out goes in now.
            let runsOn =
                was.state == .running && after.state == .running
                && was.phaseIndex == after.phaseIndex
            for stretch in stretches where stretch.ranOut || !runsOn {
                onRecord?(stretch.kind, stretch.start, stretch.end)
            }
            unrecordedFrom = runsOn ? (stretches.last { $0.ranOut }?.end ?? from) : nil
        }
        if skipping { onRecord?(.skip, now, now) }
        if let paused = pausedAt, after.state != .paused || after.isWaiting {
            onRecord?(.pause, paused, now)
            pausedAt = nil
        }
        if was.state == .running, after.state == .paused, !after.isWaiting, !holding {
            pausedAt = now
        }
        if after.state == .running, unrecordedFrom == nil { unrecordedFrom = now }
    }

    /// The record gets the phases that ran out since it last did.
    private func recordRanOut() {
        guard let from = unrecordedFrom else { return }
        let now = clock.now
        let stretches = pomodoro.stretches(from: from, to: now)
        for stretch in stretches where stretch.ranOut {
            onRecord?(stretch.kind, stretch.start, stretch.end)
        }
        if let end = stretches.last(where: { $0.ranOut })?.end { unrecordedFrom = end }
        if pomodoro.reading(at: now).state != .running { unrecordedFrom = nil }
    }

    private func wokeUp() {
        recordRanOut()
        let now = reading
        if now.phaseIndex != seenPhaseIndex {
            seenPhaseIndex = now.phaseIndex
            // The phase the question was about is over: no answer is an answer.
            dropAwayQuestion()
            onPhaseEnd?(now)
        }
        display()
        reschedule()
    }

    private func display() {
        guard isOnScreen else { return }
        onDisplay?(pomodoro, clock.now)
    }

    private func reschedule() {
        let now = clock.now
        scheduler?.wake(
            at: isOnScreen
                ? pomodoro.nextDisplayChange(after: now) : pomodoro.nextPhaseEnd(after: now))
    }
}
