import CGtk

/// Shows one of several children at a time, cross-fading between them.
@MainActor
public final class Stack: Widget {
    private var children: [String: Widget] = [:]

    /// `fadeMilliseconds` is the cross-fade; GTK skips it when the desktop's animations are off.
    public init(fadeMilliseconds: UInt32 = 200) {
        super.init(gtk_stack_new())
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_set_transition_duration(stack, fadeMilliseconds)
    }

    private var stack: OpaquePointer { opaque(pointer) }

    /// Adds a child, shown when `visibleChildName` is `name`; `title` names its page for a
    /// screen reader (GTK 4.8 would call it "GtkStackPage").
    public func addChild(_ child: Widget, name: String, title: String) {
        // Titled: `sg_accessible_tidy` leaves the name of a titled page alone.
        gtk_stack_add_titled(stack, child.widget, name, title)
        if let page = gtk_stack_get_page(stack, child.widget) {
            sg_accessible_object_set_label(UnsafeMutableRawPointer(page), title)
        }
        children[name] = child
        takesInput(child, name == visibleChildName)
    }

    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set {
            guard let newValue, newValue != visibleChildName else { return }
            // During the cross-fade GTK keeps the old child mapped, on top of the new one for
            // clicks and with the focus it had: what is typed or clicked then must reach the
            // child being shown, so the others take neither pointer nor focus.
            for (name, child) in children { takesInput(child, name == newValue) }
            gtk_stack_set_visible_child_name(stack, newValue)
        }
    }

    private func takesInput(_ child: Widget, _ on: Bool) {
        gtk_widget_set_can_target(child.widget, on ? 1 : 0)
        gtk_widget_set_can_focus(child.widget, on ? 1 : 0)
    }

    /// Whether every child is measured (false: the stack takes the size of the visible one).
    public func setHomogeneous(_ on: Bool) {
        gtk_stack_set_hhomogeneous(stack, on ? 1 : 0)
        gtk_stack_set_vhomogeneous(stack, on ? 1 : 0)
    }

    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) {
        onNotify("visible-child", handler)
    }
}
