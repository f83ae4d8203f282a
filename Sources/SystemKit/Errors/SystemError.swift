import Glibc

/// A failed system call's `errno`, kept as a value: the caller words the failure, the C library
/// names its cause ("Permission denied", in the process's language).
public struct SystemError: Error, Equatable, Sendable {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The error the last failed call on this thread left.
    public static var current: SystemError { SystemError(code: errno) }

    /// Nothing of that name (ENOENT).
    public static let noSuchFile = SystemError(code: ENOENT)

    /// The C library's text for it.
    public var text: String { String(cString: strerror(code)) }

    /// Whether it is "no such file or directory".
    public var isNoSuchFile: Bool { code == ENOENT }
}
