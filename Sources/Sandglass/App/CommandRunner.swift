import Foundation
import GtkKit
import TimerCore

/// Carries out a parsed command in the primary instance, through the same actions as the window.
///
/// Answers go to the terminal of whoever ran the command; the exit status is 0 when done,
/// 1 when the state does not allow it (nothing changes), 2 for bad input.
@MainActor
struct CommandRunner {
    let application: Application
    let controller: TimerController
    let stopwatch: StopwatchController
    let pomodoro: PomodoroController
    let countdown: DateCountdownController
    /// Shows the window, switched to the given mode's page (nil: as it was).
    let showWindow: (Mode?) -> Void
    let hasWindow: () -> Bool

    /// What to print and the exit status.
    struct Reply: Equatable {
        var output: String = ""
        var error: String = ""
        var status: Int32 = 0

        static func done(_ text: String) -> Reply { Reply(output: text + "\n") }
        static func refused(_ text: String) -> Reply { Reply(error: "sandglass: \(text)\n", status: 1) }
    }

    func run(_ request: CommandRequest) -> Reply {
        let timer = controller.timer
        let now = controller.clock.now
        switch request {
        case .open:
            showWindow(nil)
            return Reply()
        case .timerStart(let duration, let label):
            if timer.isActive {
                return .refused("a timer is already \(timer.phase.rawValue) (\(left(timer, now)) left); cancel it first with 'sandglass timer cancel'")
            }
            application.activateAction("timer-start-with", parameter: Variant(tuple: [Variant(duration.totalMilliseconds), Variant(label ?? "")]))
            if !hasWindow() { showWindow(.timer) }
            return .done("Timer started: \(left(controller.timer, controller.clock.now)), \(endsAt(controller.timer).lowercasedFirst)")
        case .timerPause:
            guard timer.phase == .running else { return .refused("the timer is not running (it is \(timer.phase.rawValue))") }
            application.activateAction("timer-pause")
            return .done("Timer paused with \(left(controller.timer, controller.clock.now)) left")
        case .timerResume:
            guard timer.phase == .paused else { return .refused("the timer is not paused (it is \(timer.phase.rawValue))") }
            application.activateAction("timer-resume")
            return .done("Timer resumed: \(left(controller.timer, controller.clock.now)) left, \(endsAt(controller.timer).lowercasedFirst)")
        case .timerToggle:
            application.activateAction("timer-toggle")
            if !hasWindow() { showWindow(.timer) }
            let after = controller.timer
            return after.phase == timer.phase && timer.phase == .idle
                ? .refused("the timer cannot start from 00:00:00")
                : .done("Timer \(after.phase.rawValue): \(left(after, controller.clock.now)) left")
        case .timerCancel:
            guard timer.phase != .idle else { return .refused("there is no timer to cancel (it is idle)") }
            application.activateAction("timer-cancel")
            return .done(timer.phase == .finished ? "Timer dismissed" : "Timer cancelled")
        case .stopwatchStart, .stopwatchPause, .stopwatchToggle, .stopwatchLap, .stopwatchReset:
            return runStopwatch(request)
        case .pomodoroStart, .pomodoroPause, .pomodoroResume, .pomodoroToggle, .pomodoroSkip, .pomodoroStop:
            return runPomodoro(request)
        case .countdownStart, .countdownStop:
            return runCountdown(request)
        case .status(let json):
            // Times are written in the zone of now, which may have changed since Sandglass started.
            NSTimeZone.resetSystemTimeZone()
            let reading = controller.clock.reading()
            let report = StatusReport(
                timers: [TimerStatus(timer: timer, reading: reading)],
                stopwatch: StopwatchStatus(stopwatch: stopwatch.stopwatch, now: reading.now),
                pomodoro: PomodoroStatus(
                    pomodoro: pomodoro.pomodoro, now: reading.now, startOfToday: LocalDay.startOfToday(reading: reading)),
                countdown: DateCountdownStatus(countdown: countdown.countdown, wallNow: reading.wallNow))
            return .done(json ? report.json() : report.text(wallNow: reading.wallNow))
        }
    }

    private func runStopwatch(_ request: CommandRequest) -> Reply {
        let before = stopwatch.stopwatch
        let phase = before.phase
        let action: String
        switch request {
        case .stopwatchStart:
            guard phase != .running else { return .refused("the stopwatch is already running") }
            action = "stopwatch-start"
        case .stopwatchPause:
            guard phase == .running else { return .refused("the stopwatch is not running (it is \(phase.rawValue))") }
            action = "stopwatch-pause"
        case .stopwatchLap:
            guard phase != .paused else { return .refused("the stopwatch is paused; resume it to record laps") }
            action = "stopwatch-lap"
        case .stopwatchReset:
            guard phase == .paused else { return .refused("only a paused stopwatch can be reset (it is \(phase.rawValue))") }
            action = "stopwatch-reset"
        default:
            action = "stopwatch-toggle"
        }
        // The stopwatch's own actions may be disabled for the state; the command line acts on the model's rules.
        application.activateAction(action)
        if !hasWindow() { showWindow(.stopwatch) }
        let after = stopwatch.stopwatch
        let elapsed = StopwatchFormat.text(after.elapsed(at: stopwatch.clock.now))
        if request == .stopwatchLap, let lap = after.laps.last, after.laps.count > before.laps.count {
            return .done("Lap \(lap.number): \(StopwatchFormat.text(lap.split)) (total \(StopwatchFormat.text(lap.total)))")
        }
        return .done("Stopwatch \(after.phase.rawValue): \(elapsed)")
    }

    private func left(_ timer: CountdownTimer, _ now: Instant) -> String {
        ClockFormat.hms(totalSeconds: timer.displayedSeconds(at: now))
    }

    private func endsAt(_ timer: CountdownTimer) -> String {
        guard let end = timer.endsAt else { return "" }
        return EndTimeText.text(ending: controller.clock.wallDate(of: end), now: controller.clock.wallNow)
    }
}

extension String {
    /// "Ends at 14:05" → "ends at 14:05", for use mid-sentence.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
