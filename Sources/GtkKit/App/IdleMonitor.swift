import CAdw
import CGtk

/// How long the person has not touched a key or the pointer, as GNOME's compositor tells it
/// (`org.gnome.Mutter.IdleMonitor` on the session bus): one watch fires when idleness reaches
/// the threshold, another when the person is active again. Nothing is polled; silent where
/// the desktop has no such monitor (the calls fail, and nothing fires).
@MainActor
public final class IdleMonitor {
    public enum Change: Sendable, Equatable {
        /// Idle for `idleMilliseconds` (at least the threshold) when it was noticed.
        case idle(idleMilliseconds: UInt64)
        case active
    }

    private static let service = "org.gnome.Mutter.IdleMonitor"
    private static let path = "/org/gnome/Mutter/IdleMonitor/Core"
    private static let interface = "org.gnome.Mutter.IdleMonitor"

    private let bus: BusConnection
    private let onChange: @MainActor (Change) -> Void
    private var subscription: UInt32 = 0
    private var idleWatch: UInt32?
    private var activeWatch: UInt32?
    private var threshold: UInt64
    /// Told idle, and not yet active again.
    private var isIdle = false

    /// Watches for idleness of `thresholdMilliseconds`. Nil without a session bus.
    public init?(
        thresholdMilliseconds: UInt64, onChange: @escaping @MainActor (Change) -> Void
    ) {
        var error: UnsafeMutablePointer<GError>?
        guard let raw = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        bus = BusConnection(raw: raw)
        threshold = thresholdMilliseconds
        self.onChange = onChange
        subscription = bus.subscribe(
            sender: Self.service, interface: Self.interface, path: Self.path
        ) { [weak self] member, parameters in
            guard member == "WatchFired", let id = parameters.tupleItems.first?.uint32 else {
                return
            }
            self?.fired(id)
        }
        addIdleWatch()
    }

    isolated deinit {
        g_dbus_connection_signal_unsubscribe(bus.raw, subscription)
        for watch in [idleWatch, activeWatch].compactMap({ $0 }) { remove(watch) }
        g_object_unref(UnsafeMutableRawPointer(bus.raw))
    }

    /// A new threshold: the idle watch is made again (an idleness under way stays told).
    public func setThreshold(milliseconds: UInt64) {
        guard milliseconds != threshold else { return }
        threshold = milliseconds
        if let idleWatch { remove(idleWatch) }
        idleWatch = nil
        addIdleWatch()
    }

    private func addIdleWatch() {
        call("AddIdleWatch", Variant(tuple: [Variant(uint64: threshold)])) { [weak self] id in
            self?.idleWatch = id
        }
    }

    private func fired(_ id: UInt32) {
        if id == idleWatch, !isIdle {
            isIdle = true
            // How long idle now: when idleness began is now less that.
            send("GetIdletime", nil) { [weak self] reply in
                guard let self, self.isIdle else { return }
                let idle = reply?.tupleItems.first?.uint64 ?? self.threshold
                self.onChange(.idle(idleMilliseconds: max(idle, self.threshold)))
            }
            // A user-active watch fires once, at the next touch.
            call("AddUserActiveWatch", nil) { [weak self] id in self?.activeWatch = id }
        } else if id == activeWatch {
            activeWatch = nil
            guard isIdle else { return }
            isIdle = false
            onChange(.active)
        }
    }

    /// Calls a method that answers a watch's id.
    private func call(
        _ method: String, _ parameters: Variant?, id: @escaping @MainActor (UInt32) -> Void
    ) {
        send(method, parameters) { reply in
            if let value = reply?.tupleItems.first?.uint32 { id(value) }
        }
    }

    private func send(
        _ method: String, _ parameters: Variant?,
        _ handle: @escaping @MainActor (Variant?) -> Void
    ) {
        bus.call(
            Self.service, path: Self.path, interface: Self.interface, method: method,
            parameters: parameters, reply: handle)
    }

    private func remove(_ watch: UInt32) {
        bus.call(
            Self.service, path: Self.path, interface: Self.interface, method: "RemoveWatch",
            parameters: Variant(tuple: [Variant(uint32: watch)]))
    }
}
