import GtkKit

/// Registers every alert option as an on/off action whose state is the saved preference.
@MainActor
enum AlertOptionActions {
    /// Adds `app.timer-sound`, `app.timer-flash`, …; turning one changes and saves the preference.
    static func register(on application: Application, preferences: PreferencesStore) {
        for option in AlertOption.all {
            application.addAction(SimpleAction(name: option.name, state: preferences.value[option]) { [unowned preferences] on in
                preferences.value[option] = on
            })
        }
    }
}
