import TimerCore

/// The Timer mode's operations: the one place their actions, keys, verbs and rules are written.
enum TimerOperation: String, ModeOperation {
    /// Start from the picker's fields (the Start button, Enter in a field).
    case start = "timer-start"
    /// Start a given duration and label, `(xs)`: milliseconds and label (`sandglass timer start`).
    case startWith = "timer-start-with"
    /// Fill the picker with a duration in seconds, `x` (the presets).
    case set = "timer-set"
    case pause = "timer-pause"
    case resume = "timer-resume"
    case toggle = "timer-toggle"
    case cancel = "timer-cancel"
    case restart = "timer-restart"
    case dismiss = "timer-dismiss"

    /// What decides: the timer, now, and the duration the picker shows (the model's when no page is built).
    struct Context {
        var timer: CountdownTimer
        var now: Instant
        var pickedSeconds: Int64
    }

    var definition: OperationDefinition {
        switch self {
        case .start:
            OperationDefinition(
                fieldKeys: ["Return"], help: "Start the duration in the picker.", keyHelp: "Start from the picker",
                label: "_Start", icon: "media-playback-start-symbolic")
        case .startWith:
            OperationDefinition(
                parameterType: "(xs)", verb: "start",
                help: "Start a countdown of DURATION (starts Sandglass if it is not running).")
        case .set:
            OperationDefinition(parameterType: "x", help: "Fill the picker with a preset duration.")
        case .pause:
            OperationDefinition(
                verb: "pause", help: "Pause the running countdown.", label: "_Pause", icon: "media-playback-pause-symbolic")
        case .resume:
            OperationDefinition(
                verb: "resume", help: "Resume the paused countdown.", label: "_Resume", icon: "media-playback-start-symbolic")
        case .toggle:
            OperationDefinition(
                keys: ["space"], verb: "toggle",
                help: "Pause if running, resume if paused, start the last duration if idle, restart if finished (for a global shortcut).",
                keyHelp: "Start, pause or resume")
        case .cancel:
            OperationDefinition(
                keys: ["Escape"], verb: "cancel", help: "Cancel the countdown (or dismiss a finished one).",
                keyHelp: "Cancel, or dismiss a finished timer", label: "_Cancel", icon: "media-playback-stop-symbolic")
        case .restart:
            OperationDefinition(help: "Start the finished timer again.", label: "_Restart", icon: "view-refresh-symbolic")
        case .dismiss:
            OperationDefinition(help: "Dismiss the finished timer.", label: "_Dismiss", icon: "window-close-symbolic")
        }
    }

    func refusal(in context: Context) -> String? {
        let phase = context.timer.phase
        switch self {
        case .start:
            if phase != .idle { return "a timer is already \(phase.rawValue)" }
            return context.pickedSeconds > 0 ? nil : Self.zeroRefusal
        case .startWith:
            guard context.timer.isActive else { return nil }
            let left = ClockFormat.hms(totalSeconds: context.timer.displayedSeconds(at: context.now))
            return "a timer is already \(phase.rawValue) (\(left) left); cancel it first with 'sandglass timer cancel'"
        case .set:
            return phase == .idle ? nil : "a duration can be set only while the timer is idle (it is \(phase.rawValue))"
        case .pause:
            return phase == .running ? nil : "the timer is not running (it is \(phase.rawValue))"
        case .resume:
            return phase == .paused ? nil : "the timer is not paused (it is \(phase.rawValue))"
        case .toggle:
            return phase != .idle || context.pickedSeconds > 0 ? nil : Self.zeroRefusal
        case .cancel:
            return phase != .idle ? nil : "there is no timer to cancel (it is idle)"
        case .restart, .dismiss:
            return phase == .finished ? nil : "the timer has not finished (it is \(phase.rawValue))"
        }
    }

    private static let zeroRefusal = "the timer cannot start from 00:00:00"
}
