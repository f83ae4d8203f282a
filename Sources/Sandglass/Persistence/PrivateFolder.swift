#if canImport(Glibc)
import Glibc
#endif

/// A folder only its owner may enter (0700), whatever the umask: saved state names what a person is doing.
enum PrivateFolder {
    /// Creates `folder` (and its parents) 0700; an existing one loses what group and others may
    /// do (its owner's own bits are left as they are: a folder made read-only stays so). Nil, or why not.
    static func make(_ folder: String) -> String? {
        var built = ""
        for part in folder.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o700) != 0, errno != EEXIST { return "cannot create \(built): \(lastError())" }
        }
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return "\(folder) is not a folder" }
        if status.st_mode & 0o077 != 0, chmod(folder, status.st_mode & 0o700) != 0 {
            return "cannot make \(folder) private: \(lastError())"
        }
        return nil
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
