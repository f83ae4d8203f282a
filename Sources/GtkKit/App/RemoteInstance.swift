import CGtk

/// Talks to an already running primary instance over the session bus, without opening a display.
///
/// A GtkApplication opens the display even when it only forwards a command line, so the
/// forwarding side is a plain GIO GApplication with the same id.
public enum RemoteInstance {
    /// Whether a primary instance owns `id` on the session bus; false when there is no bus.
    public static func isRunning(id: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        // The connection is GIO's shared one, deliberately kept (not unreffed): the GApplication
        // that registers next reuses it instead of connecting and authenticating a second time.
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return false
        }
        let replyType = g_variant_type_new("(b)")
        defer { g_variant_type_free(replyType) }
        let arguments = g_variant_new_tuple([g_variant_new_string(id)], 1)
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

    /// Sends `arguments` (program name first) to the running instance, which prints its answer
    /// on this process's stdout/stderr; returns the exit status it chose.
    public static func forward(id: String, arguments: [String]) -> Int32 {
        let flags = GApplicationFlags(rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue | G_APPLICATION_IS_LAUNCHER.rawValue)
        guard let app = g_application_new(id, flags) else { return 1 }
        defer { g_object_unref(UnsafeMutableRawPointer(app)) }
        var cStrings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        return cStrings.withUnsafeMutableBufferPointer { argv in
            g_application_run(app, Int32(arguments.count), argv.baseAddress)
        }
    }
}
