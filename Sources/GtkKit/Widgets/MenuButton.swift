import CGtk

/// A button that opens a menu (the header bar's primary menu) or a popover (a date picker).
@MainActor
public final class MenuButton: Widget {
    private var popover: Popover?

    public init(icon: String, accessibleName: String, menu: Menu) {
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button, icon)
        gtk_menu_button_set_menu_model(button, menu.model)
        gtk_menu_button_set_primary(button, 1)
        tooltip = accessibleName
        setAccessibleLabel(accessibleName)
    }

    /// A button showing `label` that opens `popover`.
    public init(label: String, popover: Popover) {
        self.popover = popover
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_label(button, label)
        gtk_menu_button_set_popover(button, popover.widget)
    }

    private var button: OpaquePointer { opaque(pointer) }

    /// The text on the button.
    public var label: String {
        get { gtk_menu_button_get_label(button).map { String(cString: $0) } ?? "" }
        set { if newValue != label { gtk_menu_button_set_label(button, newValue) } }
    }
}
