import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The one-writer lock on the state folder: only the process holding it runs as Sandglass.
///
/// A POSIX record lock on `instance.lock` in the state folder: the kernel drops it when the
/// holder exits, however it exits (kill -9 included), and `F_GETLK` names the holder's pid. The
/// file also records the session bus the holder serves, so a process on another bus (or on no
/// bus) knows at once that it cannot reach the holder, rather than waiting for it to appear.
/// The lock belongs to the process: it is held until exit (closing the file would release it).
final class InstanceLock: Sendable {
    /// What trying to take the lock found.
    enum Attempt {
        /// This process holds it now.
        case acquired(InstanceLock)
        /// Another process holds it.
        case held(by: Holder)
        /// The lock cannot be taken here (the folder cannot be created or written): nobody can
        /// write state there either, so there is no second writer to keep out.
        case unavailable(reason: String)
    }

    /// The process that holds the lock.
    struct Holder: Equatable {
        let pid: Int32
        /// The GUID of the session bus it is registered on; nil while it is starting.
        let busID: String?
    }

    private let descriptor: Int32
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    static func path(inFolder folder: URL) -> String { folder.appendingPathComponent("instance.lock").path }

    /// Takes the lock on `folder` without waiting (creating the folder 0700 and the file 0600).
    static func acquire(folder: URL) -> Attempt {
        let path = path(inFolder: folder)
        if let problem = DurableIO.makePrivateFolder(folder.path) { return .unavailable(reason: problem) }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .unavailable(reason: "\(path): \(String(cString: strerror(errno)))") }
        var request = Self.writeLock(F_WRLCK)
        if fcntl(descriptor, F_SETLK, &request) == 0 {
            let lock = InstanceLock(descriptor: descriptor, path: path)
            lock.record(busID: nil)
            return .acquired(lock)
        }
        let failure = errno
        close(descriptor)
        guard failure == EACCES || failure == EAGAIN else {
            return .unavailable(reason: "\(path): \(String(cString: strerror(failure)))")
        }
        return holder(path: path).map { .held(by: $0) } ?? acquire(folder: folder)  // released meanwhile: try again
    }

    /// Who holds the lock on `folder`, without taking it or creating anything; nil when nobody does.
    static func holder(folder: URL) -> Holder? { holder(path: path(inFolder: folder)) }

    private static func holder(path: String) -> Holder? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // A read-only descriptor may ask about a write lock; it cannot take one.
        var query = writeLock(F_WRLCK)
        guard fcntl(descriptor, F_GETLK, &query) == 0, query.l_type != Int16(F_UNLCK) else { return nil }
        return Holder(pid: query.l_pid, busID: recordedBusID(descriptor))
    }

    /// Records the session bus this process now answers on (its GUID), for processes that cannot reach it.
    func record(busID: String?) {
        let text = "pid \(getpid())\n" + (busID.map { "bus \($0)\n" } ?? "")
        let bytes = Array(text.utf8)
        guard ftruncate(descriptor, 0) == 0 else { return }
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    private static func recordedBusID(_ descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        return text.split(separator: "\n").first { $0.hasPrefix("bus ") }.map { String($0.dropFirst(4)) }
    }

    private static func writeLock(_ type: Int32) -> flock {
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        return lock  // l_start 0, l_len 0: the whole file
    }
}
