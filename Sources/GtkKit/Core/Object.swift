import CGtk

/// A strong reference to a GObject, with typed signal connections that end with the wrapper.
///
/// GtkKit's wrappers hold their object for as long as they live (a sunk floating reference
/// for widgets), so a Swift value never points at a freed C object. Every handler a wrapper
/// connects (on its own object or on another one) is disconnected when the wrapper goes, before
/// its reference is dropped: GTK may keep the C object alive in a widget tree, but a closure
/// that captured the wrapper's owner unowned can never run after the wrapper is gone.
@MainActor
open class Object {
    /// The underlying `GObject *`. Internal: pointers stay inside GtkKit.
    let pointer: UnsafeMutableRawPointer

    /// The handlers this wrapper connected, disconnected in `deinit`.
    private var connections: [SignalConnection] = []

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
        for connection in connections { connection.disconnect() }
        g_object_unref(pointer)
    }

    var gobject: UnsafeMutablePointer<GObject> { cast(pointer) }

    /// Calls `handler` whenever the property `name` changes.
    public func onNotify(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        connect("notify::\(name)", trampoline: notifyTrampoline, body: handler as VoidHandler)
    }

    /// Connects a handler to a signal whose C signature is `void (*)(instance, user_data)`.
    public func onSignal(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        connect(name, trampoline: voidTrampoline, body: handler as VoidHandler)
    }

    /// Connects `body` to `signal` on this object, or on `instance` (an object this one owns or
    /// shows, such as a child or a factory), for as long as this wrapper lives.
    @discardableResult
    func connect<Body, Trampoline>(
        _ signal: String, on instance: UnsafeMutableRawPointer? = nil, trampoline: Trampoline,
        body: Body
    ) -> SignalConnection {
        let connection = connectSignal(
            instance ?? pointer, signal, trampoline: trampoline, body: body)
        connections.append(connection)
        return connection
    }

    /// Disconnects a handler that `connect` made before this wrapper goes.
    func disconnect(_ connection: SignalConnection) {
        connection.disconnect()
        connections.removeAll { $0 === connection }
    }
}
