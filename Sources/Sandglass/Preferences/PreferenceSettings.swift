import GtkKit
import TimerCore

/// The preferences as GSettings keys (schema `io.github.sandglass.Sandglass`, in `data/`): one
/// key per setting, so `gsettings`, dconf Editor and the desktop's backup tools see them.
@MainActor
final class PreferenceSettings {
    static let schemaID = "io.github.sandglass.Sandglass"

    /// Where the schema is looked for.
    struct Search: Sendable {
        /// Among the installed schemas.
        var installed = true
        /// Then in these folders.
        var folders: [String]

        /// The installed schema, else the one the build compiled (SettingsSchemaPlugin), for runs
        /// from the source tree.
        static let standard = Search(folders: [builtSchemaFolder])
    }

    private let settings: Settings
    /// Our own writes are under way: their change signals are not news.
    private var writing = false

    /// Nil when the schema is not found.
    init?(store: Settings.Store, search: Search = .standard) {
        guard
            let settings = Settings(
                schemaID: Self.schemaID, keys: Self.keys, installed: search.installed,
                folders: search.folders, store: store)
        else { return nil }
        self.settings = settings
    }

    /// Every key read or written here: a schema without one of them is not this program's.
    static var keys: [String] {
        AlertOption.all.map(\.name) + WindowOption.allCases.map(\.settingsKey)
            + TrayOption.allCases.map(\.settingsKey) + Key.others + Key.pomodoro
    }

    /// Whether what is written outlives this process (not with GLib's memory backend).
    var keepsWrites: Bool { settings.keepsWrites }

    func read() -> SavedPreferences {
        var preferences = SavedPreferences()
        for option in AlertOption.all { preferences[option] = settings.bool(option.name) }
        preferences.ringSeconds = Int(settings.int(Key.ringSeconds))
        for option in WindowOption.allCases {
            option.set(settings.bool(option.settingsKey), in: &preferences)
        }
        for option in TrayOption.allCases {
            option.set(settings.bool(option.settingsKey), in: &preferences)
        }
        preferences.windowWidth = Int(settings.int(Key.windowWidth))
        preferences.windowHeight = Int(settings.int(Key.windowHeight))
        preferences.windowMaximized = settings.bool(Key.windowMaximized)
        if settings.has(Key.windowWideSwitcher) {
            preferences.windowWideSwitcher = settings.bool(Key.windowWideSwitcher)
        }
        preferences.pauseFocusWhenAway = settings.bool(Key.pauseFocusWhenAway)
        // The schema's range holds it; a keyfile edited by hand may not.
        let minutes = Int(settings.int(Key.awayAfterIdleMinutes))
        preferences.awayAfterIdleMinutes = min(
            max(minutes, SavedPreferences.idleMinutes.lowerBound),
            SavedPreferences.idleMinutes.upperBound)
        preferences.countIdleAsAway = settings.bool(Key.countIdleAsAway)
        preferences.quietDuringFocus = settings.bool(Key.quietDuringFocus)
        preferences.pauseStopwatchWhenAway = settings.bool(Key.pauseStopwatchWhenAway)
        preferences.lastPage =
            settings.value(Key.lastPage).string.flatMap(Mode.init(rawValue:)) ?? .timer
        if settings.isSet(Key.lastTimer) {
            preferences.lastTimerSeconds = Int(settings.int(Key.lastTimer))
        }
        if Key.pomodoro.contains(where: settings.isSet) {
            preferences.pomodoro = PomodoroSettings(
                focus: .seconds(Int64(settings.int(Key.focus))),
                shortBreak: .seconds(Int64(settings.int(Key.shortBreak))),
                longBreak: .seconds(Int64(settings.int(Key.longBreak))),
                rounds: Int(settings.int(Key.rounds)),
                autoStart: settings.bool(Key.autoStart))
        }
        let presets = settings.value(Key.presets).arrayItems.compactMap { item in
            item.payload(as: NamedSeconds.self).map {
                TimerPreset(name: $0.name, seconds: $0.seconds)
            }
        }
        // A list edited by hand keeps only the presets the rules allow, as a file's did.
        preferences.presets = PresetList(validating: presets)
        return preferences
    }

    /// Writes the settings `new` changes from `old`, as one change; waits until it is kept
    /// unless only the window's size or page changed (often, and nothing is lost with them).
    func write(_ new: SavedPreferences, over old: SavedPreferences) {
        writing = true
        defer { writing = false }
        for option in AlertOption.all where new[option] != old[option] {
            settings.set(option.name, new[option])
        }
        if new.ringSeconds != old.ringSeconds {
            settings.set(Key.ringSeconds, Int32(clamping: new.ringSeconds))
        }
        for option in WindowOption.allCases where option.isOn(in: new) != option.isOn(in: old) {
            settings.set(option.settingsKey, option.isOn(in: new))
        }
        for option in TrayOption.allCases where option.isOn(in: new) != option.isOn(in: old) {
            settings.set(option.settingsKey, option.isOn(in: new))
        }
        if new.windowWidth != old.windowWidth {
            settings.set(Key.windowWidth, Int32(clamping: new.windowWidth))
        }
        if new.windowHeight != old.windowHeight {
            settings.set(Key.windowHeight, Int32(clamping: new.windowHeight))
        }
        if new.windowMaximized != old.windowMaximized {
            settings.set(Key.windowMaximized, new.windowMaximized)
        }
        if new.windowWideSwitcher != old.windowWideSwitcher, settings.has(Key.windowWideSwitcher) {
            settings.set(Key.windowWideSwitcher, new.windowWideSwitcher)
        }
        if new.pauseFocusWhenAway != old.pauseFocusWhenAway {
            settings.set(Key.pauseFocusWhenAway, new.pauseFocusWhenAway)
        }
        if new.awayAfterIdleMinutes != old.awayAfterIdleMinutes {
            settings.set(Key.awayAfterIdleMinutes, Int32(clamping: new.awayAfterIdleMinutes))
        }
        if new.countIdleAsAway != old.countIdleAsAway {
            settings.set(Key.countIdleAsAway, new.countIdleAsAway)
        }
        if new.quietDuringFocus != old.quietDuringFocus {
            settings.set(Key.quietDuringFocus, new.quietDuringFocus)
        }
        if new.pauseStopwatchWhenAway != old.pauseStopwatchWhenAway {
            settings.set(Key.pauseStopwatchWhenAway, new.pauseStopwatchWhenAway)
        }
        if new.lastPage != old.lastPage {
            settings.set(Key.lastPage, Variant(new.lastPage.rawValue))
        }
        if let seconds = new.lastTimerSeconds, seconds != old.lastTimerSeconds {
            settings.set(Key.lastTimer, Int32(clamping: seconds))
        }
        if let pomodoro = new.pomodoro, new.pomodoro != old.pomodoro {
            // Each key is written, so that all five count as chosen (see `read`).
            settings.set(Key.focus, Int32(clamping: pomodoro.focus.totalSecondsRoundedDown))
            settings.set(
                Key.shortBreak, Int32(clamping: pomodoro.shortBreak.totalSecondsRoundedDown))
            settings.set(Key.longBreak, Int32(clamping: pomodoro.longBreak.totalSecondsRoundedDown))
            settings.set(Key.rounds, Int32(clamping: pomodoro.rounds))
            settings.set(Key.autoStart, pomodoro.autoStart)
        }
        if new.presets != old.presets {
            let items = new.presets.presets.map {
                NamedSeconds(name: $0.name, seconds: $0.seconds).variant
            }
            settings.set(Key.presets, Variant(array: items, elementType: NamedSeconds.variantType))
        }
        settings.apply()
        var placementAside = new
        placementAside.windowWidth = old.windowWidth
        placementAside.windowHeight = old.windowHeight
        placementAside.windowMaximized = old.windowMaximized
        placementAside.windowWideSwitcher = old.windowWideSwitcher
        placementAside.lastPage = old.lastPage
        // (The last duration is saved with the timers too.)
        placementAside.lastTimerSeconds = old.lastTimerSeconds
        if placementAside != old { Settings.sync() }
    }

    /// The desktop-wide keys kept for the GlobalShortcuts portal: (operation, keys) pairs, in
    /// the order written; nil with a schema older than the key.
    var desktopShortcuts: [(String, String)]? {
        guard settings.has(Key.desktopShortcuts) else { return nil }
        return settings.value(Key.desktopShortcuts).arrayItems.compactMap { item in
            let parts = item.tupleItems.compactMap(\.string)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    /// Keeps `pairs` as the desktop-wide keys, written through at once; false when the schema
    /// has no such key.
    func setDesktopShortcuts(_ pairs: [(String, String)]) -> Bool {
        guard settings.has(Key.desktopShortcuts) else { return false }
        writing = true
        defer { writing = false }
        let items = pairs.map { Variant(tuple: [Variant($0.0), Variant($0.1)]) }
        guard settings.set(Key.desktopShortcuts, Variant(array: items, elementType: "(ss)"))
        else { return false }
        settings.apply()
        Settings.sync()
        return true
    }

    /// Calls `body` when another program (`gsettings set`, dconf Editor) changes a setting.
    func onOutsideChange(_ body: @escaping @MainActor () -> Void) {
        settings.onChange { [unowned self] _ in
            guard !self.writing else { return }
            body()
        }
    }

    /// The keys besides the alert options' (named like their actions, `timer-sound`) and the
    /// window options' (`WindowOption.settingsKey`).
    private enum Key {
        static let ringSeconds = "ring-seconds"
        static let presets = "presets"
        static let windowWidth = "window-width"
        static let windowHeight = "window-height"
        static let windowMaximized = "window-maximized"
        /// Not among the keys a schema must have: without it, the narrow switcher comes first.
        static let windowWideSwitcher = "window-wide-switcher"
        static let lastPage = "last-page"
        static let focus = "pomodoro-focus-seconds"
        static let shortBreak = "pomodoro-short-break-seconds"
        static let longBreak = "pomodoro-long-break-seconds"
        static let rounds = "pomodoro-rounds"
        static let autoStart = "pomodoro-auto-start"
        static let pomodoro = [focus, shortBreak, longBreak, rounds, autoStart]
        static let lastTimer = "timer-last-duration-seconds"
        static let pauseFocusWhenAway = "pause-focus-when-away"
        static let quietDuringFocus = "do-not-disturb-during-focus"
        static let awayAfterIdleMinutes = "away-after-idle-minutes"
        static let countIdleAsAway = "count-idle-as-away"
        static let pauseStopwatchWhenAway = "pause-stopwatch-when-away"
        /// Not among the keys a schema must have: an older one without it only keeps no desktop-wide keys.
        static let desktopShortcuts = "desktop-shortcuts"
        static let others = [
            ringSeconds, presets, windowWidth, windowHeight, windowMaximized, lastPage, lastTimer,
            pauseFocusWhenAway, quietDuringFocus, awayAfterIdleMinutes, countIdleAsAway,
            pauseStopwatchWhenAway,
        ]
    }
}
