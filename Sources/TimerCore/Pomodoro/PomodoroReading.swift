/// What a Pomodoro cycle shows at one instant: state, phase, round, time left and counts.
public struct PomodoroReading: Equatable, Sendable {
    /// Idle, running, or paused (by the user, or waiting at a phase's start).
    public var state: PomodoroState
    /// Paused at the start of a phase because auto-start is off; start, resume or toggle begins it.
    public var isWaiting: Bool
    /// The phase under way (the first focus when idle).
    public var phase: PomodoroPhase
    /// 1...rounds: the focus phase number within the current set; a break belongs to the round of the focus before it.
    public var round: Int
    /// Focus phases per set.
    public var rounds: Int
    /// The time left in the phase; never negative.
    public var remaining: Duration
    /// The phase's full length.
    public var phaseLength: Duration
    /// How much of the phase has passed, from 0 to 1.
    public var elapsedFraction: Double
    /// The whole seconds shown: the time left rounded up.
    public var displayedSeconds: Int64
    /// Phases ended or skipped since the cycle started; a change means a phase ended or was skipped.
    public var phaseIndex: Int
    /// Focus phases of this cycle that ran out (skipped ones are not counted).
    public var completedFocusInCycle: Int

    /// Creates a reading from its fields.
    public init(
        state: PomodoroState, isWaiting: Bool, phase: PomodoroPhase, round: Int, rounds: Int,
        remaining: Duration, phaseLength: Duration, elapsedFraction: Double,
        displayedSeconds: Int64,
        phaseIndex: Int, completedFocusInCycle: Int
    ) {
        self.state = state
        self.isWaiting = isWaiting
        self.phase = phase
        self.round = round
        self.rounds = rounds
        self.remaining = remaining
        self.phaseLength = phaseLength
        self.elapsedFraction = elapsedFraction
        self.displayedSeconds = displayedSeconds
        self.phaseIndex = phaseIndex
        self.completedFocusInCycle = completedFocusInCycle
    }

    /// "Focus, round 2 of 4, 00:24:59 left": the phase in words, as the command line and `status` say it.
    public var summary: String {
        Self.summary(phase: phase, round: round, rounds: rounds, displayedSeconds: displayedSeconds)
    }

    /// The same sentence from its parts (the status report has these, not a reading).
    static func summary(phase: PomodoroPhase, round: Int, rounds: Int, displayedSeconds: Int64)
        -> String
    {
        tr(
            "{phase}, round {round} of {rounds}, {time} left",
            [
                "phase": phase.title, "round": String(round), "rounds": String(rounds),
                "time": ClockFormat.hms(totalSeconds: displayedSeconds),
            ])
    }
}
