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

    /// Makes g_print/g_printerr (which carry a forwarded command's answer) write UTF-8 as is.
    ///
    /// GLib's default handlers convert to the locale's charset and turn every non-ASCII
    /// character into "?" under the C locale that scripts and CI often run in.
    public static func printUTF8() {
        g_set_print_handler { text in
            guard let text else { return }
            _ = write(STDOUT_FILENO, text, strlen(text))
        }
        g_set_printerr_handler { text in
            guard let text else { return }
            _ = write(STDERR_FILENO, text, strlen(text))
        }
    }
}
