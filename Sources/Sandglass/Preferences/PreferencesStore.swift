import GtkKit
import TimerCore

/// The person's preferences, kept in GSettings whenever they change; in memory alone when the
/// settings schema cannot be found (said once), so a broken install still runs.
@MainActor
final class PreferencesStore {
    private let settings: PreferenceSettings?

    /// Whether a change is kept past this process (false without a settings schema, or with a
    /// settings backend that keeps nothing).
    let keepsChanges: Bool

    var value: SavedPreferences {
        didSet {
            guard value != oldValue else { return }
            if !followingOutsideChange { settings?.write(value, over: oldValue) }
            for observer in observers { observer(oldValue, value) }
        }
    }

    /// Another program's change is being taken in: it is in the settings already.
    private var followingOutsideChange = false

    /// Told of every change, after it is saved, with the value before and after.
    private var observers: [@MainActor (SavedPreferences, SavedPreferences) -> Void] = []

    /// Calls `body` at each change from now on (a page showing the presets follows them).
    func observe(
        _ body: @escaping @MainActor (_ before: SavedPreferences, _ after: SavedPreferences) -> Void
    ) {
        observers.append(body)
    }

    /// The preferences in `saved`'s settings, with an older preferences file moved into them first.
    init(saved: SavedState, search: PreferenceSettings.Search = .standard) {
        settings = PreferenceSettings(store: saved.settingsStore, search: search)
        guard let settings else {
            Self.sayOnce(
                tr(
                    "the settings schema {schema} is not installed",
                    ["schema": PreferenceSettings.schemaID]))
            keepsChanges = false
            // The old file, if any, stays where it is: nothing here could keep it.
            value = saved.preferences()
            return
        }
        keepsChanges = settings.keepsWrites
        if keepsChanges {
            PreferencesMigration.move(from: saved, into: settings)
        } else {
            Self.sayOnce(tr("GSettings keeps nothing here (no dconf, or no session bus)"))
        }
        value = settings.read()
        if !keepsChanges, saved.preferencesFile.exists {
            value = PreferencesMigration.merged(saved.preferences(), into: value)
        }
        // `gsettings set` and dconf Editor reach a running Sandglass as any change does.
        settings.onOutsideChange { [unowned self, unowned settings] in
            self.followingOutsideChange = true
            defer { self.followingOutsideChange = false }
            self.value = settings.read()
        }
    }

    /// The desktop-wide keys Sandglass asks the GlobalShortcuts portal for, by operation
    /// (GTK's syntax); those in memory alone when the settings keep none.
    var desktopShortcuts: [GlobalShortcut: String] {
        get {
            guard let pairs = settings?.desktopShortcuts else { return unkeptShortcuts }
            var found: [GlobalShortcut: String] = [:]
            for (name, keys) in pairs {
                // A value edited by hand keeps only what `shortcuts set` would accept.
                if let shortcut = GlobalShortcut(name: name),
                    let keys = ShortcutKeys.normalized(keys)
                {
                    found[shortcut] = keys
                }
            }
            return found
        }
        set {
            let pairs = GlobalShortcut.allCases.compactMap { shortcut in
                newValue[shortcut].map { (shortcut.name, $0) }
            }
            if settings?.setDesktopShortcuts(pairs) != true { unkeptShortcuts = newValue }
        }
    }

    private var unkeptShortcuts: [GlobalShortcut: String] = [:]

    /// Whether it was told that preferences are not kept (once a process is enough).
    private(set) static var saidSchemaIsMissing = false

    private static func sayOnce(_ why: String) {
        guard !saidSchemaIsMissing else { return }
        saidSchemaIsMissing = true
        StandardError.write(
            "sandglass: "
                + tr("{why}; preferences are kept only until Sandglass quits", ["why": why]))
    }
}
