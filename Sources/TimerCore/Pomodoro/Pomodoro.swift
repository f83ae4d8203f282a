/// The Pomodoro cycle: focus, short and long breaks in a repeating schedule; a pure function of (state, now).
///
/// A running cycle stores the instant it was last started, resumed, skipped or re-planned (its
/// anchor) and where it stood then; the phase under way, the time left and the focus phases
/// completed are derived from the anchor, the current time and the settings by division over the
/// repeating schedule, so a suspend or a restart that crossed many phase ends, even days of them,
/// gives the right state at once. With auto-start off, a running cycle stops at the end of its
/// phase and waits (paused) at the start of the next one; that too is derived, not recorded.
public struct Pomodoro: Codable, Equatable, Sendable {
    /// Where the cycle is, with the instant and position needed to compute everything else.
    enum Mode: Codable, Equatable, Sendable {
        /// No cycle under way.
        case idle
        /// Counting down: the cycle was at `position` at `anchor`.
        case running(anchor: Instant, position: PomodoroPosition)
        /// Held at `position`; `waiting` when held at a phase's start because auto-start is off.
        case paused(position: PomodoroPosition, waiting: Bool)
    }

    /// The lengths, rounds and auto-start in force.
    public private(set) var settings: PomodoroSettings
    /// Where the cycle is, as of the last transition.
    private(set) var mode: Mode
    /// The focus phases completed outside the part under way, for the day's count.
    private(set) var history: PomodoroHistory

    /// Creates an idle cycle; invalid settings are replaced by the standard ones.
    public init(settings: PomodoroSettings = .standard) {
        self.settings = settings.isValid ? settings : .standard
        mode = .idle
        history = PomodoroHistory()
    }

    /// Recreates a cycle from its parts (restoring; the caller checked them).
    init(settings: PomodoroSettings, mode: Mode, history: PomodoroHistory) {
        self.settings = settings
        self.mode = mode
        self.history = history
    }

    enum CodingKeys: String, CodingKey {
        case settings, mode, history
    }

    /// Decodes a cycle, refusing invalid settings (the arithmetic relies on them).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        settings = try container.decode(PomodoroSettings.self, forKey: .settings)
        guard settings.isValid else {
            throw DecodingError.dataCorruptedError(
                forKey: .settings, in: container, debugDescription: "invalid settings")
        }
        mode = try container.decode(Mode.self, forKey: .mode)
        history = try container.decode(PomodoroHistory.self, forKey: .history)
    }

    /// The state as of the last transition; `reading(at:)` gives the state at a given instant.
    ///
    /// The two differ only for a cycle running with auto-start off whose phase has ended since:
    /// this still says running, while the reading says paused and waiting.
    public var state: PomodoroState {
        switch mode {
        case .idle: .idle
        case .running: .running
        case .paused: .paused
        }
    }

    /// When the running part began (the last start, resume, skip or change of lengths); nil
    /// unless running. Nothing before it ran as it runs now: a hold never reaches back past it.
    public var runningSince: Instant? {
        guard case .running(let anchor, _) = mode else { return nil }
        return anchor
    }

    /// The schedule of the current settings.
    private var schedule: PomodoroSchedule {
        PomodoroSchedule(settings)
    }

    // MARK: - Transitions

    /// Changes the settings at any time; a cycle under way keeps its position (phase index and time into the phase); if the current phase is now shorter than the time already spent in it, it ends now. Returns false (changing nothing) for invalid settings.
    ///
    /// A phase ended this way counts as run out: a focus phase is completed at `now`. The next
    /// phase then runs or waits according to the new auto-start; a paused cycle stays paused.
    @discardableResult
    public mutating func changeSettings(_ settings: PomodoroSettings, at now: Instant) -> Bool {
        guard settings.isValid else { return false }
        guard settings != self.settings else { return true }
        settle(at: now)
        switch mode {
        case .idle:
            self.settings = settings
        case .running(let anchor, let position):
            let current = closeRun(anchor: anchor, position: position, at: now)
            self.settings = settings
            let next = endingIfOverrun(current, at: now)
            // A phase that ended here is followed as any phase end is: run on, or wait. (Fewer
            // rounds may only trim the count: the same phase runs on.)
            if next.phaseIndex != current.phaseIndex && !settings.autoStart {
                mode = .paused(position: next, waiting: true)
            } else {
                mode = .running(anchor: now, position: next)
            }
        case .paused(let position, let waiting):
            // A waiting cycle is at a phase's start, which no valid length can overrun.
            self.settings = settings
            mode = .paused(position: endingIfOverrun(position, at: now), waiting: waiting)
        }
        history.prune(at: now)
        return true
    }

    /// Idle: starts the focus phase of round 1. Paused or waiting: runs the phase from where it is held. Running: refused.
    @discardableResult
    public mutating func start(at now: Instant) -> Bool {
        var next = self
        next.settle(at: now)
        switch next.mode {
        case .idle:
            next.mode = .running(anchor: now, position: .start)
        case .paused(let position, _):
            next.mode = .running(anchor: now, position: position)
        case .running:
            return false
        }
        next.history.prune(at: now)
        self = next
        return true
    }

    /// Holds a running phase where it is; refused unless running (a waiting cycle is already paused).
    @discardableResult
    public mutating func pause(at now: Instant) -> Bool {
        var next = self
        next.settle(at: now)
        guard case .running(let anchor, let position) = next.mode else { return false }
        let current = next.closeRun(anchor: anchor, position: position, at: now)
        next.mode = .paused(position: current, waiting: false)
        next.history.prune(at: now)
        self = next
        return true
    }

    /// Runs a paused or waiting phase from where it is held; refused when idle or running.
    @discardableResult
    public mutating func resume(at now: Instant) -> Bool {
        guard reading(at: now).state == .paused else { return false }
        return start(at: now)
    }

    /// Pauses a running cycle; starts or resumes any other.
    @discardableResult
    public mutating func toggle(at now: Instant) -> Bool {
        switch reading(at: now).state {
        case .running: pause(at: now)
        case .idle, .paused: start(at: now)
        }
    }

    /// Moves to the start of the next phase, still running or still paused (or waiting); a skipped focus phase is not counted as completed. Idle: refused.
    @discardableResult
    public mutating func skip(at now: Instant) -> Bool {
        var next = self
        next.settle(at: now)
        switch next.mode {
        case .idle:
            return false
        case .running(let anchor, let position):
            let current = next.closeRun(anchor: anchor, position: position, at: now)
            next.mode = .running(anchor: now, position: current.skipped(in: schedule))
        case .paused(let position, let waiting):
            next.mode = .paused(position: position.skipped(in: schedule), waiting: waiting)
        }
        next.history.prune(at: now)
        self = next
        return true
    }

    /// Ends the cycle and returns to idle; the focus phases completed up to `now` stay in the day's count. Idle: refused.
    @discardableResult
    public mutating func stop(at now: Instant) -> Bool {
        var next = self
        next.settle(at: now)
        switch next.mode {
        case .idle:
            return false
        case .running(let anchor, let position):
            next.closeRun(anchor: anchor, position: position, at: now)
        case .paused:
            break
        }
        next.mode = .idle
        next.history.prune(at: now)
        self = next
        return true
    }

    // MARK: - Reading

    /// Everything shown at `now`: state, phase, round, time left and counts.
    ///
    /// At the very instant a phase ends, the reading is already the next phase (or waiting at its
    /// start), so `phaseIndex` has changed by the time a wake-up scheduled for `nextPhaseEnd` runs.
    public func reading(at now: Instant) -> PomodoroReading {
        switch settled(at: now) {
        case .idle:
            return reading(state: .idle, isWaiting: false, position: .start)
        case .paused(let position, let waiting):
            return reading(state: .paused, isWaiting: waiting, position: position)
        case .running(let anchor, let position):
            return reading(
                state: .running, isWaiting: false,
                position: current(anchor: anchor, position: position, at: now))
        }
    }

    /// The first instant after `now` at which the displayed whole seconds (remaining rounded up) change, or a phase ends; nil when not running.
    ///
    /// At 4.2 s left it is `now + 0.2 s`; at exactly 4.0 s left, `now + 1 s`; the last one is the phase end.
    public func nextDisplayChange(after now: Instant) -> Instant? {
        guard let remaining = runningRemaining(at: now) else { return nil }
        // Showing n seconds means n-1 < left <= n; it changes when left reaches n-1.
        let shown = Duration.nanoseconds(remaining).totalSecondsRoundedUp
        return now + .nanoseconds(remaining - (shown - 1) * 1_000_000_000)
    }

    /// The next instant after `now` at which a phase ends (and the page must alert); nil when not running.
    public func nextPhaseEnd(after now: Instant) -> Instant? {
        guard let remaining = runningRemaining(at: now) else { return nil }
        return now + .nanoseconds(remaining)
    }

    /// Focus phases completed (ended by running out, not skipped) at instants in [from, to), over the history the model keeps (at least the last 48 hours, pruned), including ones derived arithmetically in the part under way.
    ///
    /// For the part under way this includes phases ending after the current time if `to` lies
    /// beyond it: pass the current time plus one nanosecond to count those ended up to now.
    public func completedFocus(from: Instant, to: Instant) -> Int {
        var count = history.completedFocus(from: from, to: to)
        if case .running(let anchor, let position) = mode {
            count = Saturating.add(
                count,
                openRun(anchor: anchor, position: position).completedFocus(from: from, to: to))
        }
        return Int(clamping: count)
    }

    /// Focus phases completed from `startOfToday` (see `LocalDay`) up to and including `now`:
    /// a focus phase ending at this very instant is already over.
    public func completedFocusToday(at now: Instant, startOfToday: Instant) -> Int {
        completedFocus(from: startOfToday, to: now + .nanoseconds(1))
    }

    // MARK: - Deriving

    /// The mode at `now`: a running phase that ended with auto-start off is waiting at the next phase's start.
    private func settled(at now: Instant) -> Mode {
        guard case .running(let anchor, let position) = mode, !settings.autoStart else {
            return mode
        }
        let remaining = position.remaining(in: schedule)
        guard Saturating.subtract(now.nanoseconds, anchor.nanoseconds) >= remaining else {
            return mode
        }
        return .paused(position: position.advanced(by: remaining, in: schedule), waiting: true)
    }

    /// Makes the mode the one at `now`, keeping the run that ended at a phase end in the history.
    private mutating func settle(at now: Instant) {
        let settled = settled(at: now)
        guard settled != mode else { return }
        if case .running(let anchor, let position) = mode {
            history.record(openRun(anchor: anchor, position: position))
        }
        mode = settled
    }

    /// Where a cycle that was at `position` at `anchor` stands at `now` (no earlier than the anchor).
    private func current(anchor: Instant, position: PomodoroPosition, at now: Instant)
        -> PomodoroPosition
    {
        position.advanced(
            by: max(0, Saturating.subtract(now.nanoseconds, anchor.nanoseconds)), in: schedule)
    }

    /// The running part from `anchor`: endless with auto-start, else up to the end of its phase.
    private func openRun(anchor: Instant, position: PomodoroPosition) -> PomodoroRun {
        let end =
            settings.autoStart
            ? Instant(nanoseconds: .max) : anchor + .nanoseconds(position.remaining(in: schedule))
        return PomodoroRun(
            start: anchor, end: end, phaseIndex: position.phaseIndex, into: position.into,
            schedule: schedule)
    }

    /// Ends the running part at `now`, keeping it in the history, and returns where it stands then.
    @discardableResult
    private mutating func closeRun(anchor: Instant, position: PomodoroPosition, at now: Instant)
        -> PomodoroPosition
    {
        var run = openRun(anchor: anchor, position: position)
        run.end = max(anchor, min(run.end, now))
        history.record(run)
        return current(anchor: anchor, position: position, at: now)
    }

    /// `position` under the current settings: if the phase is no longer than the time spent in it,
    /// it ends at `now` (a focus phase counting as completed) and the next phase's start is returned.
    private mutating func endingIfOverrun(_ given: PomodoroPosition, at now: Instant)
        -> PomodoroPosition
    {
        // Fewer rounds may have moved the phase into another set of rounds: its count goes with it.
        let position = given.countedWithin(schedule)
        guard position.into >= schedule.length(at: position.phaseIndex) else { return position }
        let wasFocus = schedule.phase(at: position.phaseIndex) == .focus
        if wasFocus { history.record(completionAt: now) }
        var next = position.skipped(in: schedule)
        if wasFocus { next.completedFocus = Saturating.add(next.completedFocus, 1) }
        return next
    }

    /// The time left in a phase running at `now`; nil when idle, paused or waiting.
    private func runningRemaining(at now: Instant) -> Int64? {
        guard case .running(let anchor, let position) = settled(at: now) else { return nil }
        return current(anchor: anchor, position: position, at: now).remaining(in: schedule)
    }

    /// The reading of a cycle in `state` at `position`.
    private func reading(state: PomodoroState, isWaiting: Bool, position: PomodoroPosition)
        -> PomodoroReading
    {
        let schedule = schedule
        let length = schedule.length(at: position.phaseIndex)
        let remaining = position.remaining(in: schedule)
        let fraction = length > 0 ? Double(length - remaining) / Double(length) : 1
        return PomodoroReading(
            state: state,
            isWaiting: isWaiting,
            phase: schedule.phase(at: position.phaseIndex),
            round: Int(clamping: schedule.round(at: position.phaseIndex)),
            rounds: settings.rounds,
            remaining: .nanoseconds(remaining),
            phaseLength: .nanoseconds(length),
            elapsedFraction: min(1, max(0, fraction)),
            displayedSeconds: Duration.nanoseconds(remaining).totalSecondsRoundedUp,
            phaseIndex: Int(clamping: position.phaseIndex),
            completedFocusInCycle: Int(clamping: position.completedFocus))
    }
}
