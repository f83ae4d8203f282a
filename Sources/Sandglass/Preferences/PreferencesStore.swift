import GtkKit
import TimerCore

/// The person's preferences, kept in GSettings whenever they change; in memory alone when the
/// settings schema cannot be found (said once), so a broken install still runs.
@MainActor
final class PreferencesStore {
    private let settings: PreferenceSettings?

    /// Whether a change is kept past this process (false without a settings schema).
    var keepsChanges: Bool { settings != nil }

    var value: SavedPreferences {
        didSet {
            guard value != oldValue else { return }
            settings?.write(value, over: oldValue)
            for observer in observers { observer(oldValue, value) }
        }
    }

    /// Told of every change, after it is saved, with the value before and after.
    private var observers: [@MainActor (SavedPreferences, SavedPreferences) -> Void] = []

    /// Calls `body` at each change from now on (a page showing the presets follows them).
    func observe(_ body: @escaping @MainActor (_ before: SavedPreferences, _ after: SavedPreferences) -> Void) {
        observers.append(body)
    }

    /// The preferences in `saved`'s settings, with an older preferences file moved into them first.
    init(saved: SavedState, search: PreferenceSettings.Search = .standard) {
        settings = PreferenceSettings(store: saved.settingsStore, search: search)
        guard let settings else {
            Self.sayOnceSchemaIsMissing()
            // The old file, if any, stays where it is: nothing here could keep it.
            value = saved.preferences()
            return
        }
        PreferencesMigration.move(from: saved, into: settings)
        value = settings.read()
        // `gsettings set` and dconf Editor reach a running Sandglass as any change does.
        settings.onOutsideChange { [unowned self] in self.value = settings.read() }
    }

    /// Whether the missing schema was told (once a process is enough).
    private(set) static var saidSchemaIsMissing = false

    private static func sayOnceSchemaIsMissing() {
        guard !saidSchemaIsMissing else { return }
        saidSchemaIsMissing = true
        StandardError.write(
            "sandglass: " + tr("the settings schema {schema} is not installed; preferences are kept only until Sandglass quits", ["schema": PreferenceSettings.schemaID]))
    }
}
