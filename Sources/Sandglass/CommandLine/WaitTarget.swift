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
            let timer: TimerStatus? = if let id { timers.first { $0.id == id } }
                else if let label { timers.first { $0.label.caseInsensitiveCompare(label) && $0.state != .finished } ?? timers.first { $0.label.caseInsensitiveCompare(label) } }
                else { timers.max { ($0.id ?? 0) < ($1.id ?? 0) } }
            guard let timer, let id = timer.id else { return nil }
            return .timer(id: id, name: timer.label.isEmpty ? "timer \(id)" : "the timer “\(timer.label)”")
        case .pomodoro:
            guard let pomodoro = report.pomodoro, pomodoro.state != .idle else { return nil }
            return .pomodoroPhase(phase: pomodoro.phase, round: pomodoro.round, completedFocus: pomodoro.completedFocusCycle)
        case .countdown:
            guard let countdown = report.countdown, countdown.state != .idle else { return nil }
            return .countdown(target: countdown.target)
        }
    }

    /// One thing waited on.
    enum Subject: Equatable {
        case timer(id: Int, name: String)
        case pomodoroPhase(phase: PomodoroPhase, round: Int, completedFocus: Int)
        case countdown(target: String?)

        /// Whether `report` shows it ended or stopped; nil while it is still under way.
        func outcome(in report: StatusReport) -> Outcome? {
            switch self {
            case .timer(let id, let name):
                guard let timer = report.timers.first(where: { $0.id == id }) else {
                    return .stopped("\(name) was cancelled or dismissed before it ended")
                }
                return timer.state == .finished ? .ended : nil
            case .pomodoroPhase(let phase, let round, let completed):
                guard let pomodoro = report.pomodoro, pomodoro.state != .idle else {
                    return .stopped("the Pomodoro cycle was stopped before its \(phase.title.lowercased()) ended")
                }
                let moved = pomodoro.phase != phase || pomodoro.round != round || pomodoro.completedFocusCycle != completed
                return moved || pomodoro.ringing ? .ended : nil
            case .countdown(let target):
                guard let countdown = report.countdown, countdown.state != .idle, countdown.target == target else {
                    return .stopped("the countdown was stopped or changed before its date")
                }
                return countdown.state == .ended ? .ended : nil
            }
        }
    }
}

private extension String {
    func caseInsensitiveCompare(_ other: String) -> Bool { lowercased() == other.lowercased() }
}
