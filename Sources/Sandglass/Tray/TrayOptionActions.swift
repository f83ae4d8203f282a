import GtkKit

/// Registers the tray's options as on/off actions (`app.tray`, `app.tray-idle`) whose states
/// are the saved preferences: the Preferences window's switches are bound to them.
@MainActor
enum TrayOptionActions {
    static func register(on application: Application, preferences: PreferencesStore) {
        var actions: [(TrayOption, SimpleAction)] = []
        for option in TrayOption.allCases {
            let action = SimpleAction(name: option.name, state: option.isOn(in: preferences.value))
            { [unowned preferences] on in
                option.set(on, in: &preferences.value)
            }
            application.addAction(action)
            actions.append((option, action))
        }
        let follow = { (preferences: SavedPreferences) in
            for (option, action) in actions {
                action.state = option.isOn(in: preferences)
                // Keeping an item that is not shown means nothing: its switch waits.
                if option == .keepWhenIdle { action.isEnabled = preferences.tray }
            }
        }
        follow(preferences.value)
        // A change made elsewhere (`gsettings set`) turns the switch.
        preferences.observe { _, after in follow(after) }
    }
}
