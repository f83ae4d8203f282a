import CGtk

/// A button that opens a menu (the header bar's primary menu) or a popover (a date picker).
@MainActor
public final class MenuButton: Widget {
    private var popover: Popover?
    private var menu: Menu?

    /// An icon button whose menu `makeMenu` builds the first time it opens: a menu's popover is
    /// a few dozen widgets that a window's first frame does not need.
    public init(
        icon: String, accessibleName: String, menu makeMenu: @escaping @MainActor () -> Menu
    ) {
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button, icon)
        gtk_menu_button_set_primary(button, 1)
        tooltip = accessibleName
        setAccessibleLabel(accessibleName)
        tidyAccessibility()  // its image is a decoration
        let create = ClosureBox<@MainActor () -> Void>({ [weak self] in
            guard let self, self.menu == nil else { return }
            let menu = makeMenu()
            self.menu = menu
            gtk_menu_button_set_menu_model(self.button, menu.model)
        })
        let callback: GtkMenuButtonCreatePopupFunc = { _, data in
            guard let data else { return }
            nonisolated(unsafe) let box = data
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(box).body() }
        }
        gtk_menu_button_set_create_popup_func(
            button, callback, create.retainedPointer(), releaseSourceBox)
    }

    /// An icon button that opens `popover`; `accessibleName` is what a screen reader says and the tooltip shows.
    public init(icon: String, accessibleName: String, popover: Popover) {
        self.popover = popover
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button, icon)
        gtk_menu_button_set_popover(button, popover.widget)
        tooltip = accessibleName
        setAccessibleLabel(accessibleName)
        tidyAccessibility()  // its image is a decoration
    }

    /// A button showing `label` that opens `popover`.
    public init(label: String, popover: Popover) {
        self.popover = popover
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_label(button, label)
        gtk_menu_button_set_popover(button, popover.widget)
    }

    /// A button showing `label` whose popover `makePopover` builds the first time it opens;
    /// `willOpen` runs each time it is about to open (to show the current value in it).
    public init(
        label: String, makePopover: @escaping @MainActor () -> Popover,
        willOpen: @escaping @MainActor () -> Void
    ) {
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_label(button, label)
        let create = ClosureBox<@MainActor () -> Void>({ [weak self] in
            guard let self else { return }
            if self.popover == nil {
                let popover = makePopover()
                self.popover = popover
                gtk_menu_button_set_popover(self.button, popover.widget)
            }
            willOpen()
        })
        let callback: GtkMenuButtonCreatePopupFunc = { _, data in
            guard let data else { return }
            nonisolated(unsafe) let box = data
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(box).body() }
        }
        gtk_menu_button_set_create_popup_func(
            button, callback, create.retainedPointer(), releaseSourceBox)
    }

    /// Closes the popover, if it is open.
    public func popdown() { gtk_menu_button_popdown(button) }

    private var button: OpaquePointer { opaque(pointer) }

    isolated deinit {
        // The function's box goes with its destroy notify; the C button may outlive this wrapper.
        gtk_menu_button_set_create_popup_func(button, nil, nil, nil)
    }

    /// The text on the button.
    public var label: String {
        get { gtk_menu_button_get_label(button).map { String(cString: $0) } ?? "" }
        set { if newValue != label { gtk_menu_button_set_label(button, newValue) } }
    }
}
