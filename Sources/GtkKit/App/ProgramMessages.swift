import CGtk
import Glibc
import SystemKit

/// What GLib and GTK print for this process, written as the program's own lines.
///
/// Every line on stderr starts with `PROGRAM: ` (GLib's program name, `GtkRuntime.setProgramName`),
/// so a person or a script never meets a raw "Failed to register: …" or "(prog:123): Gtk-WARNING **".
/// Output is UTF-8 as is: GLib's default handlers convert to the locale's charset and turn every
/// non-ASCII character into "?" under the C locale that scripts and CI often run in.
public enum ProgramMessages {
    /// Installs the print, printerr and log handlers (before anything can print).
    public static func install() {
        g_set_print_handler { text in
            guard let text else { return }
            WholeWrite.write(String(cString: text), to: STDOUT_FILENO)
        }
        g_set_printerr_handler { text in
            guard let text else { return }
            ProgramMessages.writeError(String(cString: text))
        }
        g_log_set_writer_func(
            { level, fields, count, _ in
                ProgramMessages.writeLog(level: level, fields: fields, count: Int(count))
            }, nil, nil)
    }

    /// Writes `text` to stderr, each line with the program's prefix.
    static func writeError(_ text: String) {
        WholeWrite.write(prefixed(text, program: programName), to: STDERR_FILENO)
    }

    /// `text`'s lines, each starting with "PROGRAM: " (lines that have it are left alone), newline-ended.
    static func prefixed(_ text: String, program: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.hasPrefix("\(program): ") ? "\($0)\n" : "\(program): \($0)\n" }
            .joined()
    }

    /// One log message as one line (its own newlines become spaces): "Gtk warning: …".
    static func logLine(domain: String?, kind: String, message: String) -> String {
        let domain = domain.map { "\($0) " } ?? ""
        return "\(domain)\(kind): \(message)".replacingAll("\n", " ")
    }

    /// Debug and info messages keep GLib's handling (shown only with G_MESSAGES_DEBUG); messages,
    /// warnings, criticals and errors become one prefixed line: "sandglass: Gtk warning: …".
    private static func writeLog(
        level: GLogLevelFlags, fields: UnsafePointer<GLogField>?, count: Int
    ) -> GLogWriterOutput {
        let severity = level.rawValue & G_LOG_LEVEL_MASK.rawValue
        let kind: String
        if severity & (G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue) != 0 {
            kind = "critical"
        } else if severity & G_LOG_LEVEL_WARNING.rawValue != 0 {
            kind = "warning"
        } else if severity & G_LOG_LEVEL_MESSAGE.rawValue != 0 {
            kind = "message"
        } else {
            return g_log_writer_default(level, fields, gsize(count), nil)
        }
        var message = ""
        var domain: String?
        for index in 0..<count {
            guard let field = fields?[index], let key = field.key, let value = field.value else {
                continue
            }
            // A length of -1 means a NUL-terminated string; others are not text we print.
            guard field.length == -1 else { continue }
            switch String(cString: key) {
            case "MESSAGE": message = String(cString: value.assumingMemoryBound(to: CChar.self))
            case "GLIB_DOMAIN": domain = String(cString: value.assumingMemoryBound(to: CChar.self))
            default: break
            }
        }
        writeError(logLine(domain: domain, kind: kind, message: message))
        return G_LOG_WRITER_HANDLED
    }

    private static var programName: String {
        g_get_prgname().map { String(cString: $0) } ?? "gtkkit"
    }
}
