import CGtk

/// One handler connected to a GObject signal: disconnected, and its closure released, at the
/// latest when this goes.
///
/// It holds a reference to the instance the handler is on, so disconnecting never touches a
/// freed object, whichever of the two goes first.
@MainActor
public final class SignalConnection {
    private var instance: UnsafeMutableRawPointer?
    private let id: UInt

    /// Takes over handler `id` on `instance` (0 for a connection that failed).
    init(instance: UnsafeMutableRawPointer, id: UInt) {
        self.instance = instance
        self.id = id
        g_object_ref(instance)
    }

    isolated deinit { disconnect() }

    /// Whether the handler is still connected.
    public var isConnected: Bool {
        guard let instance else { return false }
        return g_signal_handler_is_connected(instance, gulong(id)) != 0
    }

    /// Disconnects the handler (GLib then releases its closure); later calls do nothing.
    public func disconnect() {
        guard let instance else { return }
        if g_signal_handler_is_connected(instance, gulong(id)) != 0 {
            g_signal_handler_disconnect(instance, gulong(id))
        }
        self.instance = nil
        g_object_unref(instance)
    }
}
