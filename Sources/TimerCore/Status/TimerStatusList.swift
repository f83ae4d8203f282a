import FoundationEssentials

/// Every timer, in display order: the "timers" block of `sandglass status` (always written, as
/// an empty list when there is none).
public struct TimerStatusList: StatusBlock {
    public static let key = "timers"
    public static let position = 0
    public static let isRequired = true
    public static let fieldsHelp =
        #"[{"label", "state", "duration_ms", "remaining_ms", "ends_at", "finished_at", "ringing"}]"#

    public var timers: [TimerStatus]

    public init(_ timers: [TimerStatus]) {
        self.timers = timers
    }

    /// Written as the bare list.
    public init(from decoder: Decoder) throws {
        timers = try decoder.singleValueContainer().decode([TimerStatus].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(timers)
    }

    /// One line per timer, e.g. "Timer “Tea”: running, 00:04:12 left, ends at 14:05:30" /
    /// "Timer: idle (00:05:00)" / "Timer: paused, 00:02:00 left" / "Timer: finished 42 seconds ago";
    /// "No timers" when there is none.
    public func textLines(wallNow: Date, zone: LocalZone, timeFormat: LocalTimeFormat) -> [String] {
        guard !timers.isEmpty else { return [tr("No timers")] }
        return timers.map { line(for: $0, wallNow: wallNow, zone: zone, timeFormat: timeFormat) }
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

    /// Each timer under way or finished: what rings first, then finished, running, paused.
    public func barItems(atMs: Int64, nowMs: Int64) -> [RankedBarItem] {
        timers.filter { $0.state != .idle }.map { timer in
            var remaining = timer.remainingMs
            if timer.state == .running {
                // Saturating throughout: a report is read from the bus, and no number in it may trap.
                remaining = max(
                    0,
                    Saturating.subtract(
                        timer.endsAtMs ?? Saturating.add(atMs, timer.remainingMs), nowMs))
            }
            let state = timer.ringing ? "ringing" : timer.state.rawValue
            let item = BarItem(
                mode: "timer", label: timer.label, state: state, phase: nil,
                time: BarItems.countdownTime(remainingMs: remaining),
                elapsedFraction: BarItems.fraction(left: remaining, of: timer.durationMs),
                nextChangeMs: timer.state == .running && remaining > 0
                    ? BarItems.untilRoundedUpChanges(remaining) : nil)
            let rank =
                timer.ringing ? 0 : timer.state == .finished ? 1 : timer.state == .running ? 2 : 6
            return RankedBarItem(rank: rank, item: item)
        }
    }

    public func runningEndsMs(atMs: Int64) -> [Int64] {
        timers.filter { $0.state == .running }.map {
            $0.endsAtMs ?? Saturating.add(atMs, $0.remainingMs)
        }
    }
}
