import TimerCore

/// An on/off choice about the panel's tray item, defined once: its action (`app.tray`), its
/// GSettings key, its words in the Preferences window and where it is kept.
enum TrayOption: String, CaseIterable, Sendable {
    /// Show an item in the panel's tray while something runs or rings.
    case show = "tray"
    /// Keep that item there while nothing runs.
    case keepWhenIdle = "tray-idle"

    /// The on/off action's name on the application, and its GSettings key.
    var name: String { rawValue }
    var detailedName: String { "app." + rawValue }
    var settingsKey: String { rawValue }

    /// Whether `preferences` have it on.
    func isOn(in preferences: SavedPreferences) -> Bool {
        switch self {
        case .show: preferences.tray
        case .keepWhenIdle: preferences.trayWhenIdle
        }
    }

    /// Turns it on or off in `preferences`.
    func set(_ on: Bool, in preferences: inout SavedPreferences) {
        switch self {
        case .show: preferences.tray = on
        case .keepWhenIdle: preferences.trayWhenIdle = on
        }
    }

    /// Its row in the Preferences window.
    var title: String {
        switch self {
        case .show: tr("Show in the panel")
        case .keepWhenIdle: tr("Keep it there when nothing runs")
        }
    }

    var subtitle: String {
        switch self {
        case .show:
            tr("The time left beside an icon in the panel’s tray while something runs or rings")
        case .keepWhenIdle: tr("Otherwise the icon goes when nothing is under way")
        }
    }
}
