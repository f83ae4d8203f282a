import TimerCore

/// What `--wait` and `sandglass wait` wait for: a timer's end, a Pomodoro phase's end, or the
/// countdown's date.
enum WaitTarget: Equatable, Sendable {
    /// The timer with this label, or id; with neither, the latest started.
    case timer(label: String?, id: Int?)
    case pomodoro
    case countdown

    /// How a wait ends, judged on each status the instance publishes.
    enum Outcome: Equatable {
        /// It ended: exit 0.
        case ended
        /// It was cancelled or stopped first: exit 1, saying so.
        case stopped(String)
    }

    /// What is waited on in `report`, fixed at the first status after the start: which timer
    /// (its id) or which Pomodoro phase; nil when there is nothing of the kind to wait for.
    func subject(in report: StatusReport) -> Subject? {
        switch self {
        case .timer(let label, let id):
            let timers = report.timers.filter { $0.id != nil }
            // As the instance finds a label (trimmed, exact; an unfinished timer first). Without
            // either: the newest id, the timer started last (ids only grow, across restarts too).
            let wanted = label?.trimmingWhitespace
            let named = timers.filter { $0.label == wanted }
            let timer: TimerStatus? =
                if let id { timers.first { $0.id == id } } else if wanted != nil {
                    named.first { $0.state != .finished }
                        ?? named.max { ($0.id ?? 0) < ($1.id ?? 0) }
                } else { timers.max { ($0.id ?? 0) < ($1.id ?? 0) } }
            guard let timer, let id = timer.id else { return nil }
            return .timer(
                id: id,
                name: timer.label.isEmpty
                    ? tr("timer {id}", ["id": String(id)])
                    : tr("the timer “{label}”", ["label": timer.label]), endsAtMs: timer.endsAtMs)
        case .pomodoro:
            guard let pomodoro = report.pomodoro, pomodoro.state != .idle else { return nil }
            return .pomodoroPhase(
                phase: pomodoro.phase, round: pomodoro.round,
                completedFocus: pomodoro.completedFocusCycle,
                ringingAtStart: pomodoro.ringing)
        case .countdown:
            guard let countdown = report.countdown, countdown.state != .idle else { return nil }
            return .countdown(
                targetMs: countdown.target.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:))
            )
        }
    }

    /// One thing waited on.
    enum Subject: Equatable {
        /// `endsAtMs`: when it ends, as last heard (a timer gone after that had ended first).
        case timer(id: Int, name: String, endsAtMs: Int64?)
        /// `ringingAtStart`: the last phase's chime still playing when the wait began.
        case pomodoroPhase(
            phase: PomodoroPhase, round: Int, completedFocus: Int, ringingAtStart: Bool)
        /// The date, in milliseconds since 1970 (its text depends on the instance's zone).
        case countdown(targetMs: Int64?)

        /// The subject as `report` shows it under way: a timer's end moves with a pause or resume.
        func refreshed(by report: StatusReport) -> Subject {
            guard case .timer(let id, let name, _) = self,
                let timer = report.timers.first(where: { $0.id == id })
            else { return self }
            return .timer(id: id, name: name, endsAtMs: timer.endsAtMs)
        }

        /// Whether `report` shows it ended or stopped; nil while it is still under way.
        func outcome(in report: StatusReport) -> Outcome? {
            switch self {
            case .timer(let id, let name, let endsAtMs):
                guard let timer = report.timers.first(where: { $0.id == id }) else {
                    // Ended and dismissed between two reports (GIO sends the state as it is then).
                    if let endsAtMs, let atMs = report.atMs, endsAtMs <= atMs { return .ended }
                    return .stopped(
                        tr("{timer} was cancelled or dismissed before it ended", ["timer": name]))
                }
                return timer.state == .finished ? .ended : nil
            case .pomodoroPhase(let phase, let round, let completed, let ringingAtStart):
                guard let pomodoro = report.pomodoro, pomodoro.state != .idle else {
                    return .stopped(
                        tr(
                            "the Pomodoro cycle was stopped before its {phase} ended",
                            ["phase": phase.title.lowercased()]))
                }
                let moved =
                    pomodoro.phase != phase || pomodoro.round != round
                    || pomodoro.completedFocusCycle != completed
                return moved || (pomodoro.ringing && !ringingAtStart) ? .ended : nil
            case .countdown(let targetMs):
                guard let countdown = report.countdown, countdown.state != .idle,
                    countdown.target.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:))
                        == targetMs
                else {
                    return .stopped(tr("the countdown was stopped or changed before its date"))
                }
                return countdown.state == .ended ? .ended : nil
            }
        }
    }
}
