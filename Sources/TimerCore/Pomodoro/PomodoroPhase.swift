/// The three kinds of phase a Pomodoro cycle moves through.
public enum PomodoroPhase: String, Codable, Sendable, CaseIterable {
    /// Working: the phase whose completions are counted.
    case focus
    /// The break after a focus phase, except after every `rounds`-th one.
    case shortBreak = "short_break"
    /// The break after every `rounds`-th focus phase, closing a set.
    case longBreak = "long_break"

    /// The name shown in the window and in notifications: "Focus", "Short break", "Long break" (sentence case, as GNOME headings are).
    public var title: String {
        switch self {
        case .focus: tr("Focus")
        case .shortBreak: tr("Short break")
        case .longBreak: tr("Long break")
        }
    }
}
