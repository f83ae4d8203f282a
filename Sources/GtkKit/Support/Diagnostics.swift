import Glibc

/// Warnings GtkKit gives on stderr, where nothing else could tell of a failure.
enum Diagnostics {
    /// Writes one line, `sandglass: warning: MESSAGE`, to stderr.
    static func warn(_ message: String) {
        let line = "sandglass: warning: \(message.replacingAll("\n", " "))\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
