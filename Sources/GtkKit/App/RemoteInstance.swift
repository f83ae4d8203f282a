import CGtk
import Dispatch
import Glibc

/// Talks to an already running primary instance over the session bus, without opening a display.
///
/// A GtkApplication opens the display even when it only forwards a command line, so the
/// forwarding side is a plain GIO GApplication with the same id.
public enum RemoteInstance {
    /// The session bus GIO shares in this process; nil when there is none.
    ///
    /// Deliberately kept (not unreffed): the GApplication that registers next reuses it instead
    /// of connecting and authenticating a second time.
    private static func sessionBus() -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        return bus
    }

    /// The GUID of this process's session bus (each bus has its own); nil when there is no bus.
    public static func sessionBusID() -> String? {
        guard let bus = sessionBus() else { return nil }
        return g_dbus_connection_get_guid(bus).map { String(cString: $0) }
    }

    /// Whether a primary instance owns `id` on the session bus; false when there is no bus.
    public static func isRunning(id: String) -> Bool {
        guard let bus = sessionBus() else { return false }
        var error: UnsafeMutablePointer<GError>?
        let replyType = g_variant_type_new("(b)")
        defer { g_variant_type_free(replyType) }
        let arguments = g_variant_new_tuple([g_variant_new_string(id)], 1)
        // Answered by the bus itself, not the instance: quick even when the instance is stuck.
        guard let reply = g_dbus_connection_call_sync(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
            arguments, replyType, G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error)
        else {
            g_clear_error(&error)
            return false
        }
        defer { g_variant_unref(reply) }
        guard let owned = g_variant_get_child_value(reply, 0) else { return false }
        defer { g_variant_unref(owned) }
        return g_variant_get_boolean(owned) != 0
    }

    /// Sends `arguments` (program name first) and this process's environment (so the instance
    /// reads times in the caller's zone) to the running instance, which prints its answer on this
    /// process's stdout/stderr; returns the exit status it chose.
    ///
    /// GIO waits up to 25 s for an instance that does not answer (and the command line call has
    /// no limit at all); after `seconds`, `onTimeout` runs on another thread instead and this
    /// process exits with the status it returns.
    public static func forward(
        id: String, arguments: [String], seconds: Int, onTimeout: @escaping @Sendable () -> Int32
    ) -> Int32 {
        let watchdog = DispatchWorkItem {
            let status = onTimeout()
            _exit(status)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: watchdog)
        defer { watchdog.cancel() }
        let flags = GApplicationFlags(
            rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue | G_APPLICATION_IS_LAUNCHER.rawValue
                | G_APPLICATION_SEND_ENVIRONMENT.rawValue)
        guard let app = g_application_new(id, flags) else { return 1 }
        defer { g_object_unref(UnsafeMutableRawPointer(app)) }
        var cStrings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        return cStrings.withUnsafeMutableBufferPointer { argv in
            g_application_run(app, Int32(arguments.count), argv.baseAddress)
        }
    }
}
