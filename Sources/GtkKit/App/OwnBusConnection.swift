// CAdw too: with both C modules in GtkKit, Swift finds GIO's flag constants only through both.
import CAdw
import CGtk

/// A connection of the program's own to the session bus, beside the one GIO shares: it has a
/// unique name of its own, so what is exported on it leaves the bus with it, as if a process
/// left. A host that follows names (a StatusNotifierWatcher) sees it go when it closes.
@MainActor
public final class OwnBusConnection {
    let raw: OpaquePointer

    /// Connects to the session bus; nil without one.
    public init?() {
        var error: UnsafeMutablePointer<GError>?
        guard let address = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, &error)
        else {
            g_clear_error(&error)
            return nil
        }
        defer { g_free(address) }
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard
            let connection = g_dbus_connection_new_for_address_sync(
                address, flags, nil, nil, &error)
        else {
            g_clear_error(&error)
            return nil
        }
        // The bus going away ends what this connection carries, not the process.
        g_dbus_connection_set_exit_on_close(connection, 0)
        raw = connection
    }

    isolated deinit {
        // Closed now, not when GIO's last reference goes: the name leaves the bus at once.
        g_dbus_connection_close(raw, nil, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(raw))
    }

    /// Its unique name on the bus (`:1.42`).
    public var uniqueName: String {
        g_dbus_connection_get_unique_name(raw).map { String(cString: $0) } ?? ""
    }

    /// Calls `method` of `name` without waiting; `reply` gets the answer, or nil when it failed.
    public func call(
        _ name: String, path: String, interface: String, method: String, parameters: Variant?,
        reply: (@MainActor (Variant?) -> Void)? = nil
    ) {
        BusConnection(raw: raw).call(
            name, path: path, interface: interface, method: method, parameters: parameters,
            reply: reply)
    }

    /// Follows who owns `name`: `appeared` each time an owner takes it (and at once if one has),
    /// `vanished` when none has; until the returned watch goes.
    public func watch(
        _ name: String, appeared: @escaping @MainActor () -> Void,
        vanished: @escaping @MainActor () -> Void
    ) -> NameWatch {
        NameWatch(connection: raw, name: name, appeared: appeared, vanished: vanished)
    }
}
