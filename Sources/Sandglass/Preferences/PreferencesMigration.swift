/// Moves the preferences file of earlier versions (`preferences.json` in the state folder)
/// into GSettings, once: its values are written and kept, then the file is removed.
@MainActor
enum PreferencesMigration {
    static func move(from saved: SavedState, into settings: PreferenceSettings) {
        guard !saved.preferencesFile.readOnly, saved.preferencesFile.exists else { return }
        // An unreadable file is set aside by the read (and shown as a save problem), as before.
        let old = saved.preferences()
        settings.write(old, over: settings.read())
        saved.preferencesFile.remove()
    }
}
