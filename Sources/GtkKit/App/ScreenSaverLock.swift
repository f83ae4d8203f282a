import CAdw
import CGtk

/// GNOME's screen shield as GNOME Shell tells it on the session bus (`org.gnome.ScreenSaver`'s
/// `ActiveChanged` signal and `GetActive`): the screen locked and unlocked, beside logind's
/// `LockedHint` (whichever tells first). Signals only; silent where there is no such service.
@MainActor
public final class ScreenSaverLock {
    private static let service = "org.gnome.ScreenSaver"
    private static let path = "/org/gnome/ScreenSaver"

    private let bus: BusConnection
    private let onChange: @MainActor (_ locked: Bool) -> Void
    private var subscription: UInt32 = 0
    private var active = false

    /// Nil without a session bus.
    public init?(onChange: @escaping @MainActor (_ locked: Bool) -> Void) {
        var error: UnsafeMutablePointer<GError>?
        guard let raw = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        bus = BusConnection(raw: raw)
        self.onChange = onChange
        subscription = bus.subscribe(
            sender: Self.service, interface: Self.service, path: Self.path
        ) { [weak self] member, parameters in
            guard member == "ActiveChanged", let active = parameters.tupleItems.first?.bool else {
                return
            }
            self?.told(active)
        }
        bus.call(
            Self.service, path: Self.path, interface: Self.service, method: "GetActive",
            parameters: nil
        ) { [weak self] reply in
            guard let active = reply?.tupleItems.first?.bool else { return }
            self?.told(active)
        }
    }

    isolated deinit {
        g_dbus_connection_signal_unsubscribe(bus.raw, subscription)
        g_object_unref(UnsafeMutableRawPointer(bus.raw))
    }

    private func told(_ now: Bool) {
        guard now != active else { return }
        active = now
        onChange(now)
    }
}
