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

    /// How to ask, or nil where neither is offered. The screensaver service is tried first
    /// wherever it has an owner; on Cinnamon or XFCE that owner may not answer
    /// `GetSessionIdleTime`, and then the X server is asked from its first failure on.
    public static func asker() -> AskedIdleWatch.Ask? {
        let x11 = x11Asker()
        if let bus = sessionBus() {
            if bus.hasOwner(screenSaver) {
                let kde: AskedIdleWatch.Ask = { answer in
                    bus.call(
                        screenSaver, path: "/org/freedesktop/ScreenSaver", interface: screenSaver,
                        method: "GetSessionIdleTime", parameters: nil
                    ) { reply in
                        answer(reply?.tupleItems.first?.uint32.map { UInt64($0) })
                    }
                }
                return firstAnswering(kde, else: x11)
            }
            g_object_unref(UnsafeMutableRawPointer(bus.raw))
        }
        return x11
    }

    /// `first`, unless its first answer fails: `fallback` then, from that answer on. A failure
    /// after `first` has answered is the desktop's own (the watch goes silent as for any).
    public static func firstAnswering(
        _ first: @escaping AskedIdleWatch.Ask, else fallback: AskedIdleWatch.Ask?
    )
        -> AskedIdleWatch.Ask
    {
        guard let fallback else { return first }
        let chosen = IdleAskChoice(first)
        return { answer in
            if chosen.isSettled { return chosen.ask(answer) }
            first { idle in
                if idle == nil, !chosen.isSettled {
                    chosen.settle(on: fallback)
                    return fallback(answer)
                }
                if !chosen.isSettled { chosen.settle(on: first) }
                answer(idle)
            }
        }
    }

    /// The X server's idle time, on X11 with the screensaver extension; nil elsewhere.
    private static func x11Asker() -> AskedIdleWatch.Ask? {
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
