import CGtk

extension Widget {
    /// Calls `handler` with true when the pointer comes over the widget or the keyboard focus
    /// into it (or a widget inside it), and with false once both have left: a person's hand is
    /// on it, and what they are about to click should not move.
    ///
    /// The focus counts when it came by the keyboard (the window shows it): a button clicked
    /// keeps the focus after the pointer has gone, and that hand has left.
    public func onEngagementChange(_ handler: @escaping @MainActor (_ engaged: Bool) -> Void) {
        guard let motion = gtk_event_controller_motion_new(),
            let focus = gtk_event_controller_focus_new()
        else { return }
        gtk_widget_add_controller(widget, motion)  // which takes the controllers' references
        gtk_widget_add_controller(widget, focus)
        // Kept here, not read from the controllers: GTK emits "leave" before it clears their
        // contains-pointer and contains-focus. Both signals fire only when those change.
        var pointerIn = false
        var focusIn = false
        var engaged = false
        let update: @MainActor () -> Void = {
            let now = pointerIn || focusIn
            guard now != engaged else { return }
            engaged = now
            handler(now)
        }
        let motionObject = UnsafeMutableRawPointer(motion)
        let focusObject = UnsafeMutableRawPointer(focus)
        connect(
            "enter", on: motionObject, trampoline: dragTrampoline,
            body: { _, _, _ in
                pointerIn = true
                update()
            } as DragHandler)
        connect(
            "leave", on: motionObject, trampoline: voidTrampoline,
            body: {
                pointerIn = false
                update()
            } as VoidHandler)
        let byKeyboard: @MainActor () -> Bool = { [weak self] in
            guard let self, let root = gtk_widget_get_root(self.widget),
                g_type_check_instance_is_a(
                    cast(UnsafeMutableRawPointer(root)), gtk_window_get_type()) != 0
            else { return false }
            return gtk_window_get_focus_visible(cast(UnsafeMutableRawPointer(root))) != 0
        }
        connect(
            "enter", on: focusObject, trampoline: voidTrampoline,
            body: {
                focusIn = byKeyboard()
                update()
            } as VoidHandler)
        connect(
            "leave", on: focusObject, trampoline: voidTrampoline,
            body: {
                focusIn = false
                update()
            } as VoidHandler)
    }
}
