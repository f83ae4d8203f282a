import Glibc

/// Writes all of a text to a terminal, pipe or file: a reader that is slow (a full pipe) or a
/// signal must not cut an answer short while the exit status says it was given.
public enum WholeWrite {
    /// Writes `text` to this process's standard output; false when it fails (its reader is gone).
    @discardableResult
    public static func toStandardOutput(_ text: String) -> Bool { write(text, to: STDOUT_FILENO) }

    /// Writes `text` to this process's standard error.
    public static func toStandardError(_ text: String) { write(text, to: STDERR_FILENO) }

    /// Writes every byte of `text` to `descriptor`, going on after EINTR and short writes and
    /// waiting while a non-blocking descriptor is full; false when the descriptor fails.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(
                    descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                switch errno {
                case EINTR: continue
                case EAGAIN:
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                default: return false
                }
            }
            return true
        }
    }
}
