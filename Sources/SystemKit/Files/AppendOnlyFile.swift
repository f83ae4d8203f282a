/// A file kept open for appending, so adding a line costs one write (and one fdatasync), not an open.
///
/// O_APPEND puts every write at the end, whatever happened before. A write is whole once
/// `append` returns nil: a signal or a short write goes on where it stopped.
public final class AppendOnlyFile {
    private let descriptor: FileDescriptor

    /// Takes over `descriptor`, open for writing with O_APPEND; it is closed with this object.
    public init(descriptor: FileDescriptor) {
        self.descriptor = descriptor
    }

    /// Opens an existing regular file for appending (never creating one: a new file would lack
    /// its header; never through a link, nor a FIFO); nil when it cannot.
    public convenience init?(appendingTo path: String) {
        guard case .opened(let descriptor) = RegularFile.open(path, for: .append) else {
            return nil
        }
        self.init(descriptor: descriptor)
    }

    /// Appends `text` whole; `synchronously`, also waits until it is on the disk (fdatasync), so
    /// it survives a power loss and not only a crash of the program (a write in the kernel's
    /// cache already survives kill -9). Returns nil, or why not.
    public func append(_ text: String, synchronously: Bool) -> SystemError? {
        if let problem = descriptor.writeAll(text) { return problem }
        return synchronously ? descriptor.syncData() : nil
    }

    deinit { descriptor.close() }
}
