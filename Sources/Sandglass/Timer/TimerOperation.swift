import GtkKit
import TimerCore

/// The Timer mode's operations: the one place their actions, keys, verbs and rules are written.
///
/// The operations on one timer (pause, resume, toggle, cancel, restart, dismiss) take its id,
/// `x`; 0, what keys and the compact view give, means the latest started (the only one when
/// there is one). Their actions are enabled while any timer allows them (each row's buttons name
/// their own timer); invoked, the rule is applied to the timer named.
enum TimerOperation: String, ModeOperation {
    /// Start a new timer from the picker's fields and label (the Start button, Enter in a field).
    case start = "timer-start"
    /// Start a new timer of a given duration and label, `(xs)`: milliseconds and label (`sandglass timer start`).
    case startWith = "timer-start-with"
    /// Fill the picker with a duration in seconds, `x` (the presets).
    case set = "timer-set"
    /// Open the picker for another timer beside those there are (Ctrl+N).
    case new = "timer-new"
    /// Leave the picker for the timers there are.
    case back = "timer-back"
    /// Fill the picker with one of the person's presets, `s` (its name): its duration and its name as the label.
    case usePreset = "timer-use-preset"
    /// Save the picker's duration as a preset named by the picker's label.
    case savePreset = "timer-save-preset"
    /// Add a preset of a given name and duration, `(sx)`: its name and seconds (the Preferences
    /// window's Add form). Unlike `savePreset`, a name in use is refused: nothing is replaced unseen.
    case addPreset = "timer-add-preset"
    /// Rename a preset, `(ss)`: its name and the new one.
    case renamePreset = "timer-rename-preset"
    /// Remove a preset, `s`: its name.
    case removePreset = "timer-remove-preset"
    case pause = "timer-pause"
    case resume = "timer-resume"
    case toggle = "timer-toggle"
    case cancel = "timer-cancel"
    case restart = "timer-restart"
    case dismiss = "timer-dismiss"

    /// What decides: the timers, now, and what the picker shows (the model's duration when no page is built).
    struct Context {
        var timers: TimerList
        var now: Instant
        var pickedSeconds: Int64
        var pickedLabel = ""
        /// The picker is open over timers there are (New Timer): Escape leaves it.
        var pickerOverTimers = false
        /// The person's own presets.
        var presets = PresetList()
    }

    /// The id keys and the compact view give: the latest started timer.
    static let latest: Int64 = 0

    /// Whether the operation acts on one timer, named by its id.
    var takesTimer: Bool { definition.payload == Int64.self && self != .set }

    var definition: OperationDefinition {
        switch self {
        case .start:
            OperationDefinition(
                fieldKeys: ["Return"], help: tr("Start a timer of the duration in the picker."),
                keyHelp: tr("Start from the picker"),
                label: tr("_Start"), icon: "media-playback-start-symbolic")
        case .startWith:
            OperationDefinition(
                payload: LabelledMilliseconds.self, verb: "start",
                help: tr(
                    "Start a timer of DURATION beside any others (starts Sandglass if it is not running)."
                ))
        case .set:
            OperationDefinition(
                payload: Int64.self, help: tr("Fill the picker with a preset duration."))
        case .new:
            OperationDefinition(
                keys: ["<Control>n"], help: tr("Pick another timer beside those running."),
                keyHelp: tr("New timer"),
                label: tr("_New Timer"), icon: "list-add-symbolic")
        case .back:
            OperationDefinition(
                help: tr("Back to the timers."), label: tr("_Back"), icon: "go-previous-symbolic")
        case .usePreset:
            OperationDefinition(
                payload: String.self, help: tr("Fill the picker with one of your presets."))
        case .savePreset:
            OperationDefinition(
                help: tr("Save the picked duration as a preset named by the label."),
                label: tr("Save as Preset"), icon: "bookmark-new-symbolic")
        case .addPreset:
            OperationDefinition(
                payload: NamedSeconds.self, help: tr("Save a duration as a preset under a name."),
                label: tr("_Add Preset"), icon: "list-add-symbolic")
        case .renamePreset:
            OperationDefinition(payload: Renaming.self, help: tr("Rename one of your presets."))
        case .removePreset:
            OperationDefinition(
                payload: String.self, help: tr("Remove one of your presets."),
                icon: "user-trash-symbolic")
        case .pause:
            Self.onOne(
                verb: "pause", help: tr("Pause a running timer."), label: tr("_Pause"),
                icon: "media-playback-pause-symbolic")
        case .resume:
            Self.onOne(
                verb: "resume", help: tr("Resume a paused timer."), label: tr("_Resume"),
                icon: "media-playback-start-symbolic")
        case .toggle:
            Self.onOne(
                keys: ["space"], verb: "toggle",
                help: tr(
                    "Pause if running, resume if paused, restart if finished; with no timer, start the last duration (for a global shortcut)."
                ),
                keyHelp: tr("Start, pause or resume"))
        case .cancel:
            // No key: a reflex (Escape) never cancels what runs; the button offers Undo.
            Self.onOne(
                verb: "cancel", help: tr("Cancel a timer (or dismiss a finished one)."),
                label: tr("_Cancel"),
                icon: "media-playback-stop-symbolic")
        case .restart:
            Self.onOne(
                verb: "restart", help: tr("Start a finished timer again."), label: tr("_Restart"),
                icon: "view-refresh-symbolic")
        case .dismiss:
            Self.onOne(
                keys: ["Escape"], verb: "dismiss",
                help: tr("Dismiss a finished timer (the one that ended last)."),
                keyHelp: tr("Dismiss a finished timer, or leave New Timer"), label: tr("_Dismiss"),
                icon: "window-close-symbolic")
        }
    }

    /// The definition of an operation on one timer: its id as parameter, the latest by default.
    private static func onOne(
        keys: [String] = [], verb: String, help: String, keyHelp: String? = nil,
        label: String? = nil, icon: String? = nil
    ) -> OperationDefinition {
        OperationDefinition(
            payload: Int64.self, defaultTarget: "int64 \(latest)", keys: keys, verb: verb,
            help: help, keyHelp: keyHelp,
            label: label, icon: icon)
    }

    /// The detailed action name that acts on timer `id` (a row's button, a notification's).
    func detailedName(timer id: Int) -> String { "app.\(rawValue)(int64 \(id))" }

    /// Whether the action is enabled: some timer (or the picker) allows it.
    func refusal(in context: Context) -> String? {
        guard takesTimer, !context.timers.isEmpty else {
            return refusal(in: context, parameter: nil)
        }
        // the end that came last, or leaving the picker
        if self == .dismiss { return refusal(in: context, parameter: nil) }
        // Enabled when any timer allows it: checked on phases alone (this runs for every change,
        // over every timer); only a refusal says which timer.
        let entries = context.timers.entries
        guard let phase = requiredPhase, !entries.contains(where: { $0.timer.phase == phase }),
            let first = entries.first
        else { return nil }
        return refusal(of: first, in: context)
    }

    func refusal(in context: Context, parameter: Variant?) -> String? {
        switch self {
        case .start:
            guard context.pickedSeconds > 0 else { return Self.zeroRefusal }
            if let problem = LabelText.problem(with: context.pickedLabel) { return problem }
            return context.timers.isLabelInUse(context.pickedLabel)
                ? TimerListError.labelInUse(context.pickedLabel.trimmingWhitespace).message : nil
        case .startWith:
            // Whoever asks (the command line, or anyone on the bus): the rules values are read by.
            guard let parameter else { return nil }
            guard let start = parameter.payload(as: LabelledMilliseconds.self) else {
                return tr("{operation} needs a value", ["operation": name])
            }
            let label = start.label
            if let problem = ValueRules.timerDurationProblem(milliseconds: start.milliseconds)
                ?? LabelText.problem(with: label)
            {
                return problem
            }
            return context.timers.isLabelInUse(label)
                ? TimerListError.labelInUse(label.trimmingWhitespace).message : nil
        case .set:
            guard let seconds = parameter.payload(as: Int64.self) else { return nil }
            return ValueRules.timerDurationProblem(
                milliseconds: Saturating.multiply(seconds, 1_000))
        case .new:
            return nil
        case .usePreset, .savePreset, .addPreset, .renamePreset, .removePreset:
            return presetRefusal(in: context, parameter: parameter)
        case .back:
            return context.pickerOverTimers ? nil : tr("the picker is not open over other timers")
        case .pause, .resume, .toggle, .cancel, .restart, .dismiss:
            let id = parameter.payload(as: Int64.self) ?? Self.latest
            if id == Self.latest {
                // Escape leaves the picker
                if self == .dismiss, context.pickerOverTimers { return nil }
                if self == .toggle, context.timers.isEmpty {
                    return context.pickedSeconds > 0 ? nil : Self.zeroRefusal
                }
                guard !context.timers.isEmpty else {
                    return tr("there is no timer to {verb}", ["verb": definition.verb ?? name])
                }
                // Dismiss answers the end that came last, whichever timer was started last.
                if self == .dismiss {
                    return context.timers.latestFinished == nil ? tr("no timer has finished") : nil
                }
            }
            do {
                let target = try context.timers.resolve(id == Self.latest ? .latest : .id(Int(id)))
                guard let entry = context.timers.entry(id: target) else { return nil }
                return refusal(of: entry, in: context)
            } catch {
                return error.message
            }
        }
    }

    /// Why the operation is not possible on `entry`; nil when it is.
    private func refusal(of entry: TimerEntry, in context: Context) -> String? {
        let phase = entry.timer.phase
        guard let required = requiredPhase, phase != required else { return nil }
        let values: KeyValuePairs = [
            "timer": Self.subject(entry, among: context.timers),
            "state": StateName.text(phase.rawValue),
        ]
        return switch required {
        case .running: tr("{timer} is not running (it is {state})", values)
        case .paused: tr("{timer} is not paused (it is {state})", values)
        default: tr("{timer} has not finished (it is {state})", values)
        }
    }

    /// The phase a timer must be in for this operation.
    private var requiredPhase: TimerPhase? {
        switch self {
        case .pause: .running
        case .resume: .paused
        case .restart, .dismiss: .finished
        case .toggle, .cancel, .start, .startWith, .set, .new, .back, .usePreset, .savePreset,
            .addPreset, .renamePreset, .removePreset:
            nil
        }
    }

    /// The preset request an operation on presets stands for, with `parameter` (the picker's
    /// label and duration for a save); nil when the parameter says none.
    func presetRequest(in context: Context, parameter: Variant?) -> PresetRequest? {
        switch self {
        case .usePreset: parameter.payload(as: String.self).map { .find(name: $0) }
        case .savePreset: .save(name: context.pickedLabel, seconds: context.pickedSeconds)
        case .addPreset:
            parameter.payload(as: NamedSeconds.self).map {
                .add(name: $0.name, seconds: $0.seconds)
            }
        case .renamePreset:
            parameter.payload(as: Renaming.self).map { .rename(name: $0.from, to: $0.to) }
        case .removePreset: parameter.payload(as: String.self).map { .remove(name: $0) }
        default: nil
        }
    }

    /// Why an operation on presets is refused: what the same request would say on the command
    /// line, tried on a copy. Enabled without a parameter while there is something to act on.
    private func presetRefusal(in context: Context, parameter: Variant?) -> String? {
        if self == .savePreset {
            if context.pickedLabel.isEmpty {
                return tr("give the timer a label first: the preset is saved under it")
            }
            if context.pickedSeconds <= 0 { return Self.zeroRefusal }
        } else if self == .addPreset, parameter == nil {
            return nil  // enabled: what it adds comes with it, and is judged then
        } else if parameter == nil {
            return context.presets.presets.isEmpty ? tr("you have no presets of your own") : nil
        }
        guard let request = presetRequest(in: context, parameter: parameter) else {
            return tr("{operation} needs a value", ["operation": name])
        }
        var presets = context.presets
        do {
            _ = try request.apply(to: &presets)
            return nil
        } catch {
            return error.message
        }
    }

    /// How a refusal names a timer: "the timer", or which one when there are several.
    static func subject(_ entry: TimerEntry, among timers: TimerList) -> String {
        if !entry.timer.label.isEmpty {
            return tr("the timer “{label}”", ["label": LabelText.printable(entry.timer.label)])
        }
        return timers.count == 1 ? tr("the timer") : tr("timer {id}", ["id": String(entry.id)])
    }

    private static var zeroRefusal: String { tr("the timer cannot start from 00:00:00") }
}
