import CGtk

/// A named operation of the application (`app.NAME`) that buttons, keys and the command line invoke.
@MainActor
public final class SimpleAction: Object {
    public let name: String

    /// `parameterType` is a GVariant type string (`x`, `s`, `(xs)`), or nil for none.
    public init(name: String, parameterType: String? = nil, _ handler: @escaping @MainActor (Variant?) -> Void) {
        self.name = name
        let type = parameterType.map { g_variant_type_new($0) }
        let action = g_simple_action_new(name, type ?? nil)
        if let type { g_variant_type_free(type) }
        super.init(adopting: UnsafeMutableRawPointer(action!))
        connect("activate", trampoline: actionTrampoline, body: handler as @MainActor (Variant?) -> Void)
    }

    /// Disabled actions make their buttons insensitive and ignore keys and remote calls.
    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque(pointer)) != 0 }
        set { if newValue != isEnabled { g_simple_action_set_enabled(opaque(pointer), newValue ? 1 : 0) } }
    }
}
