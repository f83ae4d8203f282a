import CGtk

/// A push button that names an application action; clicking it activates the action.
///
/// Under the cairo renderer its content is drawn from a still picture, made again when the
/// button changes (`SgStillButton` in the C shim): a frame that changes a page's digits does not
/// convert and recolour its icon or measure its label again.
@MainActor
public final class Button: Widget {
    private let contentLabel: Label?
    private var contentImage: Image?

    /// A button with a text label; `_` marks the mnemonic letter ("_Start" → Alt+S) unless
    /// `mnemonic` is false (then the text is taken as it is, and `setAccessibleLabel` may rename it).
    public init(label: String, mnemonic: Bool = true, action: String? = nil, target: Variant? = nil)
    {
        contentLabel = nil
        super.init(sg_still_button_new_with_label(label, mnemonic ? 1 : 0))
        if let action { setAction(action, target: target) }
    }

    /// A button showing an icon beside a mnemonic label.
    public init(label: String, icon: String, action: String? = nil) {
        let content = Label(label, mnemonic: true)
        contentLabel = content
        super.init(sg_still_button_new())
        let box = Box(.horizontal, spacing: 6)
        let image = Image(iconName: icon)
        contentImage = image
        box.append(image)
        box.append(content)
        box.setAlign(horizontal: .center)
        gtk_button_set_child(button, box.widget)
        // The mnemonic label names the button for screen readers (labelled-by); setting an
        // accessible label as well would make GTK 4.8 read the name twice.
        content.setMnemonicWidget(self)
        if let action { setAction(action) }
    }

    /// An icon-only button; `accessibleName` is what a screen reader says, and its tooltip unless
    /// `showsTooltip` is false (a list's rows: see `tooltip`).
    public init(
        icon: String, accessibleName: String, action: String? = nil, showsTooltip: Bool = true
    ) {
        contentLabel = nil
        super.init(sg_still_button_new_from_icon_name(icon))
        if showsTooltip { tooltip = accessibleName }
        setAccessibleLabel(accessibleName)
        tidyAccessibility()  // its image is a decoration
        if let action { setAction(action) }
    }

    /// A button with any content widget.
    public init(child: Widget, action: String? = nil) {
        contentLabel = nil
        super.init(sg_still_button_new())
        gtk_button_set_child(button, child.widget)
        if let action { setAction(action) }
    }

    /// Alt+`letter` presses it, as a label's mnemonic does (for an icon-only button, which has
    /// no label to underline): the window's mnemonics, active only while it is on screen.
    public func setMnemonic(_ letter: Character) {
        guard let scalar = letter.unicodeScalars.first,
            let controller = gtk_shortcut_controller_new()
        else { return }
        let keyval = gdk_unicode_to_keyval(scalar.value)
        gtk_shortcut_controller_set_scope(
            opaque(UnsafeMutableRawPointer(controller)), GTK_SHORTCUT_SCOPE_MANAGED)
        // The shortcut takes the trigger and the action (a shared one: referenced for it).
        let action = gtk_mnemonic_action_get()
        g_object_ref(UnsafeMutableRawPointer(action))
        let shortcut = gtk_shortcut_new(gtk_mnemonic_trigger_new(keyval), action)
        gtk_shortcut_controller_add_shortcut(opaque(UnsafeMutableRawPointer(controller)), shortcut)
        gtk_widget_add_controller(widget, controller)  // which takes the controller's reference
    }

    private var button: UnsafeMutablePointer<GtkButton> { cast(pointer) }
    private var actionable: OpaquePointer { opaque(pointer) }

    /// Binds the button to `app.name`: it is insensitive while the action is disabled. `name` may
    /// carry its target (`app.timer-pause(int64 0)`), or `target` gives it.
    public func setAction(_ name: String, target: Variant? = nil) {
        var action: UnsafeMutablePointer<gchar>?
        var parsed: OpaquePointer?
        if target == nil {
            guard g_action_parse_detailed_name(name, &action, &parsed, nil) != 0 else {
                // (GTK says what is wrong)
                return gtk_actionable_set_detailed_action_name(actionable, name)
            }
        }
        defer {
            g_free(action)
            if let parsed { g_variant_unref(parsed) }
        }
        bind(action.map { String(cString: $0) } ?? name, target: target?.raw ?? parsed)
    }

    /// Sets the action's name and target. GTK checks the pair at each step and warns on stderr
    /// while they disagree ("parameter type mismatch"), so a target of another type (Start
    /// turning into Pause, a timer's id) is set with no action named: nothing to disagree with.
    /// The button is insensitive for that moment either way, and loses the keyboard focus,
    /// which its window gives back (`ApplicationWindow`).
    private func bind(_ name: String, target: OpaquePointer?) {
        let type = { (value: OpaquePointer?) in
            value.map { String(cString: g_variant_get_type_string($0)) }
        }
        if type(gtk_actionable_get_action_target_value(actionable)) != type(target) {
            gtk_actionable_set_action_name(actionable, nil)
        }
        gtk_actionable_set_action_target_value(actionable, target)
        gtk_actionable_set_action_name(actionable, name)
    }

    /// The label of a plain or icon-and-label button; set it with its mnemonic underscore
    /// ("_Pause"), read it as shown ("Pause").
    public var label: String {
        get {
            let text =
                contentLabel.map { String(cString: gtk_label_get_label(opaque($0.pointer))) }
                ?? gtk_button_get_label(button).map { String(cString: $0) } ?? ""
            return text.filter { $0 != "_" }
        }
        // The same label again does nothing: GTK would measure the window again each time.
        set {
            if let contentLabel {
                let shown = String(cString: gtk_label_get_label(opaque(contentLabel.pointer)))
                if shown != newValue {
                    gtk_label_set_text_with_mnemonic(opaque(contentLabel.pointer), newValue)
                }
            } else if gtk_button_get_label(button).map({ String(cString: $0) }) != newValue {
                gtk_button_set_label(button, newValue)
            }
        }
    }

    /// Changes the icon of an icon-and-label button, or of an icon-only one.
    public func setIcon(_ name: String) {
        if let contentImage { return contentImage.setIcon(name) }
        // The image the button has, changed in place: gtk_button_set_icon_name puts a new image
        // in, and GTK keeps sending the presses of a pointer that has not moved to the old one,
        // so a second click at the same place (Pause, then Resume) would be lost.
        if let child = gtk_button_get_child(button),
            g_type_check_instance_is_a(cast(UnsafeMutableRawPointer(child)), gtk_image_get_type())
                != 0
        {
            Image.setIcon(name, of: UnsafeMutableRawPointer(child))
        } else if gtk_button_get_icon_name(button).map({ String(cString: $0) }) != name {
            gtk_button_set_icon_name(button, name)
            tidyAccessibility()  // a new image, maybe
        }
    }

    public func setFlat(_ flat: Bool) { gtk_button_set_has_frame(button, flat ? 0 : 1) }

    /// Emits "clicked", as a click or a keyboard activation would, without the press animation.
    public func click() { sg_button_click(widget) }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        onSignal("clicked", handler)
    }
}
