import GtkKit

/// The window's settings as on/off actions (`app.pin`): a header button, a key and the command
/// line all change them through the shell, which applies, saves and may refuse them.
@MainActor
enum WindowOptionActions {
    static func register(on application: Application, shell: WindowShell) {
        for option in WindowOption.allCases {
            let action = SimpleAction(name: option.name, state: shell.isInEffect(option)) { [unowned shell] on in
                _ = shell.set(option, on)
            }
            application.addAction(action)
            application.setAccelerators(option.keys, for: option.detailedName)
        }
    }
}
