// CAdw too: with both C modules in GtkKit, Swift finds GIO's flag constants only through both.
import CAdw
import CGtk

/// Who owns a bus name, followed until this goes: on the shared session connection
/// (`onSessionBus`) or on an `OwnBusConnection` (`watch`). Nothing runs between changes.
@MainActor
public final class NameWatch {
    private typealias Handlers = (appeared: @MainActor () -> Void, vanished: @MainActor () -> Void)
    private let id: guint

    /// Follows `name` on the session bus GIO shares: `appeared` each time an owner takes it (and
    /// at once if one has), `vanished` when none has (and at once if none has); nil without a bus.
    public static func onSessionBus(
        _ name: String, appeared: @escaping @MainActor () -> Void,
        vanished: @escaping @MainActor () -> Void
    ) -> NameWatch? {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        // The watch holds its own reference to the connection.
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        return NameWatch(connection: bus, name: name, appeared: appeared, vanished: vanished)
    }

    init(
        connection: OpaquePointer, name: String, appeared: @escaping @MainActor () -> Void,
        vanished: @escaping @MainActor () -> Void
    ) {
        let handlers: Handlers = (appeared, vanished)
        id = g_bus_watch_name_on_connection(
            connection, name, G_BUS_NAME_WATCHER_FLAGS_NONE,
            { _, _, _, data in
                guard let data else { return }
                nonisolated(unsafe) let box = data
                MainActor.assumeIsolated { ClosureBox<Handlers>.from(box).body.appeared() }
            },
            { _, _, data in
                guard let data else { return }
                nonisolated(unsafe) let box = data
                MainActor.assumeIsolated { ClosureBox<Handlers>.from(box).body.vanished() }
            },
            ClosureBox<Handlers>(handlers).retainedPointer(),
            { data in if let data { ClosureBox<Void>.release(data) } })
    }

    isolated deinit { g_bus_unwatch_name(id) }
}
