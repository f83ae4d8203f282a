import CGtk

/// Keys that name actions, heard only when the focused widget does not use the key itself.
///
/// GTK 4 handles an application's accelerators before the focused widget (capture phase), so a
/// Space or Ctrl+→ bound there is taken from a text field too. These shortcuts sit on a window
/// in the bubble phase instead: typing "1h 30m" into a field stays typing.
@MainActor
public final class KeyShortcuts: Object {
    /// The shortcuts now in the controller (it owns them; kept to remove them again).
    private var installed: [OpaquePointer] = []

    /// Shortcuts for everything inside `widget` (usually the window); nil if GTK cannot make them.
    public init?(on widget: Widget) {
        guard let controller = gtk_shortcut_controller_new() else { return nil }
        // Our reference (ref_sink adds one to this non-floating object); the widget takes the other.
        super.init(retaining: UnsafeMutableRawPointer(controller))
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_BUBBLE)
        gtk_widget_add_controller(widget.widget, controller)
    }

    private var controller: OpaquePointer { opaque(pointer) }

    /// Replaces every shortcut with `bindings` (GTK accelerator syntax: "space", "<Control>Right").
    public func set(_ bindings: [(action: String, keys: [String])]) {
        for shortcut in installed { gtk_shortcut_controller_remove_shortcut(controller, shortcut) }
        installed = []
        for (action, keys) in bindings {
            for key in keys {
                // A detailed name carries its target (`app.timer-toggle(int64 0)`): the shortcut's arguments.
                var name: UnsafeMutablePointer<gchar>?
                var target: OpaquePointer?
                guard g_action_parse_detailed_name(action, &name, &target, nil) != 0, let name
                else { continue }
                defer {
                    g_free(name)
                    if let target { g_variant_unref(target) }
                }
                guard let trigger = gtk_shortcut_trigger_parse_string(key),
                    let named = gtk_named_action_new(name),
                    let shortcut = gtk_shortcut_new(trigger, named)
                else { continue }
                if let target { gtk_shortcut_set_arguments(shortcut, target) }
                gtk_shortcut_controller_add_shortcut(controller, shortcut)
                installed.append(shortcut)
            }
        }
    }
}
