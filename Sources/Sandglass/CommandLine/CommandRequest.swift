import GtkKit
import TimerCore

/// What a `sandglass …` command asks of the running instance, parsed in the process that ran it.
enum CommandRequest: Equatable, Sendable {
    /// `sandglass`: open or raise the window.
    case open
    case status(json: Bool)
    /// `sandglass status --follow`: carried out by the process that asks (it follows the instance).
    case follow(FollowRequest)
    /// A start with `--wait`: carried out as the start, then the process that asked waits for its end.
    indirect case startAndWait(CommandRequest, WaitTarget)
    /// `sandglass wait …`: waits, in the process that asks, for something already under way to end.
    case wait(WaitTarget)
    case timer(TimerRequest)
    case stopwatch(StopwatchRequest)
    case pomodoro(PomodoroRequest)
    case countdown(CountdownRequest)
    /// `sandglass dismiss`: silence and dismiss the ends of every mode.
    case dismiss
    /// `sandglass window pin|unpin`.
    case window(WindowRequest)
    /// `sandglass timer preset …`: the presets of the person's own.
    case presets(PresetRequest)

    /// Whether it only reads (`status`, `timer list`): its answer may then be written in the
    /// caller's time locale without touching what the window shows.
    var onlyReads: Bool {
        switch self {
        case .status, .timer(.list): true
        default: false
        }
    }

    /// What `dismiss` says when nothing rang or had finished.
    static var nothingToDismiss: String { tr("nothing is ringing or finished") }

    /// Why a timer request is bad input against the saved timers (a label in use, a label or id
    /// no timer has), as the instance would say it (exit 2); nil when it is not.
    func timerUsageProblem(saved: SavedState, reading: ClockReading) -> String? {
        if case .startAndWait(let start, _) = self {
            return start.timerUsageProblem(saved: saved, reading: reading)
        }
        guard case .timer(let request) = self else { return nil }
        let timers = saved.timers(reading).list
        if let label = request.labelInUse(in: timers) {
            return TimerListError.labelInUse(label).message
        }
        do { _ = try request.target(in: timers) } catch { return error.message }
        return nil
    }

    /// Why the request cannot be carried out on the saved state, when no Sandglass is running:
    /// the same rule its action follows, so a refused command starts nothing. Only the file of
    /// the mode the request names is read.
    func refusal(saved: SavedState, reading: ClockReading) -> String? {
        switch self {
        case .startAndWait(let start, _):
            return start.refusal(saved: saved, reading: reading)
        case .open, .status, .follow, .wait, .window, .presets:
            // The window's settings start Sandglass, whose window then shows them.
            return nil
        case .dismiss:
            // Nothing rings without a running Sandglass; a finished timer is dismissed by the next start.
            return Self.nothingToDismiss
        case .timer(let request):
            // As the instance will see them: ends that passed while nothing ran are finished, not running.
            var (timers, duration) = saved.timers(reading)
            _ = timers.finishDue(at: reading.now)
            guard let operation = request.operation else { return nil }
            // A label or id no timer has is bad input, said before this (`timerUsageProblem`).
            let target = (try? request.target(in: timers)) ?? nil
            return operation.refusal(
                in: TimerOperation.Context(
                    timers: timers, now: reading.now,
                    pickedSeconds: duration.totalSecondsRoundedDown),
                parameter: target.map { Variant($0) })
        case .stopwatch(let operation):
            return operation.refusal(in: saved.stopwatch(reading))
        case .pomodoro(let request):
            return request.operation.refusal(in: saved.pomodoro(reading).reading(at: reading.now))
        case .countdown(let request):
            return request.operation.refusal(in: .init(countdown: saved.countdown()))
        }
    }
}
