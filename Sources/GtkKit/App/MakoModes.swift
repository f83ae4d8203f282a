import CAdw
import CGtk

/// mako's modes (sway, wlroots): what `makoctl mode` reads and sets, asked of mako directly on
/// the session bus (makoctl is a shell script that needs busctl and jq). A mode changes
/// nothing by itself: the person's config says what each does (mako(5) suggests
/// `[mode=do-not-disturb] invisible=1`).
@MainActor
public enum MakoModes {
    static let service = "org.freedesktop.Notifications"
    static let path = "/fr/emersion/Mako"
    static let interface = "fr.emersion.Mako"
    /// Each call waits at most this long (milliseconds): it is made as a focus phase starts or
    /// ends.
    static let timeout: Int32 = 1000

    /// The modes set now; nil when no mako answers (another server, or none: none is started).
    public static func list() -> [String]? {
        guard let answer = call("ListModes", nil)?.tupleItems.first else { return nil }
        return answer.arrayItems.compactMap(\.string)
    }

    /// Sets `modes`; whether mako took them.
    @discardableResult
    public static func set(_ modes: [String]) -> Bool {
        call("SetModes", Variant(tuple: [Variant(strings: modes)])) != nil
    }

    private static func call(_ method: String, _ arguments: Variant?) -> Variant? {
        var error: UnsafeMutablePointer<GError>?
        guard let raw = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        let answer = withExtendedLifetime(arguments) {
            g_dbus_connection_call_sync(
                raw, service, path, interface, method, arguments?.raw, nil,
                G_DBUS_CALL_FLAGS_NO_AUTO_START, timeout, nil, &error)
        }
        g_object_unref(UnsafeMutableRawPointer(raw))
        guard let answer else {
            g_clear_error(&error)
            return nil
        }
        return Variant(adopting: answer)
    }
}
