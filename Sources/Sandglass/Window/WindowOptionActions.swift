import GtkKit

/// The window's settings as on/off actions (`app.pin`): a header button, a key and the command
/// line all change them through the shell, which applies, saves and may refuse them.
@MainActor
enum WindowOptionActions {
    static func register(on application: Application, shell: WindowShell) {
        for option in WindowOption.allCases {
            let action = SimpleAction(name: option.name, state: shell.isInEffect(option)) {
                [unowned shell] on in
                _ = shell.set(option, on)
            }
            application.addAction(action)
            application.setAccelerators(option.keys, for: option.detailedName)
        }
        // A change made elsewhere (`gsettings set`) is applied as the button would apply it.
        shell.preferences.observe { [unowned shell] before, after in
            for option in WindowOption.allCases
            where option.isOn(in: before) != option.isOn(in: after) {
                guard application.action(named: option.name)?.state != option.isOn(in: after) else {
                    continue
                }
                _ = shell.set(option, option.isOn(in: after))
            }
        }
    }
}
