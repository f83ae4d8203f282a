import FoundationEssentials

/// What `sandglass status` prints: every timer, the stopwatch, the Pomodoro cycle and the countdown, as JSON or as text.
public struct StatusReport: Codable, Equatable, Sendable {
    /// The version of the JSON schema: fields are added within a version, never changed or removed.
    public static let schemaVersion = 1

    /// When the report was made, in milliseconds since 1970 (the wall clock): its `remaining_ms`
    /// and `elapsed_ms` are as of then. Nil for a report made without a reading (tests).
    public var atMs: Int64?
    /// The timers, in display order.
    public var timers: [TimerStatus]
    /// The stopwatch; nil leaves it out of the report.
    public var stopwatch: StopwatchStatus?
    /// The Pomodoro cycle; nil leaves it out.
    public var pomodoro: PomodoroStatus?
    /// The countdown to a date; nil leaves it out.
    public var countdown: DateCountdownStatus?
    /// The window; nil leaves it out. JSON only: the text is the same with Sandglass running or not.
    public var window: WindowStatus?

    /// The keys, in the order they are written.
    enum CodingKeys: String, CodingKey {
        /// Written only: `schemaVersion`.
        case version
        case atMs = "at_ms"
        case timers, stopwatch, pomodoro, countdown, window
    }

    /// Where `json()` hands `atMs` to the modes' encoders (for the instants derived from it).
    public static let atMsKey = CodingUserInfoKey(rawValue: "sandglass.status.at_ms")

    /// The report's `at_ms` as `encoder` was given it (nil: none, as in a report without a reading).
    static func atMs(of encoder: Encoder) -> Int64? {
        atMsKey.flatMap { encoder.userInfo[$0] as? Int64 }
    }

    /// Creates a report of `timers` and, when given, the other modes.
    public init(
        timers: [TimerStatus], stopwatch: StopwatchStatus? = nil,
        pomodoro: PomodoroStatus? = nil, countdown: DateCountdownStatus? = nil
    ) {
        self.timers = timers
        self.stopwatch = stopwatch
        self.pomodoro = pomodoro
        self.countdown = countdown
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        atMs = try container.decodeIfPresent(Int64.self, forKey: .atMs)
        timers = try container.decode([TimerStatus].self, forKey: .timers)
        stopwatch = try container.decodeIfPresent(StopwatchStatus.self, forKey: .stopwatch)
        pomodoro = try container.decodeIfPresent(PomodoroStatus.self, forKey: .pomodoro)
        countdown = try container.decodeIfPresent(DateCountdownStatus.self, forKey: .countdown)
        window = try container.decodeIfPresent(WindowStatus.self, forKey: .window)
    }

    /// Every key in the documented order (`at_ms` as null when there is none); a mode the report
    /// does not have is left out.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .version)
        try container.encode(atMs, forKey: .atMs)
        try container.encode(timers, forKey: .timers)
        try container.encodeIfPresent(stopwatch, forKey: .stopwatch)
        try container.encodeIfPresent(pomodoro, forKey: .pomodoro)
        try container.encodeIfPresent(countdown, forKey: .countdown)
        try container.encodeIfPresent(window, forKey: .window)
    }

    /// One line of JSON, snake_case keys in this order: {"timers": [{"id", "label", "state", "duration_ms", "remaining_ms", "ends_at", "finished_at"}], "stopwatch": {"state", "elapsed_ms", "laps": [{"number", "split_ms", "total_ms"}]}}; nulls written as null (not omitted).
    ///
    /// Then "pomodoro": {"state", "phase", "round", "rounds", "remaining_ms", "completed_focus" (today),
    /// "completed_focus_cycle"}, "countdown": {"state", "label", "target", "remaining_ms"} and
    /// "window": {"visible", "pinned"}.
    /// Each mode is written only when the report has it, so reports without it read as before.
    ///
    /// It begins with "version" (`schemaVersion`) and "at_ms"; every instant also appears as
    /// milliseconds since 1970 ("ends_at_ms", "finished_at_ms", "target_ms"), and a running
    /// stopwatch's and Pomodoro phase's as "started_at_ms" and "ends_at_ms" (from "at_ms"), so a
    /// client counts on by itself.
    ///
    /// Written by the same `CodingKeys` and `encode(to:)` that `Decodable` reads it back with.
    public func json() -> String {
        var userInfo: [CodingUserInfoKey: Any] = [:]
        if let key = Self.atMsKey, let atMs { userInfo[key] = atMs }
        // The status holds strings, booleans and integers only: nothing it cannot write.
        return (try? OrderedJSONEncoder(userInfo: userInfo).text(self)) ?? "{}"
    }

    /// Human-readable, one line per timer, e.g. "Timer “Tea”: running, 00:04:12 left, ends at 14:05:30" / "Timer: idle (00:05:00)" / "Timer: paused, 00:02:00 left" / "Timer: finished 42 seconds ago".
    ///
    /// Wall-clock times are read back from the ISO fields and compared with `source.wallNow`; a
    /// timer's end and the countdown's target are written in `timeFormat`.
    public func text(
        source: TimeSource, zone: LocalZone = .system,
        timeFormat: LocalTimeFormat = .current
    ) -> String {
        text(wallNow: source.wallNow, zone: zone, timeFormat: timeFormat)
    }

    /// The same text, with the wall-clock time given directly.
    ///
    /// The stopwatch, when present, adds a last line: "Stopwatch: running, 01:23.45, 3 laps".
    public func text(
        wallNow: Date, zone: LocalZone = .system,
        timeFormat: LocalTimeFormat = .current
    ) -> String {
        var lines = timers.map {
            line(for: $0, wallNow: wallNow, zone: zone, timeFormat: timeFormat)
        }
        if lines.isEmpty { lines.append(tr("No timers")) }
        if let stopwatch { lines.append(line(for: stopwatch)) }
        if let pomodoro { lines.append(line(for: pomodoro)) }
        if let countdown {
            lines.append(line(for: countdown, wallNow: wallNow, zone: zone, timeFormat: timeFormat))
        }
        return lines.joined(separator: "\n")
    }

    /// "Pomodoro: running, Focus, round 2 of 4, 00:12:34 left; 3 focus sessions completed today".
    private func line(for pomodoro: PomodoroStatus) -> String {
        guard pomodoro.state != .idle else {
            return trn(
                "Pomodoro: idle; {count} focus session completed today",
                "Pomodoro: idle; {count} focus sessions completed today", pomodoro.completedFocus)
        }
        let phase = PomodoroReading.summary(
            phase: pomodoro.phase, round: pomodoro.round, rounds: pomodoro.rounds,
            displayedSeconds: Duration.milliseconds(pomodoro.remainingMs).totalSecondsRoundedUp)
        let count = pomodoro.completedFocus
        return pomodoro.state == .paused
            ? trn(
                "Pomodoro: paused, {phase}; {count} focus session completed today",
                "Pomodoro: paused, {phase}; {count} focus sessions completed today", count,
                ["phase": phase])
            : trn(
                "Pomodoro: running, {phase}; {count} focus session completed today",
                "Pomodoro: running, {phase}; {count} focus sessions completed today", count,
                ["phase": phase])
    }

    /// "Countdown “Launch”: 03:14:07:55 left, until Friday, 1 January 2027 at 00:00 CET" / "Countdown: idle".
    private func line(
        for countdown: DateCountdownStatus, wallNow: Date, zone: LocalZone,
        timeFormat: LocalTimeFormat
    ) -> String {
        let name =
            countdown.label.isEmpty
            ? tr("Countdown")
            : tr("Countdown “{label}”", ["label": LabelText.printable(countdown.label)])
        guard countdown.state != .idle,
            let target = countdown.target.flatMap(ISO8601Milliseconds.date(from:))
        else {
            return tr("{name}: idle", ["name": name])
        }
        let when = CountdownFormat.targetText(target, zone: zone, format: timeFormat)
        guard countdown.state == .running else {
            return tr("{name}: ended ({when})", ["name": name, "when": when])
        }
        let left = CountdownFormat.text(
            totalSeconds: Duration.milliseconds(countdown.remainingMs).totalSecondsRoundedUp)
        return tr("{name}: {left} left, until {when}", ["name": name, "left": left, "when": when])
    }

    /// The line for the stopwatch: "Stopwatch: paused, 00:12.34, 1 lap" (hundredths rounded down, as the window shows them).
    private func line(for stopwatch: StopwatchStatus) -> String {
        let elapsed = StopwatchFormat.text(.milliseconds(stopwatch.elapsedMs))
        let count = stopwatch.laps.count
        let values: KeyValuePairs = ["elapsed": elapsed]
        return switch stopwatch.state {
        case .idle:
            trn(
                "Stopwatch: idle, {elapsed}, {count} lap",
                "Stopwatch: idle, {elapsed}, {count} laps", count, values)
        case .running:
            trn(
                "Stopwatch: running, {elapsed}, {count} lap",
                "Stopwatch: running, {elapsed}, {count} laps", count, values)
        case .paused:
            trn(
                "Stopwatch: paused, {elapsed}, {count} lap",
                "Stopwatch: paused, {elapsed}, {count} laps", count, values)
        }
    }

    /// The line for one timer.
    private func line(
        for status: TimerStatus, wallNow: Date, zone: LocalZone, timeFormat: LocalTimeFormat
    ) -> String {
        // A timer without a label is named by its id ("Timer 2"), as `--id 2` finds it.
        let name =
            !status.label.isEmpty
            ? tr("Timer “{label}”", ["label": LabelText.printable(status.label)])
            : status.id.map { tr("Timer {id}", ["id": String($0)]) } ?? tr("Timer")
        let end = status.endsAt.flatMap(ISO8601Milliseconds.date(from:))
        // Rounded up, as the window shows it.
        let left = ClockFormat.hms(
            totalSeconds: Duration.milliseconds(status.remainingMs).totalSecondsRoundedUp)
        switch status.state {
        case .idle:
            let duration = ClockFormat.hms(
                totalSeconds: Duration.milliseconds(status.durationMs).totalSecondsRoundedUp)
            return tr("{name}: idle ({duration})", ["name": name, "duration": duration])
        case .running:
            guard let end else {
                return tr("{name}: running, {left} left", ["name": name, "left": left])
            }
            let when = EndTimeText.phrase(ending: end, now: wallNow, zone: zone, format: timeFormat)
            return tr(
                "{name}: running, {left} left, ends {when}",
                ["name": name, "left": left, "when": when])
        case .paused:
            return tr("{name}: paused, {left} left", ["name": name, "left": left])
        case .finished:
            guard let end else { return tr("{name}: finished", ["name": name]) }
            // Milliseconds suffice for whole-second text; the bounds keep the conversion from trapping.
            let milliseconds = (wallNow.timeIntervalSince(end) * 1_000).rounded(.down)
            let elapsed = Duration.milliseconds(Int64(min(9e15, max(-9e15, milliseconds))))
            return tr(
                "{name}: finished {ago}",
                ["name": name, "ago": EndedAgoText.phrase(elapsed: elapsed)])
        }
    }
}
