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
        // Saturating throughout: a report is read from the bus, and no number in it may trap.
        let sinceReport = max(0, Saturating.subtract(nowMs, atMs))
        var items: [(rank: Int, order: Int, item: BarItem)] = []
        func add(_ rank: Int, _ item: BarItem) { items.append((rank, items.count, item)) }

        for timer in report.timers where timer.state != .idle {
            var remaining = timer.remainingMs
            if timer.state == .running {
                remaining = max(
                    0,
                    Saturating.subtract(
                        timer.endsAtMs ?? Saturating.add(atMs, timer.remainingMs), nowMs))
            }
            let state = timer.ringing ? "ringing" : timer.state.rawValue
            let item = BarItem(
                mode: "timer", label: timer.label, state: state, phase: nil,
                time: countdownTime(remainingMs: remaining),
                elapsedFraction: fraction(left: remaining, of: timer.durationMs),
                nextChangeMs: timer.state == .running && remaining > 0
                    ? untilRoundedUpChanges(remaining) : nil)
            add(
                timer.ringing ? 0 : timer.state == .finished ? 1 : timer.state == .running ? 2 : 6,
                item)
        }
        if let pomodoro = report.pomodoro, pomodoro.state != .idle || pomodoro.ringing {
            let running = pomodoro.state == .running
            let remaining =
                running
                ? max(0, Saturating.subtract(pomodoro.remainingMs, sinceReport))
                : pomodoro.remainingMs
            let item = BarItem(
                mode: "pomodoro", label: pomodoro.phase.title,
                state: pomodoro.ringing ? "ringing" : pomodoro.state.rawValue,
                phase: pomodoro.phase.rawValue.replacing("_", with: "-"),
                time: countdownTime(remainingMs: remaining),
                elapsedFraction: pomodoro.phaseMs.flatMap { fraction(left: remaining, of: $0) },
                nextChangeMs: running && remaining > 0 ? untilRoundedUpChanges(remaining) : nil)
            add(pomodoro.ringing ? 0 : running ? 1 : 5, item)
        }
        if let stopwatch = report.stopwatch, stopwatch.state != .idle {
            let running = stopwatch.state == .running
            let elapsed =
                running ? Saturating.add(stopwatch.elapsedMs, sinceReport) : stopwatch.elapsedMs
            let item = BarItem(
                mode: "stopwatch", label: "", state: stopwatch.state.rawValue, phase: nil,
                time: clockTime(seconds: elapsed / 1000), elapsedFraction: nil,
                nextChangeMs: running ? 1000 - (elapsed % 1000 + 1000) % 1000 : nil)
            add(running ? 3 : 7, item)
        }
        if let countdown = report.countdown, countdown.state != .idle {
            let running = countdown.state == .running
            let target = countdown.target.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:))
            let remaining =
                running
                ? max(
                    0,
                    Saturating.subtract(
                        target ?? Saturating.add(atMs, countdown.remainingMs), nowMs)) : 0
            let seconds = Duration.milliseconds(remaining).totalSecondsRoundedUp
            let days = seconds / 86_400
            let time =
                days > 0
                ? "\(days)d \(ClockFormat.hms(totalSeconds: seconds % 86_400))"
                : countdownTime(remainingMs: remaining)
            let item = BarItem(
                mode: "countdown", label: countdown.label,
                state: countdown.ringing ? "ringing" : countdown.state.rawValue,
                phase: nil, time: time, elapsedFraction: nil,
                nextChangeMs: running && remaining > 0 ? untilRoundedUpChanges(remaining) : nil)
            add(countdown.ringing ? 0 : running ? 4 : 8, item)
        }
        return items.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map(\.item)
    }

    /// How long from `nowMs` until the soonest end of what the report has running (a timer, the
    /// Pomodoro phase, the countdown); nil when nothing running ends after `nowMs`.
    ///
    /// A report made from the saved files, with no Sandglass running, holds until then: what
    /// ends is finished only in a report made after it (`status` reads the files again).
    public static func untilNextEndMs(_ report: StatusReport, nowMs: Int64) -> Int64? {
        let atMs = report.atMs ?? nowMs
        var ends: [Int64] = report.timers.filter { $0.state == .running }.map {
            $0.endsAtMs ?? Saturating.add(atMs, $0.remainingMs)
        }
        if let pomodoro = report.pomodoro, pomodoro.state == .running {
            ends.append(Saturating.add(atMs, pomodoro.remainingMs))
        }
        if let countdown = report.countdown, countdown.state == .running {
            ends.append(
                countdown.target.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:))
                    ?? Saturating.add(atMs, countdown.remainingMs))
        }
        return ends.filter { $0 > nowMs }.min().map { $0 - nowMs }
    }

    /// How long until something on the bar changes by itself; nil when nothing counts.
    public static func nextChangeMs(_ items: [BarItem]) -> Int64? {
        items.compactMap(\.nextChangeMs).min()
    }

    /// Time left as a bar shows it, rounded up as the window shows it: "04:59", "1:02:03".
    static func countdownTime(remainingMs: Int64) -> String {
        clockTime(seconds: Duration.milliseconds(max(0, remainingMs)).totalSecondsRoundedUp)
    }

    /// "MM:SS" under an hour, "H:MM:SS" from one.
    static func clockTime(seconds: Int64) -> String {
        let hours = seconds / 3600
        let minutes = Int(seconds / 60 % 60)
        let rest = Int(seconds % 60)
        let tail = "\(ClockFormat.twoDigits(minutes)):\(ClockFormat.twoDigits(rest))"
        return hours > 0 ? "\(hours):\(tail)" : tail
    }

    /// Milliseconds until a time left of `remaining`, shown rounded up, shows one second less.
    static func untilRoundedUpChanges(_ remaining: Int64) -> Int64 {
        let within = remaining % 1000
        return within == 0 ? 1000 : within
    }

    private static func fraction(left remaining: Int64, of total: Int64) -> Double? {
        guard total > 0 else { return nil }
        // in Double: no overflow
        return min(1, max(0, (Double(total) - Double(remaining)) / Double(total)))
    }
}
