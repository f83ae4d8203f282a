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
    public static func initialize(onX11: Bool = false) -> Bool {
        let restore = SoftwareRendering.preferCairoWhenGLIsSoftware()
        defer { restore() }
        // GTK opens a display once: a failed try counts as done, so X11 is asked first in the
        // same try, with every other backend after it.
        if onX11 { gdk_set_allowed_backends("x11,*") }
        guard gtk_init_check() != 0 else { return false }
        // The application does this at its start-up too; widgets made before (tests) need it now.
        adw_init()
        return true
    }

    /// Whether the default display is X11's (an X server, or Xwayland).
    public static var isX11: Bool {
        guard let display = gdk_display_get_default() else { return false }
        return sg_is_x11_display(display) != 0
    }

    /// Names the program for GLib: window class, and the prefix of GtkKit's warnings.
    public static func setProgramName(_ name: String) { g_set_prgname(name) }
}
