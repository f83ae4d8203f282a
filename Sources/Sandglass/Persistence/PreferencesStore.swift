/// The person's preferences, saved whenever they change.
@MainActor
final class PreferencesStore {
    private let saved: SavedState

    var value: SavedPreferences {
        didSet {
            guard value != oldValue else { return }
            saved.save(value)
            for observer in observers { observer(oldValue, value) }
        }
    }

    /// Told of every change, after it is saved, with the value before and after.
    private var observers: [@MainActor (SavedPreferences, SavedPreferences) -> Void] = []

    /// Calls `body` at each change from now on (a page showing the presets follows them).
    func observe(_ body: @escaping @MainActor (_ before: SavedPreferences, _ after: SavedPreferences) -> Void) {
        observers.append(body)
    }

    init(saved: SavedState) {
        self.saved = saved
        value = saved.preferences()
    }
}
