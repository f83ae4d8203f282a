import CGtk

/// An icon button that stays pressed while its on/off action (`app.NAME`) is on; pressing it toggles the action.
@MainActor
public final class ToggleButton: Widget {
    /// `accessibleName` is what a screen reader says and the tooltip shows.
    public init(icon: String, accessibleName: String, action: String) {
        super.init(gtk_toggle_button_new())
        gtk_button_set_icon_name(cast(pointer), icon)
        tooltip = accessibleName
        setAccessibleLabel(accessibleName)
        tidyAccessibility()  // its image is a decoration ("GtkImage Keep on Top" to Orca otherwise)
        gtk_actionable_set_action_name(opaque(pointer), action)
    }

    /// Whether it is pressed in (its action is on).
    public var isActive: Bool { gtk_toggle_button_get_active(cast(pointer)) != 0 }

    /// Called when it goes in or out (its action turned on or off, from anywhere).
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        onNotify("active", handler)
    }
}
