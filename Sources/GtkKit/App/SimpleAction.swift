import CGtk

/// A named operation of the application (`app.NAME`) that buttons, keys and the command line invoke.
@MainActor
public final class SimpleAction: Object {
    public let name: String

    /// `parameterType` is a GVariant type string (`x`, `s`, `(xs)`), or nil for none.
    public init(
        name: String, parameterType: String? = nil,
        _ handler: @escaping @MainActor (Variant?) -> Void
    ) {
        self.name = name
        let type = parameterType.map { g_variant_type_new($0) }
        let action = g_simple_action_new(name, type ?? nil)
        if let type { g_variant_type_free(type) }
        super.init(adopting: UnsafeMutableRawPointer(action!))
        connect(
            "activate", trampoline: actionTrampoline, body: handler as @MainActor (Variant?) -> Void
        )
    }

    /// An on/off setting (`app.NAME` with a boolean state): menus show it as a check item,
    /// check buttons and switches bound to it follow it. Activating it toggles the state;
    /// `onChange` hears every new state, from any widget, key or `state` set by code.
    public init(name: String, state: Bool, onChange: @escaping @MainActor (Bool) -> Void) {
        self.name = name
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(state ? 1 : 0))
        super.init(adopting: UnsafeMutableRawPointer(action!))
        // GLib's default for a boolean action without a parameter turns activation into a
        // change-state request for the opposite value; this handler accepts every request.
        connect(
            "change-state", trampoline: actionTrampoline,
            body: { [unowned self] (value: Variant?) in
                guard let on = value?.bool else { return }
                self.state = on
                onChange(on)
            } as @MainActor (Variant?) -> Void)
    }

    /// A published text (`app.NAME` with a string state and no activation: it is disabled): a
    /// GApplication exports its actions on the session bus, and every change of the state
    /// reaches other processes as one `org.gtk.Actions.Changed` signal, sent when it changes.
    public init(name: String, text: String) {
        self.name = name
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_string(text))
        super.init(adopting: UnsafeMutableRawPointer(action!))
        g_simple_action_set_enabled(opaque(pointer), 0)
        // Another process may ask to change the state (org.gtk.Actions.SetState; GLib does not
        // check enabled for that): a handler that does nothing refuses it. `text` sets it.
        connect(
            "change-state", trampoline: actionTrampoline,
            body: { (_: Variant?) in } as @MainActor (Variant?) -> Void)
    }

    /// The state of a published text (nil for another action); setting it publishes it.
    public var text: String? {
        get {
            guard let value = g_action_get_state(opaque(pointer)) else { return nil }
            return Variant(adopting: value).string
        }
        set {
            guard let newValue else { return }
            g_simple_action_set_state(opaque(pointer), g_variant_new_string(newValue))
        }
    }

    /// The state of an on/off action (nil for a plain one); setting it tells no one.
    public var state: Bool? {
        get {
            guard let value = g_action_get_state(opaque(pointer)) else { return nil }
            return Variant(adopting: value).bool
        }
        set {
            guard let newValue, newValue != state else { return }
            g_simple_action_set_state(opaque(pointer), g_variant_new_boolean(newValue ? 1 : 0))
        }
    }

    /// Disabled actions make their buttons insensitive and ignore keys and remote calls.
    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque(pointer)) != 0 }
        set {
            if newValue != isEnabled {
                g_simple_action_set_enabled(opaque(pointer), newValue ? 1 : 0)
            }
        }
    }
}
