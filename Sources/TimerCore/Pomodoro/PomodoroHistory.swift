/// The focus phases completed lately, for the day's count: closed runs plus single completions, kept for 48 hours.
///
/// Only runs in which a focus phase ran out are kept, and anything that ended more than
/// `retention` ago is dropped at the next transition, so the history stays a handful of entries.
struct PomodoroHistory: Codable, Equatable, Sendable {
    /// How long completions are kept: two days, enough for "today" in any time zone.
    static let retention: Duration = .seconds(48 * 3600)

    /// Closed runs in which at least one focus phase ran out, oldest first.
    var runs: [PomodoroRun]
    /// Focus phases that ended on their own, outside any run (cut short by new settings), oldest first.
    var completions: [Instant]

    /// An empty history.
    init(runs: [PomodoroRun] = [], completions: [Instant] = []) {
        self.runs = runs
        self.completions = completions
    }

    /// Keeps `run` if a focus phase ran out in it.
    mutating func record(_ run: PomodoroRun) {
        guard run.completedFocus > 0 else { return }
        runs.append(run)
    }

    /// Keeps one focus phase that ended at `instant`.
    mutating func record(completionAt instant: Instant) {
        completions.append(instant)
    }

    /// Drops what ended more than `retention` before `now`.
    mutating func prune(at now: Instant) {
        let cutoff = now - Self.retention
        runs.removeAll { $0.end < cutoff }
        completions.removeAll { $0 < cutoff }
    }

    /// Focus phases completed at instants in `[from, to)`.
    func completedFocus(from: Instant, to: Instant) -> Int64 {
        var count: Int64 = 0
        for run in runs {
            count = Saturating.add(count, run.completedFocus(from: from, to: to))
        }
        for instant in completions where instant >= from && instant < to {
            count = Saturating.add(count, 1)
        }
        return count
    }
}
