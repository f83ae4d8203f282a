import CAdw
import CGtk
import Glibc

/// Process-wide GTK and GLib set-up.
@MainActor
public enum GtkRuntime {
    /// Opens the default display and sets up libadwaita (its style, the desktop's light or dark
    /// preference); false when there is no display (no $DISPLAY, no Wayland).
    /// Without a GPU it keeps GTK off software OpenGL (see `SoftwareRendering`).
    ///
    /// `onX11`: open the X11 display (`$DISPLAY`, Xwayland on a Wayland desktop) rather than
    /// Wayland, or Wayland after all when X11 cannot be opened (`isX11` tells which).
    /// `x11Patience`: how long X11 is tried again before Wayland is taken instead.
    public static func initialize(onX11: Bool = false, x11Patience: Duration = .zero) -> Bool {
        let restore = SoftwareRendering.preferCairoWhenGLIsSoftware()
        defer { restore() }
        guard openDisplay(onX11: onX11, x11Patience: x11Patience) else { return false }
        makeSettingsWithoutGtkTheme()
        // The application does this at its start-up too; widgets made before (tests) need it now.
        adw_init()
        return true
    }

    /// How often X11 is tried again while there is patience for it.
    static let x11RetryInterval = Duration.milliseconds(100)

    /// Opens the default display. GTK opens one once (a failed try counts as its start done), so
    /// later tries go to GDK's display manager, whose first display becomes the default.
    private static func openDisplay(onX11: Bool, x11Patience: Duration) -> Bool {
        guard onX11 else { return gtk_init_check() != 0 }
        guard x11Patience > .zero else {
            // X11 first, with every other backend after it in the same try.
            gdk_set_allowed_backends("x11,*")
            return gtk_init_check() != 0
        }
        // X11 alone until it answers or the patience is spent; then any display, Wayland first.
        gdk_set_allowed_backends("x11")
        if gtk_init_check() != 0 { return true }
        let pause = gulong(x11RetryInterval / .microseconds(1))
        for _ in 0..<Int(x11Patience / x11RetryInterval) {
            g_usleep(pause)
            if gdk_display_open(nil) != nil { return true }
        }
        gdk_set_allowed_backends("*")
        return gdk_display_open(nil) != nil
    }

    /// The theme libadwaita 1.2 puts in place of GTK's own (its stylesheet replaces the theme).
    static let emptyTheme = "Adwaita-empty"

    /// Makes the display's settings with libadwaita's empty GTK theme already named. libadwaita
    /// sets that theme as it starts, but GTK has parsed its own default theme by then, as the
    /// settings are made: about 80 M instructions (15 ms here) for a stylesheet thrown away at
    /// once. Named while they are made (GTK_THEME), the settings load the empty theme instead;
    /// the variable is gone again before libadwaita looks at it (with GTK_THEME set it would
    /// leave its own stylesheet out), so the end is the same: the empty theme under libadwaita's
    /// stylesheet. A GTK_THEME the person set is left alone, and so is libadwaita's answer to it.
    private static func makeSettingsWithoutGtkTheme() {
        guard getenv("GTK_THEME") == nil, let display = gdk_display_get_default() else { return }
        setenv("GTK_THEME", emptyTheme, 1)
        _ = gtk_settings_get_for_display(display)
        unsetenv("GTK_THEME")
    }

    /// The GTK theme the display's settings name (libadwaita's empty one once it has started);
    /// nil before GTK has a display.
    public static var themeName: String? {
        guard let name = sg_theme_name() else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// Whether the default display is X11's (an X server, or Xwayland).
    public static var isX11: Bool {
        guard let display = gdk_display_get_default() else { return false }
        return sg_is_x11_display(display) != 0
    }

    /// Names the program for GLib: window class, and the prefix of GtkKit's warnings.
    public static func setProgramName(_ name: String) { g_set_prgname(name) }
}
