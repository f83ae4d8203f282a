import FoundationEssentials
import Glibc

/// An open file, as the C library numbers it. A value: whoever opened it closes it, once.
public struct FileDescriptor: Sendable {
    public let raw: Int32

    public init(raw: Int32) {
        self.raw = raw
    }

    public func close() { _ = Glibc.close(raw) }

    /// Keeps the descriptor open in the program `exec` starts in this process, or no longer
    /// (every file here is opened close-on-exec).
    public func keepOpenAcrossExec(_ keep: Bool) {
        let flags = fcntl(raw, F_GETFD)
        guard flags >= 0 else { return }
        _ = fcntl(raw, F_SETFD, keep ? flags & ~FD_CLOEXEC : flags | FD_CLOEXEC)
    }

    /// Whether the descriptor is open on the file at `path` (the same device and inode).
    public func isOpen(on path: String) -> Bool {
        guard let open = FileIdentity(descriptor: raw), let named = FileIdentity(path: path) else {
            return false
        }
        return (open.device, open.inode) == (named.device, named.inode)
    }

    /// The rest of the file; fails on a read error. `sizeHint` sizes the buffer (a file's length).
    public func readAll(sizeHint: Int = 0) -> Result<Data, SystemError> {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: max(4096, min(sizeHint, 1 << 26) + 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(raw, $0.baseAddress, $0.count) }
            if count == 0 { return .success(data) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.current)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes all of `bytes`, going on after a signal (EINTR) or a short write; nil, or why not.
    public func writeAll(_ bytes: UnsafeRawBufferPointer) -> SystemError? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(
                raw, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return .current
            }
            offset += written
        }
        return nil
    }

    /// Writes all of `data`; nil, or why not.
    public func writeAll(_ data: Data) -> SystemError? {
        data.withUnsafeBytes { writeAll($0) }
    }

    /// Writes all of `text` as UTF-8; nil, or why not.
    public func writeAll(_ text: String) -> SystemError? {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) }
    }

    /// Waits until what was written is on the disk, data and metadata (fsync).
    public func sync() -> SystemError? {
        fsync(raw) == 0 ? nil : .current
    }

    /// Waits until the data written is on the disk (fdatasync), going on after a signal.
    public func syncData() -> SystemError? {
        while fdatasync(raw) != 0 {
            guard errno == EINTR else { return .current }
        }
        return nil
    }

    /// Makes the file its owner's alone (0600), whatever the umask was.
    public func makePrivate() -> SystemError? {
        fchmod(raw, 0o600) == 0 ? nil : .current
    }

    /// Replaces the file's text: emptied first, then written from its start.
    public func replaceText(_ text: String) {
        guard ftruncate(raw, 0) == 0 else { return }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { pwrite(raw, $0.baseAddress, $0.count, 0) }
    }

    /// Up to `limit` bytes from the file's start, without moving its offset; empty on an error.
    public func readPrefix(limit: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = pread(raw, &buffer, buffer.count, 0)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// The identity of the open file.
    public var identity: FileIdentity? { FileIdentity(descriptor: raw) }
}
