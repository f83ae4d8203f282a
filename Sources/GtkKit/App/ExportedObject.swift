import CAdw
import CGtk

/// An object of ours on the session bus, answering one interface's method calls and property
/// reads on the main thread, and sending its signals: a launcher's search provider, say, which
/// other programs call by name and path, or a panel's tray item, which they read and follow.
///
/// Registered on the shared session connection (before the application takes its bus name, so
/// a call that activated Sandglass finds the object as soon as the name is ours), or on an
/// `OwnBusConnection`, whose name goes with it. GIO answers `org.freedesktop.DBus.Properties`
/// (`Get`, `GetAll`) from `properties`.
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

    /// The value of the property `name` now, or nil for none of that name.
    public typealias PropertyReader = @MainActor (_ name: String) -> Variant?

    /// What GIO calls back: the method handler and the property reader, in one box.
    private typealias Callbacks = (handler: Handler, properties: PropertyReader)

    private let connection: OpaquePointer
    private let registration: guint
    private let path: String
    private let interfaceName: String

    /// Exports the interface `interfaceXML` (its introspection `<node>`) at `path`, on `own`
    /// connection or else the shared one, its properties read from `properties`; nil without a
    /// session bus, or when the XML or the path is refused.
    public init?(
        path: String, interfaceXML: String, on own: OwnBusConnection? = nil,
        properties: @escaping PropertyReader = { _ in nil }, handler: @escaping Handler
    ) {
        var error: UnsafeMutablePointer<GError>?
        let shared = own == nil ? g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) : nil
        guard
            let bus = own.map({ OpaquePointer(g_object_ref(UnsafeMutableRawPointer($0.raw))) })
                ?? shared
        else {
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
        self.path = path
        interfaceName = String(cString: interface.pointee.name)
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
                        let reply = try ClosureBox<Callbacks>.from(box).body.handler(
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
        let read:
            @convention(c) (
                OpaquePointer?, UnsafePointer<gchar>?, UnsafePointer<gchar>?,
                UnsafePointer<gchar>?, UnsafePointer<gchar>?,
                UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?, gpointer?
            ) -> OpaquePointer? = { _, _, _, _, property, error, data in
                guard let property, let data else { return nil }
                nonisolated(unsafe) let box = data
                let name = String(cString: property)
                let value = MainActor.assumeIsolated {
                    ClosureBox<Callbacks>.from(box).body.properties(name)
                }
                guard let value else {
                    g_set_error_literal(
                        error, g_dbus_error_quark(), gint(G_DBUS_ERROR_UNKNOWN_PROPERTY.rawValue),
                        "no property \(name)")
                    return nil
                }
                // GIO takes this reference over; `value` keeps its own.
                return withExtendedLifetime(value) { g_variant_ref(value.raw) }
            }
        let release: @convention(c) (gpointer?) -> Void = { data in
            if let data { ClosureBox<Callbacks>.release(data) }
        }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = call
        vtable.get_property = read
        let callbacks: Callbacks = (handler, properties)
        let id = g_dbus_connection_register_object(
            bus, path, interface, &vtable, ClosureBox<Callbacks>(callbacks).retainedPointer(),
            release, &error)
        guard id != 0 else {
            g_clear_error(&error)
            g_object_unref(UnsafeMutableRawPointer(bus))
            return nil
        }
        connection = bus
        registration = id
    }

    /// Sends the interface's signal `name` from this object to whoever listens, with
    /// `parameters` (a tuple, or nil for none).
    public func emit(_ name: String, _ parameters: Variant? = nil) {
        var error: UnsafeMutablePointer<GError>?
        withExtendedLifetime(parameters) {
            _ = g_dbus_connection_emit_signal(
                connection, nil, path, interfaceName, name, parameters?.raw, &error)
        }
        // A closed connection: nobody to tell.
        g_clear_error(&error)
    }

    isolated deinit {
        g_dbus_connection_unregister_object(connection, registration)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }
}
