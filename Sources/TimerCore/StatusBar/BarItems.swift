/// What a status bar shows of a `StatusReport` at a given wall-clock time: the things under way,
/// the one to show first, and when the digits next change.
///
/// A report says where each thing stood when it was made (`at_ms`, the instants in `*_ms`); the
/// bar counts on from there by itself, so the running Sandglass is not asked every second.
public enum BarItems {
    /// Everything under way or ringing at `nowMs` (milliseconds since 1970), the one to show
    /// first first: what rings, then a running Pomodoro phase, running timers (the soonest end
    /// first), a running stopwatch, a running countdown, then what is paused. A finished timer
    /// waiting to be dismissed (its ring over, or silent) comes right after what rings.
    public static func items(_ report: StatusReport, nowMs: Int64) -> [BarItem] {
        let atMs = report.atMs ?? nowMs
        // Each block ranks its own; within a rank, the blocks' order and then each block's.
        let ranked = report.blocks.flatMap { $0.barItems(atMs: atMs, nowMs: nowMs) }
        return ranked.enumerated()
            .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .map(\.element.item)
    }

    /// How long from `nowMs` until the soonest end of what the report has running (a timer, the
    /// Pomodoro phase, the countdown); nil when nothing running ends after `nowMs`.
    ///
    /// A report made from the saved files, with no Sandglass running, holds until then: what
    /// ends is finished only in a report made after it (`status` reads the files again).
    public static func untilNextEndMs(_ report: StatusReport, nowMs: Int64) -> Int64? {
        let atMs = report.atMs ?? nowMs
        let ends = report.blocks.flatMap { $0.runningEndsMs(atMs: atMs) }
        return ends.filter { $0 > nowMs }.min().map { $0 - nowMs }
    }

    /// How long until something on the bar changes by itself; nil when nothing counts.
    public static func nextChangeMs(_ items: [BarItem]) -> Int64? {
        items.compactMap(\.nextChangeMs).min()
    }

    /// Time left as a bar shows it, rounded up as the window shows it: "04:59", "1:02:03".
    public static func countdownTime(remainingMs: Int64) -> String {
        clockTime(seconds: Duration.milliseconds(max(0, remainingMs)).totalSecondsRoundedUp)
    }

    /// "MM:SS" under an hour, "H:MM:SS" from one.
    public static func clockTime(seconds: Int64) -> String {
        let hours = seconds / 3600
        let minutes = Int(seconds / 60 % 60)
        let rest = Int(seconds % 60)
        let tail = "\(ClockFormat.twoDigits(minutes)):\(ClockFormat.twoDigits(rest))"
        return hours > 0 ? "\(hours):\(tail)" : tail
    }

    /// Milliseconds until a time left of `remaining`, shown rounded up, shows one second less.
    public static func untilRoundedUpChanges(_ remaining: Int64) -> Int64 {
        let within = remaining % 1000
        return within == 0 ? 1000 : within
    }

    /// How much of `total` has gone by with `remaining` left, 0...1; nil without a length.
    public static func fraction(left remaining: Int64, of total: Int64) -> Double? {
        guard total > 0 else { return nil }
        // in Double: no overflow
        return min(1, max(0, (Double(total) - Double(remaining)) / Double(total)))
    }
}
