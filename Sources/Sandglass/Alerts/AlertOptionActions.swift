import GtkKit

/// Registers every alert option as an on/off action whose state is the saved preference.
@MainActor
enum AlertOptionActions {
    /// Adds `app.timer-sound`, `app.timer-flash`, …; turning one changes and saves the preference,
    /// and a change made elsewhere (`gsettings set`) turns the action.
    static func register(on application: Application, preferences: PreferencesStore) {
        var actions: [(AlertOption, SimpleAction)] = []
        for option in AlertOption.all {
            let action = SimpleAction(name: option.name, state: preferences.value[option]) {
                [unowned preferences] on in
                preferences.value[option] = on
            }
            application.addAction(action)
            actions.append((option, action))
        }
        preferences.observe { _, after in
            for (option, action) in actions { action.state = after[option] }
        }
    }
}
