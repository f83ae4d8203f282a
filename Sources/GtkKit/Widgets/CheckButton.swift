import CGtk

/// A check box with a label; a setting that is on or off.
@MainActor
public final class CheckButton: Widget {
    /// `label` may mark a mnemonic with `_`.
    public init(label: String) {
        super.init(gtk_check_button_new_with_mnemonic(label))
        // GTK 4.8 names a check after its label as written, underscore and all: name it as shown.
        setAccessibleLabel(String(label.filter { $0 != "_" }))
    }

    private var check: UnsafeMutablePointer<GtkCheckButton> { cast(pointer) }

    public var isActive: Bool {
        get { gtk_check_button_get_active(check) != 0 }
        set { if newValue != isActive { gtk_check_button_set_active(check, newValue ? 1 : 0) } }
    }

    /// Binds the check to an on/off action (`app.NAME`): it shows the action's state and toggles it.
    public func setAction(_ name: String) { gtk_actionable_set_action_name(opaque(pointer), name) }

    /// Checked or unchecked, by the person or by code.
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        onSignal("toggled", handler)
    }
}
