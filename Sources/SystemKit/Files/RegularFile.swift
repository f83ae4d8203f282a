import FoundationEssentials
import Glibc

/// Opens a file of the state folder only as what it should be: a regular file, named directly.
///
/// O_NOFOLLOW: a symbolic link planted there is refused, never followed (a write would go to any
/// file its target names). O_NONBLOCK: a FIFO or a device in its place answers at once instead of
/// waiting for a writer forever; fstat then refuses anything but a regular file, and the
/// descriptor goes back to blocking for the reads and writes that follow.
public enum RegularFile {
    /// What the file is opened for.
    public enum Access: Sendable {
        case read
        /// Writing at its end (O_APPEND); never created (a new file would lack its header).
        case append
        /// Reading and writing, created 0600 when missing.
        case readWriteCreating

        var flags: Int32 {
            switch self {
            case .read: O_RDONLY
            case .append: O_WRONLY | O_APPEND
            case .readWriteCreating: O_RDWR | O_CREAT
            }
        }
    }

    /// What opening found.
    public enum Opening: Sendable {
        /// Open, a regular file; the caller closes it.
        case opened(FileDescriptor)
        /// Nothing of that name.
        case missing
        /// Something that cannot be used as the file (a link, a FIFO, no permission…).
        case unusable(FileProblem)
    }

    /// Opens `path` for `access`.
    public static func open(_ path: String, for access: Access) -> Opening {
        let descriptor = Glibc.open(path, access.flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == ENOENT { return .missing }
            // ELOOP: the name is a symbolic link. ENXIO: a FIFO opened for writing with no reader.
            if failure == ELOOP { return .unusable(.symbolicLink) }
            if failure == ENXIO { return .unusable(.notRegularFile) }
            return .unusable(.system(SystemError(code: failure)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = SystemError.current
            Glibc.close(descriptor)
            return .unusable(.system(failure))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            Glibc.close(descriptor)
            return .unusable(
                status.st_mode & S_IFMT == S_IFDIR
                    ? .system(SystemError(code: EISDIR)) : .notRegularFile)
        }
        let current = fcntl(descriptor, F_GETFL)
        if current >= 0 { _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK) }
        return .opened(FileDescriptor(raw: descriptor))
    }

    /// What reading a whole file found.
    public enum Contents: Sendable {
        case bytes(Data)
        case missing
        case unusable(FileProblem)
    }

    /// The whole file at `path`, read only if it is a regular file.
    public static func read(_ path: String) -> Contents {
        switch open(path, for: .read) {
        case .missing: return .missing
        case .unusable(let problem): return .unusable(problem)
        case .opened(let descriptor):
            defer { descriptor.close() }
            switch descriptor.readAll() {
            case .success(let data): return .bytes(data)
            case .failure(let failure): return .unusable(.system(failure))
            }
        }
    }

    /// Creates `path` anew for writing (0600, whatever the umask), `appending` or not: whatever
    /// had that name (a temporary file a crash left, a link, a FIFO) is removed first, and
    /// O_EXCL refuses to open anything else.
    public static func createFresh(_ path: String, appending: Bool = false) -> Result<
        FileDescriptor, SystemError
    > {
        unlink(path)
        let descriptor = Glibc.open(
            path, O_WRONLY | (appending ? O_APPEND : 0) | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
            0o600)
        guard descriptor >= 0 else { return .failure(.current) }
        let file = FileDescriptor(raw: descriptor)
        if let failure = file.makePrivate() {
            file.close()
            unlink(path)
            return .failure(failure)
        }
        return .success(file)
    }
}
