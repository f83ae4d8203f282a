#if canImport(Glibc)
import Glibc
#endif

/// A file kept open for appending, so adding a line costs one write (and one fdatasync), not an open.
///
/// O_APPEND puts every write at the end, whatever happened before. A write is whole once
/// `append` returns nil: a signal or a short write goes on where it stopped.
final class AppendOnlyFile {
    private let descriptor: Int32

    /// Takes over `descriptor`, open for writing with O_APPEND; it is closed with this object.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Opens an existing regular file for appending (never creating one: a new file would lack
    /// its header; never through a link, nor a FIFO); nil when it cannot.
    convenience init?(appendingTo path: String) {
        guard case .opened(let descriptor) = StateFileOpening.open(path, O_WRONLY | O_APPEND) else { return nil }
        self.init(descriptor: descriptor)
    }

    /// Appends `text` whole; `synchronously`, also waits until it is on the disk (fdatasync), so
    /// it survives a power loss and not only a crash of the program (a write in the kernel's
    /// cache already survives kill -9). Returns nil, or why not.
    func append(_ text: String, synchronously: Bool) -> String? {
        var text = text
        if let problem = text.withUTF8({ DurableIO.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }) {
            return problem
        }
        guard synchronously else { return nil }
        while fdatasync(descriptor) != 0 {
            guard errno == EINTR else { return DurableIO.lastError() }
        }
        return nil
    }

    deinit { close(descriptor) }
}
