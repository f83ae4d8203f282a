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

    enum CodingKeys: String, CodingKey {
        case state, phase, round, rounds
        case remainingMs = "remaining_ms"
        case phaseMs = "phase_ms"
        case completedFocus = "completed_focus"
        case completedFocusCycle = "completed_focus_cycle"
        case ringing
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

    /// One JSON object, keys in the documented order.
    /// A running phase's end as of a report made at `atMs`.
    func json(atMs: Int64? = nil) -> String {
        let ends = state == .running ? atMs.map { Saturating.add($0, remainingMs) } : nil
        return JSONText.object([
            ("state", JSONText.string(state.rawValue)),
            ("phase", JSONText.string(phase.rawValue)),
            ("round", String(round)),
            ("rounds", String(rounds)),
            ("remaining_ms", String(remainingMs)),
            ("ends_at_ms", JSONText.optionalInteger(ends)),
            ("phase_ms", JSONText.optionalInteger(phaseMs)),
            ("completed_focus", String(completedFocus)),
            ("completed_focus_cycle", String(completedFocusCycle)),
            ("ringing", ringing ? "true" : "false"),
        ])
    }
}
