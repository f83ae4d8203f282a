/// The countdown: idle → running ⇄ paused → finished, and cancel; a pure function of (state, now).
///
/// A running timer stores when it ends, never a counter: what it shows at any moment is computed
/// from that instant and the current time, so missed ticks or a suspend cannot make it drift.
public struct CountdownTimer: Sendable, Equatable, Codable {
    /// Where the countdown is, with the instants needed to compute everything else.
    public enum State: Sendable, Equatable, Codable {
        /// Not started; shows the full duration.
        case idle
        /// Counting down. `startedAt` is always `endsAt - duration`, moved on resume so the
        /// elapsed fraction stays right after a pause.
        case running(startedAt: Instant, endsAt: Instant)
        /// Stopped with `remaining` left.
        case paused(remaining: Duration)
        /// Reached `endsAt`; the program noticed at `noticedAt` (later after a suspend).
        /// `beforeLaunch`: the end passed while the program was not running; it noticed it at launch.
        case finished(endsAt: Instant, noticedAt: Instant, beforeLaunch: Bool = false)
    }

    /// The longest duration the timer accepts and displays: 99:59:59.
    public static let maximumDuration: Duration = .seconds(99 * 3600 + 59 * 60 + 59)

    /// The duration a timer has when none or an invalid one is given.
    public static let defaultDuration: Duration = .seconds(300)

    /// The duration last started (or set); 5 minutes by default.
    public private(set) var duration: Duration
    /// The timer's name; "" means no label.
    public var label: String
    /// Where the countdown is.
    public private(set) var state: State

    /// Creates an idle timer; a duration outside `0 < d <= maximumDuration` is replaced by
    /// the default 5 minutes or capped at the maximum.
    public init(duration: Duration = .seconds(300), label: String = "") {
        if duration <= .zero {
            self.duration = Self.defaultDuration
        } else {
            self.duration = min(duration, Self.maximumDuration)
        }
        self.label = label
        self.state = .idle
    }

    /// Recreates a timer in a given state (restoring saved state); the duration is checked as in `init`.
    public init(duration: Duration, label: String, state: State) {
        self.init(duration: duration, label: label)
        self.state = state
    }

    /// Whether `duration` is one the timer can run: more than zero and at most 99:59:59.
    public static func isValidDuration(_ duration: Duration) -> Bool {
        duration > .zero && duration <= maximumDuration
    }

    /// The state without its instants.
    public var phase: TimerPhase {
        switch state {
        case .idle: .idle
        case .running: .running
        case .paused: .paused
        case .finished: .finished
        }
    }

    /// Whether the timer is running or paused, i.e. a countdown is under way.
    public var isActive: Bool {
        switch state {
        case .running, .paused: true
        case .idle, .finished: false
        }
    }

    // MARK: - Transitions

    /// Sets the duration for the next start; only when idle or finished, and `0 < d <= max`.
    @discardableResult
    public mutating func setDuration(_ d: Duration) -> Bool {
        guard Self.isValidDuration(d) else { return false }
        switch state {
        case .idle, .finished:
            duration = d
            return true
        case .running, .paused:
            return false
        }
    }

    /// Starts counting down `duration` from `now`; only from idle or finished, and `0 < d <= max`.
    ///
    /// A non-nil `label` replaces the current one; nil keeps it.
    @discardableResult
    public mutating func start(duration: Duration, label: String? = nil, at now: Instant) -> Bool {
        guard Self.isValidDuration(duration) else { return false }
        switch state {
        case .idle, .finished:
            self.duration = duration
            if let label { self.label = label }
            state = .running(startedAt: now, endsAt: now + duration)
            return true
        case .running, .paused:
            return false
        }
    }

    /// Pauses a running timer, keeping the time left.
    ///
    /// If the end has already passed, the timer finishes instead and this returns false:
    /// pausing at zero would leave a paused timer with nothing left.
    @discardableResult
    public mutating func pause(at now: Instant) -> Bool {
        guard case .running(_, let endsAt) = state else { return false }
        guard now < endsAt else {
            state = .finished(endsAt: endsAt, noticedAt: now)
            return false
        }
        state = .paused(remaining: endsAt - now)
        return true
    }

    /// Resumes a paused timer: it now ends `remaining` after `now`.
    @discardableResult
    public mutating func resume(at now: Instant) -> Bool {
        guard case .paused(let remaining) = state else { return false }
        let endsAt = now + remaining
        state = .running(startedAt: endsAt - duration, endsAt: endsAt)
        return true
    }

    /// Stops a running, paused or finished timer and returns it to idle, keeping its duration.
    @discardableResult
    public mutating func cancel() -> Bool {
        guard state != .idle else { return false }
        state = .idle
        return true
    }

    /// Starts the same duration again from `now`; from any state but idle.
    @discardableResult
    public mutating func restart(at now: Instant) -> Bool {
        guard state != .idle else { return false }
        state = .running(startedAt: now, endsAt: now + duration)
        return true
    }

    /// Acknowledges "Time's up": finished → idle.
    @discardableResult
    public mutating func dismiss() -> Bool {
        guard case .finished = state else { return false }
        state = .idle
        return true
    }

    /// Finishes a running timer whose end is at or before `now`, noting when that was noticed.
    ///
    /// `launchedAt` is when the program read its saved state: an end at or before it passed while
    /// nothing was running, which the finished timer remembers (`endedBeforeLaunch`).
    @discardableResult
    public mutating func finishIfDue(at now: Instant, launchedAt: Instant? = nil) -> Bool {
        guard case .running(_, let endsAt) = state, now >= endsAt else { return false }
        let beforeLaunch = launchedAt.map { endsAt <= $0 } ?? false
        state = .finished(endsAt: endsAt, noticedAt: now, beforeLaunch: beforeLaunch)
        return true
    }

    // MARK: - Reading

    /// The time left at `now`: the full duration when idle, never negative, zero when finished.
    public func remaining(at now: Instant) -> Duration {
        switch state {
        case .idle:
            return duration
        case .running(_, let endsAt):
            return max(.zero, endsAt - now)
        case .paused(let remaining):
            return remaining
        case .finished:
            return .zero
        }
    }

    /// How much of the duration has passed at `now`, from 0 (idle) to 1 (finished).
    public func elapsedFraction(at now: Instant) -> Double {
        switch state {
        case .idle:
            return 0
        case .finished:
            return 1
        case .running, .paused:
            let total = Double(duration.totalNanoseconds)
            guard total > 0 else { return 1 }
            let fraction = 1 - Double(remaining(at: now).totalNanoseconds) / total
            return min(1, max(0, fraction))
        }
    }

    /// When the countdown ends (running) or ended (finished); nil when idle or paused.
    public var endsAt: Instant? {
        switch state {
        case .running(_, let endsAt), .finished(let endsAt, _, _):
            endsAt
        case .idle, .paused:
            nil
        }
    }

    /// Whether the timer finished while the program was not running (noticed at launch, not live).
    public var endedBeforeLaunch: Bool {
        if case .finished(_, _, let beforeLaunch) = state { return beforeLaunch }
        return false
    }

    /// The whole seconds shown at `now`: the time left rounded up, so 00:00:00 appears exactly at the end.
    public func displayedSeconds(at now: Instant) -> Int64 {
        remaining(at: now).totalSecondsRoundedUp
    }

    /// The next instant after `now` at which `displayedSeconds` changes (running only, else nil).
    ///
    /// At 4.2 s left it is `now + 0.2 s`; at exactly 4.0 s left, `now + 1 s`; the last one is `endsAt`.
    /// Scheduling one wake-up for this instant replaces polling.
    public func nextDisplayChange(after now: Instant) -> Instant? {
        guard case .running(_, let endsAt) = state, now < endsAt else { return nil }
        // Showing n seconds means n-1 < left <= n; it changes when left reaches n-1.
        let shown = displayedSeconds(at: now)
        return endsAt - .seconds(shown - 1)
    }
}
