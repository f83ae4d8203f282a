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
    /// Each idle watch asked for takes the next number: a watch answered after a newer one was
    /// asked (the threshold changed faster than Mutter answers) is removed at once, so Mutter
    /// holds at most one idle watch and one user-active watch of ours.
    private var idleGeneration = 0
    private var activeGeneration = 0

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

    /// Asks once how long the person has been idle now (milliseconds; nil when Mutter cannot
    /// tell): at a lock, so focus is held from the last touch, not from the lock.
    public func askIdleTime(_ answer: @escaping @MainActor (UInt64?) -> Void) {
        send("GetIdletime", nil) { reply in answer(reply?.tupleItems.first?.uint64) }
    }

    private func addIdleWatch() {
        idleGeneration += 1
        let asked = idleGeneration
        addWatch("AddIdleWatch", Variant(tuple: [Variant(uint64: threshold)])) { monitor, id in
            guard asked == monitor.idleGeneration, monitor.idleWatch == nil else { return false }
            monitor.idleWatch = id
            return true
        }
    }

    private func addActiveWatch() {
        activeGeneration += 1
        let asked = activeGeneration
        addWatch("AddUserActiveWatch", nil) { monitor, id in
            guard asked == monitor.activeGeneration, monitor.activeWatch == nil else {
                return false
            }
            monitor.activeWatch = id
            return true
        }
    }

    /// Adds a watch; `take` keeps its id, or says it came too late (then it is removed at once,
    /// also when this monitor is gone by the time Mutter answers).
    private func addWatch(
        _ method: String, _ parameters: Variant?,
        take: @escaping @MainActor (IdleMonitor, UInt32) -> Bool
    ) {
        let bus = bus
        g_object_ref(UnsafeMutableRawPointer(bus.raw))
        send(method, parameters) { [weak self] reply in
            defer { g_object_unref(UnsafeMutableRawPointer(bus.raw)) }
            guard let id = reply?.tupleItems.first?.uint32 else { return }
            if let self, take(self, id) { return }
            Self.remove(id, on: bus)
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
            addActiveWatch()
        } else if id == activeWatch {
            activeWatch = nil
            guard isIdle else { return }
            isIdle = false
            onChange(.active)
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

    private func remove(_ watch: UInt32) { Self.remove(watch, on: bus) }

    private static func remove(_ watch: UInt32, on bus: BusConnection) {
        bus.call(
            service, path: path, interface: interface, method: "RemoveWatch",
            parameters: Variant(tuple: [Variant(uint32: watch)]))
    }
}
