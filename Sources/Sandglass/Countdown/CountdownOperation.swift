import GtkKit
import TimerCore

/// The Countdown mode's operations: the one place their actions, keys, verbs and rules are written.
enum CountdownOperation: String, ModeOperation {
    /// Start from the page's fields (Start Countdown, Enter in a field).
    case start = "countdown-start"
    /// Count down to a date already parsed, `(xs)`: wall-clock ms since 1970 and title (`sandglass countdown start`).
    case startAt = "countdown-start-with"
    case stop = "countdown-stop"
    /// Put away a countdown whose date has come (the ended view's button, the notification's):
    /// what the timer's end calls Dismiss, for every end that waits for an answer.
    case dismiss = "countdown-dismiss"

    /// What the rules read: the countdown under way, and whether the page's fields hold a date.
    struct Context {
        /// The countdown under way, or nil.
        var countdown: DateCountdown?
        /// Why the page's date text is not a date (nil when it is, or no page shows).
        var fieldsProblem: DateTargetParseError? = nil
        /// The countdown's date has come: it waits to be dismissed.
        var dateHasCome = false
    }

    var definition: OperationDefinition {
        switch self {
        case .start:
            OperationDefinition(
                fieldKeys: ["Return"], help: tr("Start counting down to the date in the fields."),
                keyHelp: tr("Start from the date fields"), label: tr("_Start Countdown"),
                icon: "media-playback-start-symbolic")
        case .startAt:
            OperationDefinition(
                payload: LabelledMilliseconds.self, verb: "start",
                help: tr(
                    "Count down to DATE, replacing any countdown (starts Sandglass if it is not running); a date in the past shows as ended."
                ))
        case .stop:
            // No key: a reflex (Escape) never stops what counts down; the button offers Undo.
            OperationDefinition(
                verb: "stop", help: tr("Stop the countdown (clears the date)."), label: tr("S_top"),
                icon: "media-playback-stop-symbolic")
        case .dismiss:
            OperationDefinition(
                keys: ["Escape"], help: tr("Dismiss the countdown whose date has come."),
                keyHelp: tr("Dismiss an ended countdown"),
                label: tr("_Dismiss"), icon: "window-close-symbolic")
        }
    }

    /// `startAt` also checks what it carries, whoever sends it (the command line, or anyone on
    /// the bus): a target in the years the parser reads, a label by the label rule.
    func refusal(in context: Context, parameter: Variant?) -> String? {
        guard self == .startAt, let parameter else { return refusal(in: context) }
        guard let start = parameter.payload(as: LabelledMilliseconds.self) else {
            return tr("{operation} needs a value", ["operation": name])
        }
        let targetMs = start.milliseconds
        guard SavedDateCountdown.targetRangeMs.contains(targetMs) else {
            return tr(
                "invalid date of {count} ms since 1970: a countdown's date is in the years 1 to 9999",
                ["count": String(targetMs)])
        }
        return LabelText.problem(with: start.label) ?? refusal(in: context)
    }

    func refusal(in context: Context) -> String? {
        switch self {
        case .start:
            if context.countdown != nil {
                return tr("a countdown is already under way; stop it first")
            }
            return context.fieldsProblem.map {
                tr("the date text is not a date: {problem}", ["problem": $0.shortDescription])
            }
        case .startAt: return nil
        case .stop:
            return context.countdown != nil ? nil : tr("there is no countdown to stop (it is idle)")
        case .dismiss:
            if context.countdown == nil {
                return tr("there is no countdown to dismiss (it is idle)")
            }
            return context.dateHasCome ? nil : tr("the countdown’s date has not come yet")
        }
    }
}
