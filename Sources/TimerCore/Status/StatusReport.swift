import Foundation

/// What `sandglass status` prints: every timer, as JSON or as text.
public struct StatusReport: Codable, Equatable, Sendable {
    /// The timers, in display order.
    public var timers: [TimerStatus]

    /// Creates a report of `timers`.
    public init(timers: [TimerStatus]) {
        self.timers = timers
    }

    /// One line of JSON, snake_case keys in this order: {"timers": [{"label", "state", "duration_ms", "remaining_ms", "ends_at", "finished_at"}]}; nulls written as null (not omitted).
    public func json() -> String {
        JSONText.object([("timers", JSONText.array(timers.map { $0.json() }))])
    }

    /// Human-readable, one line per timer, e.g. "Timer “Tea”: running, 00:04:12 left, ends at 14:05:30" / "Timer: idle (00:05:00)" / "Timer: paused, 00:02:00 left" / "Timer: finished 42 seconds ago".
    ///
    /// Wall-clock times are read back from the ISO fields and compared with `source.wallNow`.
    public func text(source: TimeSource, locale: Locale = .current, timeZone: TimeZone = .current) -> String {
        text(wallNow: source.wallNow, locale: locale, timeZone: timeZone)
    }

    /// The same text, with the wall-clock time given directly.
    public func text(wallNow: Date, locale: Locale = .current, timeZone: TimeZone = .current) -> String {
        guard !timers.isEmpty else { return "No timers" }
        return timers.map { line(for: $0, wallNow: wallNow, locale: locale, timeZone: timeZone) }
            .joined(separator: "\n")
    }

    /// The line for one timer.
    private func line(for status: TimerStatus, wallNow: Date, locale: Locale, timeZone: TimeZone) -> String {
        let name = status.label.isEmpty ? "Timer" : "Timer “\(status.label)”"
        let end = status.endsAt.flatMap(ISO8601Milliseconds.date(from:))
        // Rounded up, as the window shows it.
        let left = ClockFormat.hms(totalSeconds: Duration.milliseconds(status.remainingMs).totalSecondsRoundedUp)
        switch status.state {
        case .idle:
            let duration = ClockFormat.hms(
                totalSeconds: Duration.milliseconds(status.durationMs).totalSecondsRoundedUp)
            return "\(name): idle (\(duration))"
        case .running:
            guard let end else { return "\(name): running, \(left) left" }
            let when = EndTimeText.phrase(ending: end, now: wallNow, locale: locale, timeZone: timeZone)
            return "\(name): running, \(left) left, ends \(when)"
        case .paused:
            return "\(name): paused, \(left) left"
        case .finished:
            guard let end else { return "\(name): finished" }
            // Milliseconds suffice for whole-second text; the bounds keep the conversion from trapping.
            let milliseconds = (wallNow.timeIntervalSince(end) * 1_000).rounded(.down)
            let elapsed = Duration.milliseconds(Int64(min(9e15, max(-9e15, milliseconds))))
            return "\(name): finished \(EndedAgoText.phrase(elapsed: elapsed))"
        }
    }
}
