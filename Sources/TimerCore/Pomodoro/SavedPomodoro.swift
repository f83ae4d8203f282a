import FoundationEssentials

/// The Pomodoro cycle as saved on disk: wall-clock instants, so it survives a restart, a crash or a reboot.
///
/// The model's instants are on the boot clock, which starts again at every boot; on disk a running
/// cycle is kept as the wall-clock moment of its anchor and its position then, and projected back
/// onto the boot clock when read, so the phases it crossed meanwhile are derived like any others.
/// Amounts are whole milliseconds. Decoding checks every field: a file that does not make sense is
/// refused as a whole rather than half-trusted.
public struct SavedPomodoro: Codable, Equatable, Sendable {
    /// Bumped when the format changes incompatibly; other versions are not read.
    public static let currentVersion = 1

    /// The farthest an instant may lie from now: 100 years, far inside the boot clock's ±292 years.
    static let maximumMs: Int64 = SavedStopwatch.maximumMs

    /// The highest phase index read back: more than 100 years of one-second phases.
    static let maximumPhaseIndex: Int64 = 1 << 40

    /// The format's version; only `currentVersion` is read.
    public var version: Int
    /// The focus length.
    public var focusMs: Int64
    /// The short break length.
    public var shortBreakMs: Int64
    /// The long break length.
    public var longBreakMs: Int64
    /// Focus phases per set.
    public var rounds: Int
    /// Whether the next phase starts by itself.
    public var autoStart: Bool
    /// The stored state; a running cycle with auto-start off may have reached its phase end since.
    public var state: PomodoroState
    /// Running and paused: the phase, counted from the cycle's start.
    public var phaseIndex: Int64?
    /// Running and paused: the time spent in that phase (at the anchor when running).
    public var intoMs: Int64?
    /// Running and paused: focus phases of the cycle completed before that point.
    public var completedFocusCycle: Int64?
    /// Running: when the cycle was at that position, wall-clock milliseconds since 1970.
    public var anchorMs: Int64?
    /// Paused: whether it is waiting at the phase's start because auto-start is off.
    public var waiting: Bool?
    /// Closed runs in which focus phases were completed, oldest first (the last 48 hours).
    public var runs: [SavedPomodoroRun]
    /// Single focus completions outside runs, wall-clock milliseconds since 1970, oldest first.
    public var completionsMs: [Int64]

    enum CodingKeys: String, CodingKey {
        case version, rounds, state, waiting, runs
        case focusMs = "focus_ms"
        case shortBreakMs = "short_break_ms"
        case longBreakMs = "long_break_ms"
        case autoStart = "auto_start"
        case phaseIndex = "phase_index"
        case intoMs = "into_ms"
        case completedFocusCycle = "completed_focus_cycle"
        case anchorMs = "anchor_ms"
        case completionsMs = "completions_ms"
    }

    /// Captures `pomodoro`, projecting its instants onto the wall clock with one reading.
    public init(pomodoro: Pomodoro, reading: ClockReading) {
        let settings = pomodoro.settings
        version = Self.currentVersion
        focusMs = settings.focus.totalMilliseconds
        shortBreakMs = settings.shortBreak.totalMilliseconds
        longBreakMs = settings.longBreak.totalMilliseconds
        rounds = settings.rounds
        autoStart = settings.autoStart
        state = pomodoro.state
        let schedule = PomodoroSchedule(settings)
        let position: PomodoroPosition?
        switch pomodoro.mode {
        case .idle:
            position = nil
        case .running(let anchor, let at):
            position = at
            anchorMs = reading.wallMilliseconds(of: anchor)
        case .paused(let at, let isWaiting):
            position = at
            waiting = isWaiting
        }
        if let position {
            phaseIndex = position.phaseIndex
            // Never a whole phase, even when the length is not a whole number of milliseconds.
            intoMs = min(
                position.into / 1_000_000, schedule.length(at: position.phaseIndex) / 1_000_000 - 1)
            completedFocusCycle = position.completedFocus
        }
        runs = pomodoro.history.runs.map { SavedPomodoroRun(run: $0, reading: reading) }
        completionsMs = pomodoro.history.completions.map { reading.wallMilliseconds(of: $0) }
    }

    /// The cycle this describes, as of `reading`; throws when a field is missing or out of range.
    ///
    /// A running cycle continues from its anchor: the phases that ended while the program was not
    /// running are derived, so the state after a restart is the one it would have had. An anchor
    /// in the future (the wall clock was set back since the save) is moved to now. History older
    /// than 48 hours is dropped.
    public func restore(reading: ClockReading) throws(SavedTimer.Invalid) -> Pomodoro {
        guard version == Self.currentVersion else {
            throw Invalid(reason: "unknown version \(version)")
        }
        let settings = try Self.settings(
            focusMs: focusMs, shortBreakMs: shortBreakMs, longBreakMs: longBreakMs, rounds: rounds,
            autoStart: autoStart)
        let schedule = PomodoroSchedule(settings)

        let mode: Pomodoro.Mode
        switch state {
        case .idle:
            mode = .idle
        case .running:
            let position = try checkedPosition(in: schedule)
            guard let anchorMs else {
                throw Invalid(reason: "anchor_ms is missing for a running pomodoro")
            }
            let anchor = try Self.instant(anchorMs, "anchor_ms", reading: reading)
            mode = .running(anchor: min(anchor, reading.now), position: position)
        case .paused:
            let position = try checkedPosition(in: schedule)
            guard let waiting else {
                throw Invalid(reason: "waiting is missing for a paused pomodoro")
            }
            guard !waiting || position.into == 0 else {
                throw Invalid(reason: "a waiting pomodoro is at a phase's start")
            }
            mode = .paused(position: position, waiting: waiting)
        }

        var history = PomodoroHistory()
        for (number, saved) in runs.enumerated() {
            history.runs.append(try Self.run(saved, number: number + 1, reading: reading))
        }
        for completionMs in completionsMs {
            history.completions.append(
                try Self.instant(completionMs, "completions_ms", reading: reading))
        }
        history.prune(at: reading.now)
        return Pomodoro(settings: settings, mode: mode, history: history)
    }

    // MARK: - Checks

    /// The position of a running or paused cycle, after checking its fields against `schedule`.
    private func checkedPosition(in schedule: PomodoroSchedule) throws(Invalid) -> PomodoroPosition
    {
        guard let phaseIndex, let intoMs, let completedFocusCycle else {
            throw Invalid(
                reason:
                    "phase_index, into_ms and completed_focus_cycle are needed for a \(state.rawValue) pomodoro"
            )
        }
        let position = try Self.position(
            phaseIndex: phaseIndex, intoMs: intoMs, schedule: schedule, field: "")
        // Focus phases before phase i are those at 0, 2, 4, … below i.
        guard completedFocusCycle >= 0, completedFocusCycle <= (phaseIndex + 1) / 2 else {
            throw Invalid(
                reason:
                    "completed_focus_cycle \(completedFocusCycle) is impossible at phase_index \(phaseIndex)"
            )
        }
        // Files written before the count started again with each set of rounds hold the whole
        // cycle's count: no more than the set's own focus phases can have run out.
        return PomodoroPosition(
            phaseIndex: position.phaseIndex, into: position.into,
            completedFocus: completedFocusCycle
        )
        .countedWithin(schedule)
    }

    /// Valid settings from their saved fields.
    private static func settings(
        focusMs: Int64, shortBreakMs: Int64, longBreakMs: Int64, rounds: Int, autoStart: Bool,
        field: String = ""
    ) throws(Invalid) -> PomodoroSettings {
        let maximumMs = PomodoroSettings.maximumLength.totalMilliseconds
        for (name, ms) in [
            ("focus_ms", focusMs), ("short_break_ms", shortBreakMs), ("long_break_ms", longBreakMs),
        ] {
            guard ms >= 1_000, ms <= maximumMs else {
                throw Invalid(reason: "\(field)\(name) \(ms) is not between 1000 and \(maximumMs)")
            }
        }
        guard PomodoroSettings.roundsRange.contains(rounds) else {
            throw Invalid(
                reason: "\(field)rounds \(rounds) is not in \(PomodoroSettings.roundsRange)")
        }
        return PomodoroSettings(
            focus: .milliseconds(focusMs), shortBreak: .milliseconds(shortBreakMs),
            longBreak: .milliseconds(longBreakMs),
            rounds: rounds, autoStart: autoStart)
    }

    /// A phase index and the time into it, checked against `schedule`; completed count zero.
    private static func position(
        phaseIndex: Int64, intoMs: Int64, schedule: PomodoroSchedule, field: String
    ) throws(Invalid) -> PomodoroPosition {
        guard phaseIndex >= 0, phaseIndex <= maximumPhaseIndex else {
            throw Invalid(reason: "\(field)phase_index \(phaseIndex) is out of range")
        }
        let lengthMs = schedule.length(at: phaseIndex) / 1_000_000
        guard intoMs >= 0, intoMs < lengthMs else {
            throw Invalid(
                reason: "\(field)into_ms \(intoMs) is not less than the phase's \(lengthMs)")
        }
        return PomodoroPosition(phaseIndex: phaseIndex, into: intoMs * 1_000_000, completedFocus: 0)
    }

    /// The boot-clock instant of a wall-clock time at most 100 years from now (`ValueRules`).
    private static func instant(
        _ wallMs: Int64, _ field: String, reading: ClockReading
    ) throws(Invalid) -> Instant {
        try ValueRules.instant(wallMs: wallMs, field: field, reading: reading)
    }

    /// A run of the history, every field checked.
    private static func run(
        _ saved: SavedPomodoroRun, number: Int, reading: ClockReading
    ) throws(Invalid) -> PomodoroRun {
        let field = "runs[\(number)]."
        let settings = try settings(
            focusMs: saved.focusMs, shortBreakMs: saved.shortBreakMs,
            longBreakMs: saved.longBreakMs,
            rounds: saved.rounds, autoStart: true, field: field)
        let schedule = PomodoroSchedule(settings)
        let position = try position(
            phaseIndex: saved.phaseIndex, intoMs: saved.intoMs, schedule: schedule, field: field)
        let start = try instant(saved.startMs, field + "start_ms", reading: reading)
        let end = try instant(saved.endMs, field + "end_ms", reading: reading)
        guard start <= end else { throw Invalid(reason: "\(field)end_ms is before start_ms") }
        return PomodoroRun(
            start: start, end: end, phaseIndex: position.phaseIndex, into: position.into,
            schedule: schedule)
    }

    /// The error `restore` throws, shared with `SavedTimer` so callers handle one type.
    private typealias Invalid = SavedTimer.Invalid
}
