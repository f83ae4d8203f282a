import GtkKit

extension ModeOperation {
    /// A button that shows this operation's label and icon and invokes its action.
    @MainActor
    func button() -> Button {
        let definition = definition
        let label = definition.label ?? definition.help
        guard let icon = definition.icon else { return Button(label: label, action: detailedName) }
        return Button(label: label, icon: icon, action: detailedName)
    }

    /// A round button showing this operation's icon, named by its label ("Skip") for a screen
    /// reader and in its tooltip: a page's secondary action beside its main button.
    @MainActor
    func iconButton() -> Button {
        let button = Button(
            icon: definition.icon ?? "", accessibleName: buttonTitle, action: detailedName)
        // Its label's letter still presses it (Alt+T stops the Pomodoro cycle, Alt+K skips).
        if let label = definition.label, let letter = Self.mnemonic(of: label) {
            button.setMnemonic(letter)
        }
        button.addCSSClass("circular")
        button.addCSSClass("secondary-action")
        return button
    }
}
