/// A snapshot of the stopwatch for `sandglass status`: state, elapsed time and laps.
public struct StopwatchStatus: Codable, Equatable, Sendable {
    /// The stopwatch's state.
    public var state: StopwatchPhase
    /// The elapsed time, in milliseconds (rounded down).
    public var elapsedMs: Int64
    /// The laps, in ascending order (the window shows them newest first).
    public var laps: [LapMilliseconds]

    /// The keys, in the order they are written.
    enum CodingKeys: String, CodingKey {
        case state
        case elapsedMs = "elapsed_ms"
        /// Written only: where a running stopwatch's time counts from, as of the report's `at_ms`.
        case startedAtMs = "started_at_ms"
        case laps
    }

    /// Creates a status from its fields.
    public init(state: StopwatchPhase, elapsedMs: Int64, laps: [LapMilliseconds]) {
        self.state = state
        self.elapsedMs = elapsedMs
        self.laps = laps
    }

    /// The status of `stopwatch` at `now` on the duration clock.
    public init(stopwatch: Stopwatch, now: Instant) {
        state = stopwatch.phase
        elapsedMs = stopwatch.elapsed(at: now).totalMilliseconds
        laps = LapMilliseconds.rows(stopwatch.laps)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = try container.decode(StopwatchPhase.self, forKey: .state)
        elapsedMs = try container.decode(Int64.self, forKey: .elapsedMs)
        laps = try container.decode([LapMilliseconds].self, forKey: .laps)
    }

    /// Every key in the documented order; a running stopwatch's start as of the report's
    /// `at_ms` (the encoder's `StatusReport.atMsKey`), else null.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let atMs = StatusReport.atMs(of: encoder)
        try container.encode(state, forKey: .state)
        try container.encode(elapsedMs, forKey: .elapsedMs)
        try container.encode(
            state == .running ? atMs.map { Saturating.subtract($0, elapsedMs) } : nil,
            forKey: .startedAtMs)
        try container.encode(laps, forKey: .laps)
    }
}
