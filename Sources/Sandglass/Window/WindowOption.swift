import FoundationEssentials
import TimerCore

/// An on/off setting of the window itself, defined once: its action (`app.pin`), its key, its
/// command-line verbs (`sandglass window pin` / `unpin`), its words, and when it cannot be had.
enum WindowOption: String, CaseIterable, Sendable {
    /// Keep the window above other windows.
    case pin
    /// Show only what is under way, in a small window.
    case compact

    /// Whether `preferences` have it on.
    func isOn(in preferences: SavedPreferences) -> Bool {
        switch self {
        case .pin: preferences.pinned
        case .compact: preferences.compact
        }
    }

    /// Turns it on or off in `preferences`.
    func set(_ on: Bool, in preferences: inout SavedPreferences) {
        switch self {
        case .pin: preferences.pinned = on
        case .compact: preferences.compact = on
        }
    }

    /// Its GSettings key (schema io.github.sandglass.Sandglass).
    var settingsKey: String {
        switch self {
        case .pin: "pinned"
        case .compact: rawValue
        }
    }

    /// The on/off action's name on the application.
    var name: String { rawValue }
    var detailedName: String { "app." + rawValue }

    /// The command-line words that turn it on and off.
    var verbs: (on: String, off: String) {
        switch self {
        case .pin: ("pin", "unpin")
        case .compact: ("compact", "full")
        }
    }

    /// The `--help` line of each verb.
    var help: (on: String, off: String) {
        switch self {
        case .pin:
            (
                tr(
                    "Keep the window above other windows (X11, sway, and GNOME and KDE Plasma on Wayland, where the window moves to Xwayland)."
                ),
                tr("Let other windows cover the Sandglass window again.")
            )
        case .compact:
            (
                tr(
                    "Show only what is under way (its digits, progress and main button) in a small window."
                ),
                tr("Show the full window again.")
            )
        }
    }

    /// Keys that toggle it (GTK accelerator syntax), anywhere in the window.
    var keys: [String] {
        switch self {
        case .pin: ["<Control>t"]
        case .compact: ["<Control>m"]
        }
    }

    /// Its name: the header button's tooltip and accessible name, and the shortcuts window's line.
    var title: String {
        switch self {
        case .pin: tr("Keep on Top")
        case .compact: tr("Compact View")
        }
    }

    var icon: String {
        switch self {
        case .pin: "view-pin-symbolic"
        case .compact: "view-restore-symbolic"
        }
    }

    /// What a command says once it is done.
    func done(_ on: Bool) -> String {
        switch self {
        case .pin: on ? tr("Window pinned: it stays above other windows") : tr("Window unpinned")
        case .compact: on ? tr("Compact view") : tr("Full view")
        }
    }

    /// Why it cannot be turned on where the display cannot keep a window above others, or nil.
    func refusal(turningOn on: Bool, displayCanKeepAbove: Bool) -> String? {
        guard self == .pin, on, !displayCanKeepAbove else { return nil }
        return Self.compositorKeepsOnTop
    }

    /// Wayland has no way for an application to ask for it: the desktop's own command does it,
    /// in the words of the desktop this session runs.
    static var compositorKeepsOnTop: String {
        switch SessionDesktop(environment: ProcessInfo.processInfo.environment) {
        case .gnome:
            tr(
                "GNOME on Wayland keeps windows on top by its own command: press Alt+Space and choose Always on Top"
            )
        case .kde:
            tr(
                "KDE Plasma on Wayland keeps windows on top by its own command: open the window menu (Alt+F3), then More Actions, Keep Above Others"
            )
        default:
            tr(
                "this desktop (Wayland) keeps windows on top by its own command: in GNOME, press Alt+Space and choose Always on Top; in KDE Plasma, use the window menu's More Actions, Keep Above Others"
            )
        }
    }
}
