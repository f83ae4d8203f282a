// CAdw too: with both C modules in GtkKit, Swift finds GIO's flag constants only through both.
import CAdw
import CGtk

/// Follows the state of one action of another process's GApplication over the session bus:
/// its value when the application appears, each change as GIO pushes it (no polling), and the
/// application going away. For a process without a display (no GTK set-up): GIO only.
@MainActor
public final class RemoteActionState {
    /// What the follower hears.
    public enum Event {
        /// The application is there and its action's state is this text (at first, then at each change).
        case state(String)
        /// The application is not (or no longer) on the bus.
        case gone
    }

    private let objectPath: String
    private let action: String
    private let handler: @MainActor (Event) -> Void
    private var watch: guint = 0
    /// The application's exported actions while it is on the bus.
    private var group: UnsafeMutableRawPointer?
    private var connections: [SignalConnection] = []

    /// Watches `action` of the application owning `busName` at `objectPath` on the session bus;
    /// false when there is no session bus. `handler` runs on the main loop, which the caller runs.
    public init?(busName: String, objectPath: String, action: String, handler: @escaping @MainActor (Event) -> Void) {
        self.objectPath = objectPath
        self.action = action
        self.handler = handler
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        // The bus going away is news to tell (`.gone`), not a reason for GIO to end the process.
        g_dbus_connection_set_exit_on_close(bus, 0)
        let context = Unmanaged.passUnretained(self).toOpaque()
        // Unwatched in deinit before this object goes: the callbacks never outlive it.
        watch = g_bus_watch_name_on_connection(
            bus, busName, G_BUS_NAME_WATCHER_FLAGS_NONE,
            { connection, _, owner, data in
                guard let connection, let owner, let data else { return }
                nonisolated(unsafe) let bus = connection, me = data
                let unique = String(cString: owner)
                MainActor.assumeIsolated {
                    Unmanaged<RemoteActionState>.fromOpaque(me).takeUnretainedValue().appeared(on: bus, owner: unique)
                }
            },
            { _, _, data in
                guard let data else { return }
                nonisolated(unsafe) let me = data
                MainActor.assumeIsolated { Unmanaged<RemoteActionState>.fromOpaque(me).takeUnretainedValue().vanished() }
            },
            context, nil)
    }

    isolated deinit {
        if watch != 0 { g_bus_unwatch_name(watch) }
        dropGroup()
    }

    /// The application came (or came back): its actions, from the process that owns the name now.
    private func appeared(on bus: OpaquePointer, owner: String) {
        dropGroup()
        guard let proxy = g_dbus_action_group_get(bus, owner, objectPath) else { return }
        let group = UnsafeMutableRawPointer(proxy)
        self.group = group
        let action = self.action
        connections.append(connectSignal(group, "action-added", trampoline: nameTrampoline, body: { [weak self] (name: String) in
            guard let self, name == action else { return }
            self.readState()
        } as @MainActor (String) -> Void))
        connections.append(connectSignal(
            group, "action-state-changed", trampoline: nameValueTrampoline,
            body: { [weak self] (name: String, value: Variant) in
                guard let self, name == action, let text = value.string else { return }
                self.handler(.state(text))
            } as @MainActor (String, Variant) -> Void))
        // Asks for the action list (GIO fetches it once, then tells of each action as added).
        g_strfreev(g_action_group_list_actions(OpaquePointer(group)))
        readState()
    }

    /// Tells the state when the action is known.
    private func readState() {
        guard let group, let value = g_action_group_get_action_state(OpaquePointer(group), action) else { return }
        if let text = Variant(adopting: value).string { handler(.state(text)) }
    }

    private func vanished() {
        dropGroup()
        handler(.gone)
    }

    private func dropGroup() {
        connections.removeAll()
        if let group { g_object_unref(group) }
        group = nil
    }
}
