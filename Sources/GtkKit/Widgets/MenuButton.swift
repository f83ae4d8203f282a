import CGtk

/// A button that opens a menu; the header bar's primary menu.
@MainActor
public final class MenuButton: Widget {
    public init(icon: String, accessibleName: String, menu: Menu) {
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(opaque(pointer), icon)
        gtk_menu_button_set_menu_model(opaque(pointer), menu.model)
        gtk_menu_button_set_primary(opaque(pointer), 1)
        tooltip = accessibleName
        setAccessibleLabel(accessibleName)
    }
}
