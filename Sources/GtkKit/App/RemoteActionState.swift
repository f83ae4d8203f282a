// CAdw too: with both C modules in GtkKit, Swift finds GIO's flag constants only through both.
import CAdw
import CGtk

/// Follows the state of one action of another process's GApplication over the session bus:
/// its value when the application appears, each change as GIO pushes it (no polling), the
/// application going away, and the bus itself going away. For a process without a display
/// (no GTK set-up): GIO only.
///
/// It speaks `org.gtk.Actions` itself rather than through a `GDBusActionGroup`: that one asks
/// for the actions once (`DescribeAll`) with D-Bus's default 25 s timeout and, when the answer
/// is late (an instance stopped for longer), keeps an empty list and ignores every change after.
/// Here the question waits as long as the application is there, and is asked again after an error.
@MainActor
public final class RemoteActionState {
    /// What the follower hears.
    public enum Event {
        /// The application is there and its action's state is this text (at first, then at each change).
        case state(String)
        /// The application is not (or no longer) on the bus.
        case gone
        /// The session bus itself went away: nothing more will ever be heard on it.
        case busClosed
    }

    static let interface = "org.gtk.Actions"

    private let objectPath: String
    private let action: String
    private let handler: @MainActor (Event) -> Void
    private let bus: OpaquePointer
    private var watch: guint = 0
    private var closedConnection: SignalConnection?
    /// While the application is on the bus: its unique name, the `Changed` subscription, the question in flight.
    private var owner: String?
    private var subscription: guint = 0
    private var asking: UnsafeMutablePointer<GCancellable>?
    /// Bumped whenever the owner changes: an answer or retry for an earlier owner does nothing.
    private var generation = 0
    private var retryMilliseconds: UInt32 = 1_000

    /// Watches `action` of the application owning `busName` at `objectPath` on the session bus;
    /// nil when there is no session bus. `handler` runs on the main loop, which the caller runs.
    public init?(
        busName: String, objectPath: String, action: String,
        handler: @escaping @MainActor (Event) -> Void
    ) {
        self.objectPath = objectPath
        self.action = action
        self.handler = handler
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        self.bus = bus
        // The bus going away is news to tell (`.busClosed`), not a reason for GIO to end the process.
        g_dbus_connection_set_exit_on_close(bus, 0)
        closedConnection = connectSignal(
            UnsafeMutableRawPointer(bus), "closed", trampoline: closedTrampoline,
            body: { [weak self] in
                self?.busClosed()
            } as VoidHandler)
        let context = Unmanaged.passUnretained(self).toOpaque()
        // Unwatched in deinit before this object goes: the callbacks never outlive it.
        watch = g_bus_watch_name_on_connection(
            bus, busName, G_BUS_NAME_WATCHER_FLAGS_NONE,
            { _, _, owner, data in
                guard let owner, let data else { return }
                nonisolated(unsafe) let me = data
                let unique = String(cString: owner)
                MainActor.assumeIsolated {
                    Unmanaged<RemoteActionState>.fromOpaque(me).takeUnretainedValue().appeared(
                        owner: unique)
                }
            },
            { _, _, data in
                guard let data else { return }
                nonisolated(unsafe) let me = data
                MainActor.assumeIsolated {
                    Unmanaged<RemoteActionState>.fromOpaque(me).takeUnretainedValue().vanished()
                }
            },
            context, nil)
        // Closed already (between connecting and watching): said once the caller runs the main loop.
        if g_dbus_connection_is_closed(bus) != 0 {
            MainLoop.idle { [weak self] in self?.busClosed() }
        }
    }

    isolated deinit {
        if watch != 0 { g_bus_unwatch_name(watch) }
        forgetOwner()
        closedConnection = nil
    }

    /// The application came (or came back): its action's state from the process that owns the name now.
    private func appeared(owner unique: String) {
        forgetOwner()
        owner = unique
        retryMilliseconds = 1_000
        // Subscribed before asking, as GIO does: no change between the answer and the subscription is missed.
        let box = ClosureBox<@MainActor (OpaquePointer) -> Void>({ [weak self] parameters in
            self?.changed(parameters)
        }).retainedPointer()
        subscription = g_dbus_connection_signal_subscribe(
            bus, unique, Self.interface, "Changed", objectPath, nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters, let data else { return }
                nonisolated(unsafe) let box = data
                nonisolated(unsafe) let values = parameters
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (OpaquePointer) -> Void>.from(box).body(values)
                }
            },
            box, { data in if let data { ClosureBox<Void>.release(data) } })
        ask()
    }

    /// Asks the owner for its actions, waiting as long as it takes (a stopped instance answers when continued).
    private func ask() {
        guard let owner else { return }
        let current = generation
        let cancellable = g_cancellable_new()
        asking = cancellable
        // A question cancelled (its owner gone) is answered for an earlier generation: nothing to do.
        let box = ClosureBox<@MainActor (OpaquePointer?) -> Void>({ [weak self] reply in
            guard let self, self.generation == current else { return }
            self.answered(reply)
        }).retainedPointer()
        g_dbus_connection_call(
            bus, owner, objectPath, Self.interface, "DescribeAll", nil, nil, G_DBUS_CALL_FLAGS_NONE,
            gint.max, cancellable,
            { source, result, data in
                guard let data else { return }
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                g_clear_error(&error)
                nonisolated(unsafe) let box = data
                nonisolated(unsafe) let answer = reply
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (OpaquePointer?) -> Void>.from(box).body(answer)
                    ClosureBox<Void>.release(box)
                }
                if let reply { g_variant_unref(reply) }
            },
            box)
    }

    /// The owner's actions, `(a{s(bgav)})`; nil after an error, asked again a little later.
    private func answered(_ reply: OpaquePointer?) {
        if let asking { g_object_unref(UnsafeMutableRawPointer(asking)) }
        asking = nil
        guard let reply else {
            let current = generation
            MainLoop.after(milliseconds: retryMilliseconds) { [weak self] in
                guard let self, self.generation == current, self.asking == nil else { return }
                self.ask()
            }
            retryMilliseconds = min(retryMilliseconds * 2, 30_000)
            return
        }
        guard let actions = g_variant_get_child_value(reply, 0) else { return }
        defer { g_variant_unref(actions) }
        tellState(ofDescription: actions)
    }

    /// A `Changed` signal, `(as a{sb} a{sv} a{s(bgav)})`: a new state, or the action added again.
    private func changed(_ parameters: OpaquePointer) {
        guard String(cString: g_variant_get_type_string(parameters)) == "(asa{sb}a{sv}a{s(bgav)})"
        else { return }
        if let states = g_variant_get_child_value(parameters, 2) {
            defer { g_variant_unref(states) }
            if let value = g_variant_lookup_value(states, action, nil) {
                defer { g_variant_unref(value) }
                tell(value)
            }
        }
        if let added = g_variant_get_child_value(parameters, 3) {
            defer { g_variant_unref(added) }
            tellState(ofDescription: added)
        }
    }

    /// Tells the action's state from a map of action descriptions, `a{s(bgav)}`, when it holds the action.
    private func tellState(ofDescription actions: OpaquePointer) {
        guard let description = g_variant_lookup_value(actions, action, nil) else { return }
        defer { g_variant_unref(description) }
        guard String(cString: g_variant_get_type_string(description)) == "(bgav)",
            let states = g_variant_get_child_value(description, 2)
        else { return }
        defer { g_variant_unref(states) }
        guard g_variant_n_children(states) > 0, let boxed = g_variant_get_child_value(states, 0)
        else { return }
        defer { g_variant_unref(boxed) }
        guard let value = g_variant_get_variant(boxed) else { return }
        defer { g_variant_unref(value) }
        tell(value)
    }

    private func tell(_ value: OpaquePointer) {
        guard String(cString: g_variant_get_type_string(value)) == "s" else { return }
        handler(.state(String(cString: g_variant_get_string(value, nil))))
    }

    private func vanished() {
        forgetOwner()
        handler(.gone)
    }

    private func busClosed() {
        forgetOwner()
        handler(.busClosed)
    }

    private func forgetOwner() {
        generation += 1
        owner = nil
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(bus, subscription) }
        subscription = 0
        if let asking {
            g_cancellable_cancel(asking)
            g_object_unref(UnsafeMutableRawPointer(asking))
        }
        asking = nil
    }
}

/// `void handler(GDBusConnection *self, gboolean remote_peer_vanished, GError *error, gpointer user_data)` — closed.
private let closedTrampoline: @convention(c) (gpointer?, gboolean, gpointer?, gpointer?) -> Void = {
    _, _, _, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    MainActor.assumeIsolated { ClosureBox<VoidHandler>.from(box).body() }
}
