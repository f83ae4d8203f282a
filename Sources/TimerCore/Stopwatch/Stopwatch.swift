/// The stopwatch: idle → running ⇄ paused → idle (reset), with laps; a pure function of (state, now).
///
/// A running stopwatch stores the instant at which its elapsed time would be zero, never a
/// counter: the time shown is computed from that instant and the current time, so missed
/// frames or a suspend cannot make it drift. Laps keep exact `Duration`s, so their splits add
/// up to the last total with no rounding.
public struct Stopwatch: Sendable, Equatable, Codable {
    /// Where the stopwatch is, with the instant or amount needed to compute everything else.
    public enum State: Sendable, Equatable, Codable {
        /// Not started; shows zero and has no laps.
        case idle
        /// Counting up. `since` is the instant the elapsed time would be zero (`now - elapsed`),
        /// moved on resume so the paused stretch is left out.
        case running(since: Instant)
        /// Stopped with `elapsed` on the display.
        case paused(elapsed: Duration)
    }

    /// Where the stopwatch is.
    public private(set) var state: State
    /// The recorded laps, ascending by number; the splits add up exactly to the last lap's total.
    public private(set) var laps: [Lap]

    /// Creates an idle stopwatch with no laps.
    public init() {
        state = .idle
        laps = []
    }

    /// Recreates a stopwatch in a given state with its laps (restoring; the caller checked them).
    public init(state: State, laps: [Lap]) {
        self.state = state
        self.laps = laps
    }

    /// The state without its instants.
    public var phase: StopwatchPhase {
        switch state {
        case .idle: .idle
        case .running: .running
        case .paused: .paused
        }
    }

    // MARK: - Transitions

    /// Starts an idle stopwatch from zero, or resumes a paused one keeping its elapsed time.
    @discardableResult
    public mutating func start(at now: Instant) -> Bool {
        switch state {
        case .idle:
            state = .running(since: now)
            return true
        case .paused(let elapsed):
            state = .running(since: now - elapsed)
            return true
        case .running:
            return false
        }
    }

    /// Pauses a running stopwatch, keeping the elapsed time and the lap under way.
    @discardableResult
    public mutating func pause(at now: Instant) -> Bool {
        guard case .running = state else { return false }
        state = .paused(elapsed: elapsed(at: now))
        return true
    }

    /// Pauses a running stopwatch; starts or resumes any other.
    @discardableResult
    public mutating func toggle(at now: Instant) -> Bool {
        switch state {
        case .running: pause(at: now)
        case .idle, .paused: start(at: now)
        }
    }

    /// Running: records a lap (split = elapsed - previous total) and returns it. Idle: starts the stopwatch (no lap) and returns nil. Paused: refused (nil, nothing changes).
    ///
    /// Amortized O(1) however many laps there are: it reads only the last lap and appends one.
    @discardableResult
    public mutating func lap(at now: Instant) -> Lap? {
        switch state {
        case .idle:
            start(at: now)
            return nil
        case .paused:
            return nil
        case .running:
            let total = elapsed(at: now)
            // Each split is a difference of exact totals, so the splits telescope to the last total.
            let lap = Lap(number: laps.count + 1, split: total - lastTotal, total: total)
            laps.append(lap)
            return lap
        }
    }

    /// Returns a paused stopwatch to idle and clears its laps; running or idle: refused.
    @discardableResult
    public mutating func reset() -> Bool {
        guard case .paused = state else { return false }
        state = .idle
        laps = []
        return true
    }

    // MARK: - Reading

    /// The time on the display at `now`: zero when idle, never less than the last lap's total.
    ///
    /// The boot clock never runs backwards, but a caller's `now` might be older than the last
    /// lap; holding at that lap's total keeps the current lap from going negative.
    public func elapsed(at now: Instant) -> Duration {
        switch state {
        case .idle:
            return .zero
        case .running(let since):
            return max(lastTotal, now - since)
        case .paused(let elapsed):
            return max(lastTotal, elapsed)
        }
    }

    /// The lap under way: elapsed minus the last lap's total (the whole elapsed time before any lap).
    public func currentLap(at now: Instant) -> Duration {
        elapsed(at: now) - lastTotal
    }

    /// Indexes into `laps` of the fastest and slowest lap, only with three or more laps; ties go to the earliest lap; when all splits are equal, both are nil (nothing stands out).
    ///
    /// Derived on demand in O(n) rather than stored, so it can never disagree with the laps.
    public var fastestLapIndex: Int? {
        extremeLapIndexes?.fastest
    }

    /// The index into `laps` of the slowest lap, under the same rules as `fastestLapIndex`.
    public var slowestLapIndex: Int? {
        extremeLapIndexes?.slowest
    }

    /// The total of the last lap, or zero before the first.
    private var lastTotal: Duration {
        laps.last?.total ?? .zero
    }

    /// The first shortest and first longest split, when there are three laps or more and they differ.
    private var extremeLapIndexes: (fastest: Int, slowest: Int)? {
        guard laps.count >= 3 else { return nil }
        var fastest = 0
        var slowest = 0
        for (index, lap) in laps.enumerated().dropFirst() {
            // Strict comparisons keep the earliest of equal laps.
            if lap.split < laps[fastest].split { fastest = index }
            if lap.split > laps[slowest].split { slowest = index }
        }
        // All equal: the first lap would be both, which says nothing.
        guard laps[fastest].split < laps[slowest].split else { return nil }
        return (fastest, slowest)
    }
}
