import CGtk

/// A strong reference to a GObject, with typed signal connections.
///
/// GtkKit's wrappers hold their object for as long as they live (a sunk floating reference
/// for widgets), so a Swift value never points at a freed C object.
@MainActor
open class Object {
    /// The underlying `GObject *`. Internal: pointers stay inside GtkKit.
    let pointer: UnsafeMutableRawPointer

    /// Wraps `pointer`, taking a reference (sinking a floating one, as widgets start out).
    init(retaining pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    /// Wraps `pointer`, adopting the reference the caller already owns.
    init(adopting pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    var gobject: UnsafeMutablePointer<GObject> { cast(pointer) }

    /// Calls `handler` whenever the property `name` changes.
    public func onNotify(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        connectSignal(pointer, "notify::\(name)", trampoline: notifyTrampoline, body: handler as VoidHandler)
    }

    /// Connects a handler to a signal whose C signature is `void (*)(instance, user_data)`.
    public func onSignal(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        connectSignal(pointer, name, trampoline: voidTrampoline, body: handler as VoidHandler)
    }
}
