import CAdw
import CGtk

/// An object of ours on the session bus, answering one interface's method calls on the main
/// thread: a launcher's search provider, say, which other programs call by name and path.
///
/// Registered on the shared session connection before the application takes its bus name, so
/// a call that activated Sandglass finds the object as soon as the name is ours.
@MainActor
public final class ExportedObject {
    /// Answers `method` with its reply (a tuple, or nil for a method with no reply values), or
    /// throws a D-Bus error's message for bad arguments.
    public typealias Handler =
        @MainActor (_ method: String, _ parameters: Variant) throws(Refusal) -> Variant?

    /// A call refused with `org.freedesktop.DBus.Error.InvalidArgs` and this message.
    public struct Refusal: Error {
        public let message: String
        public init(_ message: String) { self.message = message }
    }

    /// The strings of the `as` argument at `index`; refused when it is not one.
    public static func strings(_ arguments: [Variant], at index: Int) throws(Refusal) -> [String] {
        guard index < arguments.count, arguments[index].typeString == "as" else {
            throw Refusal("expected an array of strings")
        }
        return arguments[index].arrayItems.compactMap(\.string)
    }

    private let connection: OpaquePointer
    private let registration: guint

    /// Exports the interface `interfaceXML` (its introspection `<node>`) at `path`; nil without a
    /// session bus, or when the XML or the path is refused.
    public init?(path: String, interfaceXML: String, handler: @escaping Handler) {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        guard let node = g_dbus_node_info_new_for_xml(interfaceXML, &error),
            let interface = node.pointee.interfaces?.pointee
        else {
            g_clear_error(&error)
            g_object_unref(UnsafeMutableRawPointer(bus))
            return nil
        }
        defer { g_dbus_node_info_unref(node) }
        let call:
            @convention(c) (
                OpaquePointer?, UnsafePointer<gchar>?, UnsafePointer<gchar>?,
                UnsafePointer<gchar>?, UnsafePointer<gchar>?, OpaquePointer?, OpaquePointer?,
                gpointer?
            ) -> Void = { _, _, _, _, method, parameters, invocation, data in
                guard let method, let parameters, let invocation, let data else { return }
                nonisolated(unsafe) let box = data
                nonisolated(unsafe) let values = parameters
                nonisolated(unsafe) let call = invocation
                let name = String(cString: method)
                MainActor.assumeIsolated {
                    do {
                        let reply = try ClosureBox<Handler>.from(box).body(
                            name, Variant(borrowing: values))
                        withExtendedLifetime(reply) {
                            g_dbus_method_invocation_return_value(call, reply?.raw)
                        }
                    } catch {
                        g_dbus_method_invocation_return_dbus_error(
                            call, "org.freedesktop.DBus.Error.InvalidArgs",
                            (error as? Refusal)?.message ?? "\(error)")
                    }
                }
            }
        let release: @convention(c) (gpointer?) -> Void = { data in
            if let data { ClosureBox<Handler>.release(data) }
        }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = call
        let id = g_dbus_connection_register_object(
            bus, path, interface, &vtable, ClosureBox<Handler>(handler).retainedPointer(), release,
            &error)
        guard id != 0 else {
            g_clear_error(&error)
            g_object_unref(UnsafeMutableRawPointer(bus))
            return nil
        }
        connection = bus
        registration = id
    }

    isolated deinit {
        g_dbus_connection_unregister_object(connection, registration)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }
}
