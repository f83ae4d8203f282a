import FoundationEssentials
#if canImport(Glibc)
import Glibc
import TimerCore
#endif

/// Opens a file of the state folder only as what it should be: a regular file, named directly.
///
/// O_NOFOLLOW: a symbolic link planted there is refused, never followed (a write would go to any
/// file its target names). O_NONBLOCK: a FIFO or a device in its place answers at once instead of
/// waiting for a writer forever; fstat then refuses anything but a regular file, and the
/// descriptor goes back to blocking for the reads and writes that follow.
enum StateFileOpening {
    /// What opening found.
    enum Outcome {
        /// Open, a regular file; the caller closes it.
        case opened(Int32)
        /// Nothing of that name.
        case missing
        /// Something that cannot be used as the file (a link, a FIFO, no permission…), and why.
        case unusable(String)
    }

    /// Opens `path` with `flags` (O_RDONLY, O_WRONLY | O_APPEND, O_RDWR | O_CREAT…).
    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o600) -> Outcome {
        let descriptor = Glibc.open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == ENOENT { return .missing }
            // ELOOP: the name is a symbolic link. ENXIO: a FIFO opened for writing with no reader.
            if failure == ELOOP { return .unusable(tr("it is a symbolic link")) }
            if failure == ENXIO { return .unusable(tr("it is not a regular file")) }
            return .unusable(String(cString: strerror(failure)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = DurableIO.lastError()
            close(descriptor)
            return .unusable(reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .unusable(status.st_mode & S_IFMT == S_IFDIR ? String(cString: strerror(EISDIR)) : tr("it is not a regular file"))
        }
        let current = fcntl(descriptor, F_GETFL)
        if current >= 0 { _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK) }
        return .opened(descriptor)
    }

    /// What reading a whole file found.
    enum Contents {
        case bytes(Data)
        case missing
        case unusable(String)
    }

    /// The whole file at `path`, read only if it is a regular file.
    static func read(_ path: String) -> Contents {
        switch open(path, O_RDONLY) {
        case .missing: return .missing
        case .unusable(let reason): return .unusable(reason)
        case .opened(let descriptor):
            defer { close(descriptor) }
            guard let data = readAll(descriptor) else { return .unusable(DurableIO.lastError()) }
            return .bytes(data)
        }
    }

    /// The rest of the open file `descriptor`; nil on a read error (`errno` says which).
    static func readAll(_ descriptor: Int32, sizeHint: Int = 0) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: max(4096, min(sizeHint, 1 << 26) + 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Creates `path` anew for writing (0600): whatever had that name (a temporary file a crash
    /// left, a link, a FIFO) is removed first, and O_EXCL refuses to open anything else.
    static func createFresh(_ path: String, _ flags: Int32) -> Int32 {
        unlink(path)
        return Glibc.open(path, flags | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
}
