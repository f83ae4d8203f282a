/// The person's preferences, saved whenever they change.
@MainActor
final class PreferencesStore {
    private let saved: SavedState

    var value: SavedPreferences {
        didSet { if value != oldValue { saved.save(value) } }
    }

    init(saved: SavedState) {
        self.saved = saved
        value = saved.preferences()
    }
}
