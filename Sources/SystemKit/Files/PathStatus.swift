import Glibc

/// What a name in the file system is, looked up without following a link at the end.
public enum PathStatus {
    /// Whether something has the name `path` (a link counts, dangling or not).
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether `path` exists: true, false when nothing has the name, or why it cannot be told
    /// (a folder on the way that cannot be searched).
    public static func lookUp(_ path: String) -> Result<Bool, SystemError> {
        var status = stat()
        if lstat(path, &status) == 0 { return .success(true) }
        return errno == ENOENT ? .success(false) : .failure(.current)
    }

    /// Why the folder `path` cannot be read, or nil: it can be, or there is none. A folder whose
    /// names can be looked up (searched) counts as readable even when it cannot be listed.
    public static func unreadableFolder(_ path: String) -> SystemError? {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT ? nil : .current }
        guard status.st_mode & S_IFMT == S_IFDIR else { return SystemError(code: ENOTDIR) }
        guard access(path, X_OK) == 0 else { return .current }
        return nil
    }

    /// Whether this process may create and remove names in the folder `path`.
    public static func isWritableFolder(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }
}
