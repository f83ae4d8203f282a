import CGtk
import Glibc

/// Keeps GTK off OpenGL where OpenGL would be Mesa's software rasterizer (llvmpipe): no GPU, or
/// an X server without direct rendering (Xvfb, VNC). There GTK's cairo renderer is cheaper.
///
/// Measured in Xvfb: with OpenGL a window maps later, the process holds about 100 MB more
/// (libLLVM and its compiled shaders) and every frame repaints the whole window in software;
/// cairo repaints only the damaged region. A GSK_RENDERER or GDK_DEBUG "gl" choice of the user's
/// is always left as it is.
@MainActor
enum SoftwareRendering {
    /// Sets up the environment GTK reads when it opens the display; call it just before
    /// gtk_init. Returns what to call just after, so GDK_DEBUG is not passed on to other programs.
    static func preferCairoWhenGLIsSoftware() -> () -> Void {
        let debug = variable("GDK_DEBUG") ?? ""
        guard variable("GSK_RENDERER") == nil, !debug.contains("gl"), glWouldBeSoftware() else {
            return {}
        }
        // GSK_RENDERER stays: GTK reads it when it creates a window's renderer, after gtk_init.
        setenv("GSK_RENDERER", "cairo", 1)
        // Without gl-disable GDK still loads OpenGL at start-up to pick the X visual.
        setenv("GDK_DEBUG", debug.isEmpty ? "gl-disable" : debug + ",gl-disable", 1)
        return {
            if debug.isEmpty { unsetenv("GDK_DEBUG") } else { setenv("GDK_DEBUG", debug, 1) }
        }
    }

    private static func glWouldBeSoftware() -> Bool {
        // Only X11 and Wayland draw with OpenGL; other backends (broadway) are left as they are.
        let backend = variable("GDK_BACKEND") ?? ""
        guard
            backend.isEmpty || backend.hasPrefix("x11") || backend.hasPrefix("wayland")
                || backend.hasPrefix("*")
        else {
            return false
        }
        // Mesa's own switch, read as Mesa reads it.
        if let forced = variable("LIBGL_ALWAYS_SOFTWARE"),
            !["0", "false", "no", "n"].contains(forced.lowercased())
        {
            return true
        }
        // No GPU device at all: Mesa can only rasterize in software.
        if access("/dev/dri", F_OK) != 0, access("/dev/nvidiactl", F_OK) != 0 { return true }
        // GDK picks Wayland when it can, unless GDK_BACKEND says x11 first.
        let x11 =
            backend.hasPrefix("x11")
            || (variable("WAYLAND_DISPLAY") == nil && variable("DISPLAY") != nil)
        return x11 && sg_x11_server_has_gpu_gl(nil) == 0
    }

    /// An environment variable's value; nil when unset or empty.
    private static func variable(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
