import CGtk

extension Widget {
    /// Hears each key pressed while this widget or one inside it has the focus, before the
    /// widget's own handling and the window's shortcuts: `handler(keyval, modifiers)` returns
    /// whether it took the key.
    public func onKeyPressed(_ handler: @escaping @MainActor (UInt32, UInt32) -> Bool) {
        guard let keys = gtk_event_controller_key_new() else { return }
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, keys)
        connect(
            "key-pressed", on: UnsafeMutableRawPointer(keys), trampoline: keyPressedTrampoline,
            body: handler)
    }
}
