/// Why a name in the state folder cannot be used as the regular file it should be.
public enum FileProblem: Error, Equatable, Sendable {
    /// It is a symbolic link (refused, never followed).
    case symbolicLink
    /// It is a FIFO, a device or a socket.
    case notRegularFile
    /// The system refused (no permission, a folder in its place…).
    case system(SystemError)
}
