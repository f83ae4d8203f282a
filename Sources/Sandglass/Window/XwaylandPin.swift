/// GNOME (mutter) and KDE Plasma (KWin) on Wayland give an application no way to ask to stay on
/// top, but both keep an X11 window above others when it asks (`_NET_WM_STATE_ABOVE`), and both
/// run Xwayland for X11 programs. So there a pinned Sandglass opens its window on Xwayland: it
/// starts on X11 while the pin is saved on, and starts afresh on X11 when pinned on Wayland
/// (`InstanceRestart`: everything it runs is on disk, so nothing is lost). Unpinned, it stays on
/// X11 until its next start rather than blink away again.
@MainActor
struct XwaylandPin {
    /// Set when this process was to open on X11 and could not: it does not try again.
    static var unreachable = false

    /// Nil where this cannot work: not a Wayland session, no Xwayland (`DISPLAY` unset), a
    /// desktop that does not keep X11 windows above others (weston), or a display the person
    /// chose (`GDK_BACKEND`), or an Xwayland this process could not open.
    init?(environment: [String: String]) {
        guard !Self.unreachable, !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty,
            !(environment["DISPLAY"] ?? "").isEmpty,
            (environment["GDK_BACKEND"] ?? "").isEmpty
        else { return nil }
        switch SessionDesktop(environment: environment) {
        case .gnome, .kde: break
        case .sway, .i3, .other: return nil
        }
    }
}
