/// Moves the preferences file of earlier versions (`preferences.json` in the state folder)
/// into GSettings, once: the settings it had are written over the current ones, read back
/// through a fresh look at the settings, and only then is the file removed.
@MainActor
enum PreferencesMigration {
    static func move(from saved: SavedState, into settings: PreferenceSettings) {
        guard !saved.preferencesFile.readOnly, saved.preferencesFile.exists else { return }
        // An unreadable file (or one of a later version) is set aside by the read, shown as a
        // save problem, and changes nothing here.
        guard let old = saved.preferencesFile.load({ try $0.checked() }) else { return }
        let current = settings.read()
        let wanted = merged(old, into: current)
        settings.write(wanted, over: current)
        // Removed only once another look at the settings finds it all there.
        guard PreferenceSettings(store: saved.settingsStore)?.read() == wanted else { return }
        saved.preferencesFile.remove()
    }

    /// `current` with the settings the file held (which it always wrote whole): its options,
    /// ring time, pin, compact view and presets. What came later (window, page, Pomodoro) stays.
    static func merged(_ old: SavedPreferences, into current: SavedPreferences) -> SavedPreferences
    {
        var merged = current
        for option in AlertOption.all { merged[option] = old[option] }
        merged.ringSeconds = old.ringSeconds
        for option in WindowOption.allCases { option.set(option.isOn(in: old), in: &merged) }
        merged.presets = old.presets
        return merged
    }
}
