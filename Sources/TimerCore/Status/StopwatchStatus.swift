/// A snapshot of the stopwatch for `sandglass status`: state, elapsed time and laps.
public struct StopwatchStatus: Codable, Equatable, Sendable {
    /// The stopwatch's state.
    public var state: StopwatchPhase
    /// The elapsed time, in milliseconds (rounded down).
    public var elapsedMs: Int64
    /// The laps, in ascending order (the window shows them newest first).
    public var laps: [LapMilliseconds]

    enum CodingKeys: String, CodingKey {
        case state
        case elapsedMs = "elapsed_ms"
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

    /// One JSON object, keys in the documented order; a running stopwatch's start (where its
    /// elapsed time counts from) as of a report made at `atMs`.
    func json(atMs: Int64? = nil) -> String {
        let started = state == .running ? atMs.map { Saturating.subtract($0, elapsedMs) } : nil
        return JSONText.object([
            ("state", JSONText.string(state.rawValue)),
            ("elapsed_ms", String(elapsedMs)),
            ("started_at_ms", JSONText.optionalInteger(started)),
            ("laps", JSONText.array(laps.map { $0.json() })),
        ])
    }
}
