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
}
