import TimerCore

/// The application's own operations, beside the modes': the one place they are written.
enum AppOperation: String, ModeOperation {
    case quit
    case about
    case preferences
    case shortcuts
    /// Shows a mode's page, `s`: the mode's name (Alt+1 … Alt+4, the launcher).
    case mode

    typealias Context = Void

    /// GTK's own action on every application window.
    static let closeWindow = (action: "window.close", keys: ["<Control>w"], title: tr("Close the window (a running timer keeps going)"))

    var definition: OperationDefinition {
        switch self {
        case .quit: OperationDefinition(keys: ["<Control>q"], help: tr("Quit"), menuLabel: tr("_Quit"))
        case .about: OperationDefinition(help: tr("About Sandglass"), menuLabel: tr("_About Sandglass"))
        case .preferences: OperationDefinition(keys: ["<Control>comma"], help: tr("Preferences"), menuLabel: tr("_Preferences"))
        case .shortcuts: OperationDefinition(keys: ["<Control>question"], help: tr("Keyboard shortcuts"), menuLabel: tr("_Keyboard Shortcuts"))
        case .mode: OperationDefinition(parameterType: "s", help: tr("Show a mode's page"))
        }
    }

    func refusal(in context: Void) -> String? { nil }

    /// `app.mode::timer`: the detailed action that shows `mode`'s page.
    static func show(_ mode: Mode) -> String { "\(AppOperation.mode.detailedName)::\(mode.rawValue)" }
}
