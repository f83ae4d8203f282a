import CAdw
import CGtk

/// Where the idle time can be asked of the desktop when GNOME's idle monitor is not there: KDE
/// Plasma's `org.freedesktop.ScreenSaver.GetSessionIdleTime` on the session bus (milliseconds),
/// else, on an X11 display (not Xwayland, which sees only X clients' input), the X screensaver
/// extension's `XScreenSaverQueryInfo`.
@MainActor
public enum DesktopIdleTime {
    private static let screenSaver = "org.freedesktop.ScreenSaver"

    /// Whether GNOME's idle monitor is on the session bus (then it is the one to use).
    public static var hasGnomeMonitor: Bool {
        guard let bus = sessionBus() else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(bus.raw)) }
        return bus.hasOwner("org.gnome.Mutter.IdleMonitor")
    }

    /// How to ask, or nil where neither is offered.
    public static func asker() -> AskedIdleWatch.Ask? {
        if let bus = sessionBus() {
            if bus.hasOwner(screenSaver) {
                return { answer in
                    bus.call(
                        screenSaver, path: "/org/freedesktop/ScreenSaver", interface: screenSaver,
                        method: "GetSessionIdleTime", parameters: nil
                    ) { reply in
                        answer(reply?.tupleItems.first?.uint32.map { UInt64($0) })
                    }
                }
            }
            g_object_unref(UnsafeMutableRawPointer(bus.raw))
        }
        // Under Xwayland the X server sees only X clients' input: typing in Wayland windows would
        // read as idle.
        guard getenv("WAYLAND_DISPLAY").map({ String(cString: $0).isEmpty }) ?? true,
            let display = gdk_display_get_default(), sg_is_x11_display(display) != 0,
            sg_x11_idle_milliseconds(display) >= 0
        else { return nil }
        return { answer in
            let idle = sg_x11_idle_milliseconds(display)
            answer(idle >= 0 ? UInt64(idle) : nil)
        }
    }

    /// The X screensaver extension's idle time now, or nil (not X11, no extension).
    public static func x11Milliseconds() -> UInt64? {
        guard let display = gdk_display_get_default(), sg_is_x11_display(display) != 0 else {
            return nil
        }
        let idle = sg_x11_idle_milliseconds(display)
        return idle >= 0 ? UInt64(idle) : nil
    }

    private static func sessionBus() -> BusConnection? {
        var error: UnsafeMutablePointer<GError>?
        guard let raw = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        return BusConnection(raw: raw)
    }
}
