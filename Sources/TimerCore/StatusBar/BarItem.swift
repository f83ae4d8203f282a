/// One thing under way, as a status bar shows it: "🍅 12:34", with its classes and progress.
public struct BarItem: Equatable, Sendable {
    /// Which mode: "timer", "pomodoro", "stopwatch" or "countdown" (waybar's `alt`).
    public var mode: String
    /// The timer's or countdown's label, or the Pomodoro phase's name ("Focus"); may be "".
    public var label: String
    /// "running", "paused", "ringing", "finished" or "ended".
    public var state: String
    /// The Pomodoro phase as a class name ("focus", "short-break", "long-break"); nil otherwise.
    public var phase: String?
    /// What the digits say now: "12:34", "1:02:03", "3d 14:07:55".
    public var time: String
    /// How much of it has gone by, 0...1; nil where nothing is counted down (the stopwatch).
    public var elapsedFraction: Double?
    /// How long until the digits change, in milliseconds; nil when they stand still.
    public var nextChangeMs: Int64?

    /// An item from its fields (each mode's status block makes its own).
    public init(
        mode: String, label: String, state: String, phase: String?, time: String,
        elapsedFraction: Double?, nextChangeMs: Int64?
    ) {
        self.mode = mode
        self.label = label
        self.state = state
        self.phase = phase
        self.time = time
        self.elapsedFraction = elapsedFraction
        self.nextChangeMs = nextChangeMs
    }

    /// The mode's symbol: ⏲ timer, 🍅 focus, ☕ break, ⏱ stopwatch, 📅 countdown.
    public var icon: String {
        switch mode {
        case "pomodoro": phase == "focus" ? "🍅" : "☕"
        case "stopwatch": "⏱"
        case "countdown": "📅"
        default: "⏲"
        }
    }

    /// The state and mode (and phase) as class names: ["running", "timer"], ["ringing", "pomodoro", "focus"].
    public var classes: [String] { [state, mode] + (phase.map { [$0] } ?? []) }

    /// `template` with {icon}, {mode}, {label}, {state}, {phase} and {time} replaced; a space left
    /// doubled or at an end by an empty field is dropped. Printable (`LabelText.printable`): a
    /// label set over D-Bus or in an older file must not retitle or clear the terminal it is printed on.
    public func text(_ template: String) -> String {
        var text = template
        for (name, value) in [
            ("icon", icon), ("mode", mode), ("label", label), ("state", state),
            ("phase", phase ?? ""), ("time", time),
        ] {
            text = text.replacing("{\(name)}", with: value)
        }
        return LabelText.printable(
            text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
    }
}
