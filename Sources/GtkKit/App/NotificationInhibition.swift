import CAdw
import CGtk

/// The notification server's own Do Not Disturb, where it offers one: KDE Plasma's lists
/// "inhibitions" among its capabilities, and holds other notifications back from `Inhibit`
/// until `UnInhibit` with the cookie it gave, or until the bus name that asked is gone.
///
/// Asked on the shared session connection, which lives as long as this process: a crash or a
/// kill closes it, and the server ends the inhibition by itself (as it does at an exec, the
/// pin's restart: the socket does not outlive it). So nothing about it is kept on disk.
@MainActor
public final class NotificationInhibition {
    static let service = "org.freedesktop.Notifications"
    static let path = "/org/freedesktop/Notifications"
    /// Each call waits at most this long (milliseconds): it is made as a focus phase starts
    /// or ends, and a stuck server must not hold the window longer.
    static let timeout: Int32 = 1000

    private let bus: BusConnection
    /// The server's cookie while notifications are held back.
    private var cookie: UInt32?
    /// The server (its unique bus name) last found without inhibitions: not asked again each
    /// time a phase changes (those calls wait on it), only once another server runs.
    private var refusedBy: String?

    /// Nil without a session bus.
    public init?() {
        var error: UnsafeMutablePointer<GError>?
        guard let raw = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        bus = BusConnection(raw: raw)
    }

    /// Whether notifications are held back by this process now.
    public var isHeld: Bool { cookie != nil }

    /// Holds notifications back, where a server runs and offers inhibitions; whether it does.
    /// A server that does not run is not started for it (nothing would be held back anyway).
    public func hold(desktopEntry: String, reason: String) -> Bool {
        if cookie != nil { return true }
        guard let owner = serverOwner(), owner != refusedBy else { return false }
        guard let capabilities = call("GetCapabilities", nil)?.tupleItems.first?.arrayItems,
            capabilities.contains(where: { $0.string == "inhibitions" })
        else {
            refusedBy = owner
            return false
        }
        let arguments = Variant(tuple: [
            Variant(desktopEntry), Variant(reason), Variant(dictionary: []),
        ])
        // The server answers 0 (or an error) when it refuses.
        guard let given = call("Inhibit", arguments)?.tupleItems.first?.uint32, given != 0 else {
            return false
        }
        cookie = given
        return true
    }

    /// Lets notifications through again; sent at once (Sandglass may be quitting).
    public func release() {
        guard let given = cookie else { return }
        cookie = nil
        bus.call(
            Self.service, path: Self.path, interface: Self.service, method: "UnInhibit",
            parameters: Variant(tuple: [Variant(uint32: given)]), timeout: Self.timeout)
        bus.flush()
    }

    /// The running server's unique name, asked of the bus itself (quick even when the server is
    /// stuck); nil when none runs.
    private func serverOwner() -> String? {
        var error: UnsafeMutablePointer<GError>?
        let name = Variant(tuple: [Variant(Self.service)])
        let answer = withExtendedLifetime(name) {
            g_dbus_connection_call_sync(
                bus.raw, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                "GetNameOwner", name.raw, nil, G_DBUS_CALL_FLAGS_NONE, Self.timeout, nil, &error)
        }
        guard let answer else {
            g_clear_error(&error)
            return nil
        }
        return Variant(adopting: answer).tupleItems.first?.string
    }

    private func call(_ method: String, _ arguments: Variant?) -> Variant? {
        var error: UnsafeMutablePointer<GError>?
        let answer = withExtendedLifetime(arguments) {
            g_dbus_connection_call_sync(
                bus.raw, Self.service, Self.path, Self.service, method, arguments?.raw, nil,
                G_DBUS_CALL_FLAGS_NO_AUTO_START, Self.timeout, nil, &error)
        }
        guard let answer else {
            g_clear_error(&error)
            return nil
        }
        return Variant(adopting: answer)
    }
}
