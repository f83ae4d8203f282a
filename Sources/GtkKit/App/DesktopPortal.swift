import CAdw
import CGtk

/// The desktop portal (`org.freedesktop.portal.Desktop`) and the services beside it on the
/// session bus: a portal method that answers through a Request object's `Response` signal, the
/// portal's signals, and plain calls (a session's `Close`, another service's method).
///
/// Every answer comes on the main thread; nothing waits on the bus except
/// `version(of:timeout:)`.
@MainActor
public final class DesktopPortal {
    public static let service = "org.freedesktop.portal.Desktop"
    public static let path = "/org/freedesktop/portal/desktop"

    /// What a Request answered: 0 done, 1 cancelled by the person, 2 refused or failed, and its
    /// results (`a{sv}`).
    public struct Response {
        public let code: UInt32
        public let results: Variant
    }

    private let bus: BusConnection
    /// This connection's unique name as a Request path has it: ":1.42" → "1_42".
    private let sender: String
    private var requests = 0

    /// The portal on the session bus; nil without one.
    public init?() {
        var error: UnsafeMutablePointer<GError>?
        guard let raw = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        guard let unique = g_dbus_connection_get_unique_name(raw) else { return nil }
        bus = BusConnection(raw: raw)
        sender = String(String(cString: unique).dropFirst()).replacingAll(".", with: "_")
    }

    /// The `version` property of the portal's `interface`; nil when the portal does not offer
    /// it (no portal, no backend for it on this desktop). Asked once, waiting at most
    /// `timeout` milliseconds: the portal may be started for it.
    public func version(of interface: String, timeout: Int32 = 5000) -> UInt32? {
        var error: UnsafeMutablePointer<GError>?
        let arguments = Variant(tuple: [Variant(interface), Variant("version")])
        let answer = withExtendedLifetime(arguments) {
            g_dbus_connection_call_sync(
                bus.raw, Self.service, Self.path, "org.freedesktop.DBus.Properties", "Get",
                arguments.raw, nil, G_DBUS_CALL_FLAGS_NONE, timeout, nil, &error)
        }
        guard let answer else {
            g_clear_error(&error)
            return nil
        }
        return Variant(adopting: answer).tupleItems.first?.unboxed?.uint32
    }

    /// The same, answered later on the main thread: for a program already running, which
    /// must not wait for the portal to start.
    public func version(of interface: String, reply: @escaping @MainActor (UInt32?) -> Void) {
        bus.call(
            Self.service, path: Self.path, interface: "org.freedesktop.DBus.Properties",
            method: "Get", parameters: Variant(tuple: [Variant(interface), Variant("version")])
        ) { answer in
            reply(answer?.tupleItems.first?.unboxed?.uint32)
        }
    }

    /// Calls the portal's `method` of `interface` with `arguments` and then the options
    /// dictionary (`options` plus the `handle_token` of the Request), and hands `response` the
    /// Request's answer; nil when the call itself failed. The answer may take as long as the
    /// person takes with a dialog the desktop shows for it.
    public func request(
        interface: String, method: String, arguments: [Variant], options: [(String, Variant)],
        response: @escaping @MainActor (Response?) -> Void
    ) {
        requests += 1
        let token = "sandglass\(requests)"
        let handle = "\(Self.path)/request/\(sender)/\(token)"
        // Subscribed before the call: the answer may come before the call returns.
        let pending = Pending()
        pending.subscription = bus.subscribe(
            sender: Self.service, interface: "org.freedesktop.portal.Request", path: handle
        ) { [bus] member, parameters in
            guard member == "Response", !pending.answered else { return }
            pending.answered = true
            bus.unsubscribe(pending.subscription)
            let items = parameters.tupleItems
            guard items.count == 2, let code = items[0].uint32 else { return response(nil) }
            response(Response(code: code, results: items[1]))
        }
        let all = arguments + [Variant(dictionary: options + [("handle_token", Variant(token))])]
        bus.call(
            Self.service, path: Self.path, interface: interface, method: method,
            parameters: Variant(tuple: all)
        ) { [bus] reply in
            guard reply == nil, !pending.answered else { return }
            pending.answered = true
            bus.unsubscribe(pending.subscription)
            response(nil)
        }
    }

    /// A request's subscription to its Response, until it is answered.
    private final class Pending {
        var subscription: UInt32 = 0
        var answered = false
    }

    /// Calls `handler` with each signal of the portal's `interface`: its name and arguments.
    /// Returns what `unsubscribe` takes.
    @discardableResult
    public func subscribe(
        interface: String, handler: @escaping @MainActor (String, Variant) -> Void
    ) -> UInt32 {
        bus.subscribe(sender: Self.service, interface: interface, path: Self.path, handler: handler)
    }

    public func unsubscribe(_ subscription: UInt32) { bus.unsubscribe(subscription) }

    /// Calls `method` of another object (a portal session's `Close`, a service beside the
    /// portal); `reply` gets the answer, or nil when the call failed.
    public func call(
        _ service: String, path: String, interface: String, method: String,
        arguments: [Variant], reply: (@MainActor (Variant?) -> Void)? = nil
    ) {
        bus.call(
            service, path: path, interface: interface, method: method,
            parameters: Variant(tuple: arguments), reply: reply)
    }
}

extension String {
    fileprivate func replacingAll(_ old: Character, with new: Character) -> String {
        String(map { $0 == old ? new : $0 })
    }
}
