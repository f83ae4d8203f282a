import CAdw
import CGtk

/// A D-Bus connection's calls and signals, answered on the main thread, never blocking it
/// (except `flush`, for what must reach the bus before the process ends).
@MainActor
struct BusConnection {
    /// The GDBusConnection, shared with GIO.
    let raw: OpaquePointer

    typealias Reply = @MainActor (Variant?) -> Void
    typealias SignalHandler = @MainActor (_ member: String, _ parameters: Variant) -> Void

    /// Calls `method`; `reply` gets the answer, or nil when the call failed (no such service, an
    /// error reply, no answer within `timeout` milliseconds).
    func call(
        _ name: String, path: String, interface: String, method: String, parameters: Variant?,
        timeout: Int32 = 5000, reply: Reply? = nil
    ) {
        let box = ClosureBox<Reply>(reply ?? { _ in })
        let done:
            @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
                source, result, data in
                guard let data else { return }
                var error: UnsafeMutablePointer<GError>?
                let answer = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                g_clear_error(&error)
                nonisolated(unsafe) let box = data
                nonisolated(unsafe) let value = answer
                MainActor.assumeIsolated {
                    ClosureBox<Reply>.from(box).body(value.map { Variant(adopting: $0) })
                }
                ClosureBox<Reply>.release(data)
            }
        withExtendedLifetime(parameters) {
            g_dbus_connection_call(
                raw, name, path, interface, method, parameters?.raw, nil, G_DBUS_CALL_FLAGS_NONE,
                timeout, nil,
                done, box.retainedPointer())
        }
    }

    /// Calls `handler` for each signal of `interface` that `sender` emits on `path`.
    @discardableResult
    func subscribe(
        sender: String, interface: String, path: String, handler: @escaping SignalHandler
    ) -> UInt32 {
        let received:
            @convention(c) (
                OpaquePointer?, UnsafePointer<gchar>?, UnsafePointer<gchar>?, UnsafePointer<gchar>?,
                UnsafePointer<gchar>?,
                OpaquePointer?, gpointer?
            ) -> Void = { _, _, _, _, member, parameters, data in
                guard let data, let member, let parameters else { return }
                let name = String(cString: member)
                nonisolated(unsafe) let box = data
                nonisolated(unsafe) let value = parameters
                MainActor.assumeIsolated {
                    ClosureBox<SignalHandler>.from(box).body(name, Variant(borrowing: value))
                }
            }
        let release: @convention(c) (gpointer?) -> Void = { data in
            if let data { ClosureBox<SignalHandler>.release(data) }
        }
        return g_dbus_connection_signal_subscribe(
            raw, sender, interface, nil, path, nil, G_DBUS_SIGNAL_FLAGS_NONE, received,
            ClosureBox<SignalHandler>(handler).retainedPointer(), release)
    }

    /// Stops what `subscribe` started.
    func unsubscribe(_ subscription: UInt32) {
        g_dbus_connection_signal_unsubscribe(raw, subscription)
    }

    /// Sends what is queued now: calls made just before the process ends would otherwise be lost.
    func flush() { g_dbus_connection_flush_sync(raw, nil, nil) }
}

extension BusConnection {
    /// Whether `name` has an owner on the bus; asked of the bus itself, so quick even when that owner is stuck.
    func hasOwner(_ name: String) -> Bool { Self.hasOwner(name, on: raw) }

    /// The same for any thread's connection (a command line's, before any main loop).
    nonisolated static func hasOwner(_ name: String, on connection: OpaquePointer) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let replyType = g_variant_type_new("(b)")
        defer { g_variant_type_free(replyType) }
        let arguments = Variant(tuple: [Variant(name)])
        let answer = withExtendedLifetime(arguments) {
            g_dbus_connection_call_sync(
                connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                "NameHasOwner",
                arguments.raw, replyType, G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error)
        }
        guard let reply = answer else {
            g_clear_error(&error)
            return false
        }
        return Variant(adopting: reply).tupleItems.first?.bool ?? false
    }
}
