import CGtk

/// An on/off switch, usually bound to a stateful application action.
@MainActor
public final class Switch: Widget {
    /// `accessibleName` says what it turns on, since a switch shows no words of its own; none in
    /// a setting row, which names it by its title (a name of its own would be read before that).
    public init(accessibleName: String? = nil) {
        super.init(gtk_switch_new())
        if let accessibleName { setAccessibleLabel(accessibleName) }
    }

    public var isActive: Bool {
        get { gtk_switch_get_active(opaque(pointer)) != 0 }
        set { if newValue != isActive { gtk_switch_set_active(opaque(pointer), newValue ? 1 : 0) } }
    }

    /// Binds the switch to an on/off action (`app.NAME`): it shows the action's state and turns it.
    public func setAction(_ name: String) { gtk_actionable_set_action_name(opaque(pointer), name) }
}
