import CAdw
import CGtk
import Glibc

/// Process-wide GTK and GLib set-up.
@MainActor
public enum GtkRuntime {
    /// Opens the default display and sets up libadwaita (its style, the desktop's light or dark
    /// preference); false when there is no display (no $DISPLAY, no Wayland).
    /// Without a GPU it keeps GTK off software OpenGL (see `SoftwareRendering`).
    public static func initialize() -> Bool {
        let restore = SoftwareRendering.preferCairoWhenGLIsSoftware()
        defer { restore() }
        guard gtk_init_check() != 0 else { return false }
        // The application does this at its start-up too; widgets made before (tests) need it now.
        adw_init()
        return true
    }

    /// Names the program for GLib: window class, and the prefix of GtkKit's warnings.
    public static func setProgramName(_ name: String) { g_set_prgname(name) }
}
