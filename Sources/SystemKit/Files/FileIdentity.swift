import Glibc

/// Which file a path named, and which version of it: device, inode, size and modification time.
/// Two equal identities mean the bytes read then are the bytes there now (a save renames a new
/// file into place, so any save changes the inode).
public struct FileIdentity: Equatable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    public let size: Int64
    public let modifiedSeconds: Int
    public let modifiedNanoseconds: Int

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modifiedSeconds = status.st_mtim.tv_sec
        modifiedNanoseconds = status.st_mtim.tv_nsec
    }

    /// The identity of the file at `path` now; nil when there is none.
    public init?(path: String) {
        var status = stat()
        // the name itself, never a link's target
        guard lstat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of the open file `descriptor`.
    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }
}
