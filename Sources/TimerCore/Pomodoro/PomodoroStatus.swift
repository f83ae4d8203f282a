/// A snapshot of the Pomodoro cycle for `sandglass status`: state, phase, round, time left and counts.
public struct PomodoroStatus: Codable, Equatable, Sendable {
    /// Idle, running or paused (waiting at a phase's start reads as paused).
    public var state: PomodoroState
    /// The phase under way (focus when idle).
    public var phase: PomodoroPhase
    /// The focus phase number within the current set, 1...rounds.
    public var round: Int
    /// Focus phases per set.
    public var rounds: Int
    /// The time left in the phase, in milliseconds (rounded toward zero).
    public var remainingMs: Int64
    /// The length of the phase under way, in milliseconds (nil in a report written before it was added).
    public var phaseMs: Int64?
    /// Focus phases completed today (since the last local midnight), across cycles.
    public var completedFocus: Int
    /// Focus phases completed in the current cycle.
    public var completedFocusCycle: Int
    /// Whether its phase-end chime sounds now.
    public var ringing = false
    /// The question on time away during focus, while it waits.
    public var away: AwayStatus?

    /// The keys, in the order they are written.
    enum CodingKeys: String, CodingKey {
        case state, phase, round, rounds
        case remainingMs = "remaining_ms"
        /// Written only: a running phase's end, as of the report's `at_ms`.
        case endsAtMs = "ends_at_ms"
        case phaseMs = "phase_ms"
        case completedFocus = "completed_focus"
        case completedFocusCycle = "completed_focus_cycle"
        case ringing, away
    }

    /// Creates a status from its fields.
    public init(
        state: PomodoroState, phase: PomodoroPhase, round: Int, rounds: Int, remainingMs: Int64,
        completedFocus: Int, completedFocusCycle: Int, phaseMs: Int64? = nil
    ) {
        self.phaseMs = phaseMs
        self.state = state
        self.phase = phase
        self.round = round
        self.rounds = rounds
        self.remainingMs = remainingMs
        self.completedFocus = completedFocus
        self.completedFocusCycle = completedFocusCycle
    }

    /// The status of `pomodoro` at `now`, counting today's focus phases from `startOfToday` (see `LocalDay`).
    public init(pomodoro: Pomodoro, now: Instant, startOfToday: Instant) {
        let reading = pomodoro.reading(at: now)
        state = reading.state
        phase = reading.phase
        round = reading.round
        rounds = reading.rounds
        remainingMs = reading.remaining.totalMilliseconds
        phaseMs = reading.phaseLength.totalMilliseconds
        completedFocus = pomodoro.completedFocusToday(at: now, startOfToday: startOfToday)
        completedFocusCycle = reading.completedFocusInCycle
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = try container.decode(PomodoroState.self, forKey: .state)
        phase = try container.decode(PomodoroPhase.self, forKey: .phase)
        round = try container.decode(Int.self, forKey: .round)
        rounds = try container.decode(Int.self, forKey: .rounds)
        remainingMs = try container.decode(Int64.self, forKey: .remainingMs)
        phaseMs = try container.decodeIfPresent(Int64.self, forKey: .phaseMs)
        completedFocus = try container.decode(Int.self, forKey: .completedFocus)
        completedFocusCycle = try container.decode(Int.self, forKey: .completedFocusCycle)
        ringing = try container.decodeIfPresent(Bool.self, forKey: .ringing) ?? false
        away = try container.decodeIfPresent(AwayStatus.self, forKey: .away)
    }

    /// Every key in the documented order; a running phase's end as of the report's `at_ms`
    /// (the encoder's `StatusReport.atMsKey`), else null.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let atMs = StatusReport.atMs(of: encoder)
        try container.encode(state, forKey: .state)
        try container.encode(phase, forKey: .phase)
        try container.encode(round, forKey: .round)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(remainingMs, forKey: .remainingMs)
        try container.encode(
            state == .running ? atMs.map { Saturating.add($0, remainingMs) } : nil,
            forKey: .endsAtMs)
        try container.encode(phaseMs, forKey: .phaseMs)
        try container.encode(completedFocus, forKey: .completedFocus)
        try container.encode(completedFocusCycle, forKey: .completedFocusCycle)
        try container.encode(ringing, forKey: .ringing)
        try container.encode(away, forKey: .away)
    }
}
