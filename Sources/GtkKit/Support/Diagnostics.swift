import CGtk
import Glibc
import SystemKit

/// Warnings GtkKit gives on stderr, where nothing else could tell of a failure.
enum Diagnostics {
    /// Writes one line, `PROGRAM: warning: MESSAGE`, to stderr; PROGRAM is GLib's program name
    /// (`GtkRuntime.setProgramName`), so GtkKit itself names no application.
    static func warn(_ message: String) {
        let program = g_get_prgname().map { String(cString: $0) } ?? "gtkkit"
        let line = "\(program): warning: \(message.replacingAll("\n", " "))\n"
        WholeWrite.write(line, to: STDERR_FILENO)
    }
}
