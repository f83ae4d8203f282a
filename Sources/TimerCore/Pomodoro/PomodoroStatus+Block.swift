import FoundationEssentials

/// The "pomodoro" block of `sandglass status`.
extension PomodoroStatus: StatusBlock {
    public static let key = "pomodoro"
    public static let position = 2
    public static let fieldsHelp =
        #"{"state", "phase", "round", "rounds", "remaining_ms", "completed_focus", "completed_focus_cycle", "ringing", "away": null or {"away_ms", "since_ms", "back_ms", "can_keep"}}"#

    /// "Pomodoro: running, Focus, round 2 of 4, 00:12:34 left; 3 focus sessions completed today".
    public func textLines(wallNow: Date, zone: LocalZone, timeFormat: LocalTimeFormat) -> [String] {
        guard state != .idle else {
            return [
                trn(
                    "Pomodoro: idle; {count} focus session completed today",
                    "Pomodoro: idle; {count} focus sessions completed today", completedFocus)
            ]
        }
        let phase = PomodoroReading.summary(
            phase: self.phase, round: round, rounds: rounds,
            displayedSeconds: Duration.milliseconds(remainingMs).totalSecondsRoundedUp)
        let count = completedFocus
        let line =
            state == .paused
            ? trn(
                "Pomodoro: paused, {phase}; {count} focus session completed today",
                "Pomodoro: paused, {phase}; {count} focus sessions completed today", count,
                ["phase": phase])
            : trn(
                "Pomodoro: running, {phase}; {count} focus session completed today",
                "Pomodoro: running, {phase}; {count} focus sessions completed today", count,
                ["phase": phase])
        return [line]
    }

    /// The phase under way, or its chime while it rings.
    public func barItems(atMs: Int64, nowMs: Int64) -> [RankedBarItem] {
        guard state != .idle || ringing else { return [] }
        let running = state == .running
        let sinceReport = max(0, Saturating.subtract(nowMs, atMs))
        let remaining =
            running ? max(0, Saturating.subtract(remainingMs, sinceReport)) : remainingMs
        let item = BarItem(
            mode: "pomodoro", label: phase.title,
            state: ringing ? "ringing" : state.rawValue,
            phase: phase.rawValue.replacing("_", with: "-"),
            time: BarItems.countdownTime(remainingMs: remaining),
            elapsedFraction: phaseMs.flatMap { BarItems.fraction(left: remaining, of: $0) },
            nextChangeMs: running && remaining > 0 ? BarItems.untilRoundedUpChanges(remaining) : nil
        )
        return [RankedBarItem(rank: ringing ? 0 : running ? 1 : 5, item: item)]
    }

    public func runningEndsMs(atMs: Int64) -> [Int64] {
        state == .running ? [Saturating.add(atMs, remainingMs)] : []
    }
}
