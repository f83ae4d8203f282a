/// One closed run of a cycle's history as saved on disk: wall-clock ends, position at its start and the schedule in force.
///
/// The focus phases that ran out inside it are derived again on reading, so a run of any length
/// is one small entry. The start is rounded down to the millisecond and the end up, so that a
/// focus phase ending exactly at the end of the run is still inside it after rounding.
public struct SavedPomodoroRun: Codable, Equatable, Sendable {
    /// When the run began, wall-clock milliseconds since 1970 (rounded down).
    public var startMs: Int64
    /// When the run ended, wall-clock milliseconds since 1970 (rounded up).
    public var endMs: Int64
    /// The phase under way at the start, counted from the cycle's start.
    public var phaseIndex: Int64
    /// The time already spent in that phase at the start.
    public var intoMs: Int64
    /// The focus length in force.
    public var focusMs: Int64
    /// The short break length in force.
    public var shortBreakMs: Int64
    /// The long break length in force.
    public var longBreakMs: Int64
    /// The focus phases per set in force.
    public var rounds: Int

    enum CodingKeys: String, CodingKey {
        case rounds
        case startMs = "start_ms"
        case endMs = "end_ms"
        case phaseIndex = "phase_index"
        case intoMs = "into_ms"
        case focusMs = "focus_ms"
        case shortBreakMs = "short_break_ms"
        case longBreakMs = "long_break_ms"
    }

    /// Creates a saved run from its fields.
    public init(
        startMs: Int64, endMs: Int64, phaseIndex: Int64, intoMs: Int64, focusMs: Int64,
        shortBreakMs: Int64,
        longBreakMs: Int64, rounds: Int
    ) {
        self.startMs = startMs
        self.endMs = endMs
        self.phaseIndex = phaseIndex
        self.intoMs = intoMs
        self.focusMs = focusMs
        self.shortBreakMs = shortBreakMs
        self.longBreakMs = longBreakMs
        self.rounds = rounds
    }

    /// Captures `run`, projecting its instants onto the wall clock with `reading`.
    init(run: PomodoroRun, reading: ClockReading) {
        let schedule = run.schedule
        let lengthMs = schedule.length(at: run.phaseIndex) / 1_000_000
        self.init(
            startMs: reading.wallMilliseconds(of: run.start),
            // Rounded up: ⌊x + 1 ms − 1 ns⌋ is ⌈x⌉ in whole milliseconds.
            endMs: reading.wallMilliseconds(of: run.end + .nanoseconds(999_999)),
            phaseIndex: run.phaseIndex,
            intoMs: min(run.into / 1_000_000, lengthMs - 1),
            focusMs: schedule.focus / 1_000_000,
            shortBreakMs: schedule.shortBreak / 1_000_000,
            longBreakMs: schedule.longBreak / 1_000_000,
            rounds: Int(clamping: schedule.rounds))
    }
}
