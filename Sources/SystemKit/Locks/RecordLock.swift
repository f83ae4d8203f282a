import Glibc

/// A POSIX record lock over a whole file: the kernel drops it when the holding process exits,
/// however it exits (kill -9 included), and a query names the holder's pid. It belongs to the
/// process: closing any descriptor of the file in that process releases it.
public enum RecordLock {
    /// What trying to take the lock found.
    public enum Attempt: Equatable, Sendable {
        case taken
        /// Another process holds it.
        case heldElsewhere
        case failed(SystemError)
    }

    /// Takes a write lock on the whole file open at `descriptor` (for writing), without waiting.
    public static func tryLock(_ descriptor: FileDescriptor) -> Attempt {
        var request = wholeFile(F_WRLCK)
        if fcntl(descriptor.raw, F_SETLK, &request) == 0 { return .taken }
        let failure = errno
        return failure == EACCES || failure == EAGAIN
            ? .heldElsewhere : .failed(SystemError(code: failure))
    }

    /// The pid of the process holding a write lock on the file; nil when none does. A read-only
    /// descriptor may ask; it cannot take one.
    public static func holder(_ descriptor: FileDescriptor) -> Int32? {
        var query = wholeFile(F_WRLCK)
        guard fcntl(descriptor.raw, F_GETLK, &query) == 0, query.l_type != Int16(F_UNLCK) else {
            return nil
        }
        return query.l_pid
    }

    private static func wholeFile(_ type: Int32) -> flock {
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        return lock  // l_start 0, l_len 0: the whole file
    }
}
