import CAdw
import CGtk

/// What systemd-logind tells of this session on the system bus: the computer about to sleep and
/// waking, the screen locked and unlocked (the session's `LockedHint`, which GNOME Shell and KDE
/// Plasma's lock screens set). Signals only, nothing polled; silent where there is no logind (no
/// system bus, another init system). It holds a sleep delay lock, so the computer waits (at
/// most logind's InhibitDelayMaxSec, 5 s by default) until `onChange(.sleeping)` has done what
/// must be done before it sleeps; the lock is taken again at wake.
@MainActor
public final class LoginSession {
    public enum Change: Sendable, Equatable {
        case sleeping, woke, locked, unlocked
    }

    private static let service = "org.freedesktop.login1"
    private static let managerPath = "/org/freedesktop/login1"
    private static let manager = "org.freedesktop.login1.Manager"
    private static let session = "org.freedesktop.login1.Session"

    private let bus: BusConnection
    private let onChange: @MainActor (Change) -> Void
    private let why: String
    /// The sleep delay lock's descriptor while held; closing it lets the computer sleep.
    private var delayLock: Int32 = -1
    /// Between `PrepareForSleep(true)` and the wake: a delay lock that arrives now is let go.
    private var sleeping = false
    private var locked = false
    /// The signal subscriptions, removed with this object.
    private var subscriptions: [UInt32] = []

    /// Watches the session `sessionID` (`XDG_SESSION_ID`; nil: the caller's, as logind finds
    /// it). `why` is what the delay lock says to `systemd-inhibit --list`. Nil without a system
    /// bus.
    public init?(
        sessionID: String?, why: String, onChange: @escaping @MainActor (Change) -> Void
    ) {
        var error: UnsafeMutablePointer<GError>?
        guard let raw = g_bus_get_sync(G_BUS_TYPE_SYSTEM, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        bus = BusConnection(raw: raw)
        self.onChange = onChange
        self.why = why
        subscriptions.append(
            bus.subscribe(sender: Self.service, interface: Self.manager, path: Self.managerPath) {
                [weak self] member, parameters in
                guard member == "PrepareForSleep", let going = parameters.tupleItems.first?.bool
                else { return }
                self?.sleep(going)
            })
        takeDelayLock()
        // An empty XDG_SESSION_ID names no session: logind finds the caller's ("auto").
        let session = sessionID.flatMap { $0.isEmpty ? nil : $0 } ?? "auto"
        bus.call(
            Self.service, path: Self.managerPath, interface: Self.manager, method: "GetSession",
            parameters: Variant(tuple: [Variant(session)])
        ) { [weak self] reply in
            guard let path = reply?.tupleItems.first?.text else { return }
            self?.watchLock(path)
        }
    }

    /// Whether the session's screen is locked, as last told.
    public var isLocked: Bool { locked }

    isolated deinit {
        releaseDelayLock()
        for subscription in subscriptions {
            g_dbus_connection_signal_unsubscribe(bus.raw, subscription)
        }
        g_object_unref(UnsafeMutableRawPointer(bus.raw))
    }

    private func sleep(_ going: Bool) {
        sleeping = going
        onChange(going ? .sleeping : .woke)
        if going {
            releaseDelayLock()
        } else {
            takeDelayLock()
        }
    }

    private func watchLock(_ path: String) {
        let subscription = bus.subscribe(
            sender: Self.service, interface: "org.freedesktop.DBus.Properties", path: path
        ) { [weak self] member, parameters in
            let items = parameters.tupleItems
            guard member == "PropertiesChanged", items.count >= 2,
                items[0].string == Self.session,
                let hint = items[1].value(forKey: "LockedHint")?.bool
            else { return }
            self?.lockedHint(hint)
        }
        subscriptions.append(subscription)
        bus.call(
            Self.service, path: path, interface: "org.freedesktop.DBus.Properties", method: "Get",
            parameters: Variant(tuple: [Variant(Self.session), Variant("LockedHint")])
        ) { [weak self] reply in
            guard let hint = reply?.tupleItems.first?.unboxed?.bool else { return }
            self?.lockedHint(hint)
        }
    }

    private func lockedHint(_ hint: Bool) {
        guard hint != locked else { return }
        locked = hint
        onChange(hint ? .locked : .unlocked)
    }

    private func takeDelayLock() {
        guard delayLock < 0 else { return }
        let arguments = Variant(tuple: [
            Variant("sleep"), Variant(g_get_prgname().map { String(cString: $0) } ?? "Sandglass"),
            Variant(why), Variant("delay"),
        ])
        let box = ClosureBox<@MainActor (Int32) -> Void>({ [weak self] descriptor in
            // Too late (the computer is going to sleep, or one is held already): let it go.
            guard let self, self.delayLock < 0, !self.sleeping else {
                if descriptor >= 0 { close(descriptor) }
                return
            }
            self.delayLock = descriptor
        })
        let done:
            @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
                source, result, data in
                guard let data else { return }
                var error: UnsafeMutablePointer<GError>?
                var list: UnsafeMutablePointer<GUnixFDList>?
                let reply = g_dbus_connection_call_with_unix_fd_list_finish(
                    OpaquePointer(source), &list, result, &error)
                g_clear_error(&error)
                var descriptor: Int32 = -1
                // The reply's handle is the descriptor's index in the list that came with it.
                if let list, let reply, g_variant_n_children(reply) == 1,
                    let handle = g_variant_get_child_value(reply, 0)
                {
                    if String(cString: g_variant_get_type_string(handle)) == "h" {
                        descriptor = g_unix_fd_list_get(list, g_variant_get_handle(handle), nil)
                    }
                    g_variant_unref(handle)
                }
                if let list { g_object_unref(list) }
                if let reply { g_variant_unref(reply) }
                nonisolated(unsafe) let box = data
                let taken = descriptor
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor (Int32) -> Void>.from(box).body(taken)
                }
                ClosureBox<@MainActor (Int32) -> Void>.release(data)
            }
        withExtendedLifetime(arguments) {
            g_dbus_connection_call_with_unix_fd_list(
                bus.raw, Self.service, Self.managerPath, Self.manager, "Inhibit", arguments.raw,
                nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil, nil, done, box.retainedPointer())
        }
    }

    private func releaseDelayLock() {
        guard delayLock >= 0 else { return }
        close(delayLock)
        delayLock = -1
    }
}
