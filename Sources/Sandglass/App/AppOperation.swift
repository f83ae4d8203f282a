import TimerCore

/// The application's own operations, beside the modes': the one place they are written.
enum AppOperation: String, ModeOperation {
    case quit
    case about
    case preferences
    case shortcuts
    /// The History window: the record of focus.
    case history
    /// Shows a mode's page, `s`: the mode's name (Alt+1 … Alt+4, the launcher).
    case mode
    // The launcher's right-click actions, named as in the desktop file so that a desktop that
    // activates them over D-Bus (DBusActivatable) reaches the same request as their Exec lines.
    /// `sandglass timer start --last`.
    case newTimer = "new-timer"
    /// `sandglass timer toggle`.
    case toggle
    /// `sandglass dismiss`.
    case dismiss
    /// `sandglass pomodoro toggle`.
    case pomodoro
    /// Takes back the destructive change a toast offers to undo, `x`: the offer's token.
    case undo
    /// Answers the question on time away during focus, `s`: keep, break or discard (the
    /// notification's buttons, which work with the window closed).
    case away

    typealias Context = Void

    /// GTK's own action on every application window.
    static let closeWindow = (
        action: "window.close", keys: ["<Control>w"],
        title: tr("Close the window (a running timer keeps going)")
    )

    var definition: OperationDefinition {
        switch self {
        case .quit:
            OperationDefinition(keys: ["<Control>q"], help: tr("Quit"), menuLabel: tr("_Quit"))
        case .about:
            OperationDefinition(help: tr("About Sandglass"), menuLabel: tr("_About Sandglass"))
        case .preferences:
            OperationDefinition(
                keys: ["<Control>comma"], help: tr("Preferences"), menuLabel: tr("_Preferences"))
        case .history:
            OperationDefinition(
                keys: ["<Control>h"], help: tr("History of focus"), menuLabel: tr("_History"))
        case .shortcuts:
            OperationDefinition(
                keys: ["<Control>question"], help: tr("Keyboard shortcuts"),
                menuLabel: tr("_Keyboard Shortcuts"))
        case .mode: OperationDefinition(payload: String.self, help: tr("Show a mode's page"))
        // Their menu labels are the desktop file's action names (the tray's menu shows them).
        case .newTimer:
            OperationDefinition(
                help: tr("New timer of the last duration"),
                menuLabel: tr("New Timer of the Last Duration"))
        case .toggle:
            OperationDefinition(
                help: tr("Pause or resume the latest timer"),
                menuLabel: tr("Pause or Resume the Latest Timer"))
        case .dismiss:
            OperationDefinition(help: tr("Dismiss what rings"), menuLabel: tr("Dismiss What Rings"))
        case .pomodoro:
            OperationDefinition(
                help: tr("Start or pause the Pomodoro cycle"),
                menuLabel: tr("Start or Pause the Pomodoro Cycle"))
        case .undo: OperationDefinition(payload: Int64.self, help: tr("Undo"))
        case .away:
            OperationDefinition(payload: String.self, help: tr("Answer the question on time away"))
        }
    }

    /// The desktop file's actions, in its order (the launcher's right-click menu, the tray's menu).
    static let launcherActions: [AppOperation] = [.newTimer, .toggle, .dismiss, .pomodoro]

    /// A launcher action's request: what its desktop file's Exec line asks for, and the page it concerns.
    var launcherRequest: (request: CommandRequest, page: Mode?)? {
        switch self {
        case .newTimer: (.timer(.startLast(label: nil)), .timer)
        case .toggle: (.timer(.operation(.toggle, .latest)), .timer)
        case .dismiss: (.dismiss, nil)
        case .pomodoro: (.pomodoro(.operation(.toggle)), .pomodoro)
        case .quit, .about, .preferences, .shortcuts, .history, .mode, .undo, .away: nil
        }
    }

    func refusal(in context: Void) -> String? { nil }

    /// `app.away::keep`: the detailed action that answers the question on time away.
    static func answer(_ answer: AwayAnswer) -> String {
        "\(AppOperation.away.detailedName)::\(answer.rawValue)"
    }

    /// `app.mode::timer`: the detailed action that shows `mode`'s page.
    static func show(_ mode: Mode) -> String {
        "\(AppOperation.mode.detailedName)::\(mode.rawValue)"
    }
}
