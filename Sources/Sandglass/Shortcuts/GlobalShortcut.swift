import TimerCore

/// An operation worth a key anywhere on the desktop, whatever window has the focus, and the
/// command line the desktop runs for it.
enum GlobalShortcut: CaseIterable, Sendable {
    case timerToggle, timerNew, dismiss, pomodoroToggle, pomodoroSkip, stopwatchLap, showWindow

    /// Its name on the command line and in GNOME's settings: its action's, where it has one.
    var name: String {
        switch self {
        case .timerToggle: TimerOperation.toggle.name
        case .timerNew: AppOperation.newTimer.name
        case .dismiss: AppOperation.dismiss.name
        case .pomodoroToggle: PomodoroOperation.toggle.name
        case .pomodoroSkip: PomodoroOperation.skip.name
        case .stopwatchLap: StopwatchOperation.lap.name
        case .showWindow: "show-window"
        }
    }

    /// The operation named `name`; nil for none.
    init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// What the desktop runs, after the program: `sandglass timer toggle`.
    var arguments: [String] {
        switch self {
        case .timerToggle: ["timer", "toggle"]
        case .timerNew: ["timer", "start", "--last"]
        case .dismiss: ["dismiss"]
        case .pomodoroToggle: ["pomodoro", "toggle"]
        case .pomodoroSkip: ["pomodoro", "skip"]
        case .stopwatchLap: ["stopwatch", "lap"]
        // With no command, the window opens, or comes to the front.
        case .showWindow: []
        }
    }

    /// What it does, as the launcher's actions and the keys window say it.
    var title: String {
        switch self {
        case .timerToggle: AppOperation.toggle.definition.help
        case .timerNew: AppOperation.newTimer.definition.help
        case .dismiss: AppOperation.dismiss.definition.help
        case .pomodoroToggle: AppOperation.pomodoro.definition.help
        case .pomodoroSkip:
            PomodoroOperation.skip.definition.keyHelp ?? tr("Skip to the next phase")
        case .stopwatchLap: tr("Record a lap")
        case .showWindow: tr("Show the window")
        }
    }

    /// The command line, with the program at `program`, quoted for a shell where it must be.
    func command(program: String) -> String {
        ([program] + arguments).map(ShellWord.quoted).joined(separator: " ")
    }
}
