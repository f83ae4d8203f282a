import CGtk
import Glibc

/// Process-wide GTK and GLib set-up.
@MainActor
public enum GtkRuntime {
    /// Opens the default display; false when there is none (no $DISPLAY, no Wayland).
    /// Without a GPU it keeps GTK off software OpenGL (see `SoftwareRendering`).
    public static func initialize() -> Bool {
        let restore = SoftwareRendering.preferCairoWhenGLIsSoftware()
        defer { restore() }
        return gtk_init_check() != 0
    }

    /// Names the program for GLib: window class, and the prefix of GtkKit's warnings.
    public static func setProgramName(_ name: String) { g_set_prgname(name) }
}
