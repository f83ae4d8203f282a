import CGtk

/// Calls a handler when a file is created, changed, replaced or deleted (inotify: no polling).
///
/// Watching `/etc/localtime` is how a program learns that the time zone changed: tools such as
/// `timedatectl set-timezone` replace that link, and nothing else announces it.
@MainActor
public final class FileMonitor: Object {
    /// Starts watching `path` (which need not exist yet); nil when GIO cannot watch it.
    public init?(path: String, _ handler: @escaping @MainActor () -> Void) {
        guard let file = g_file_new_for_path(path) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else {
            return nil
        }
        super.init(adopting: UnsafeMutableRawPointer(monitor))
        connect("changed", trampoline: fileChangedTrampoline, body: handler as VoidHandler)
    }

    isolated deinit {
        g_file_monitor_cancel(cast(pointer))
    }
}
