import FoundationEssentials
import Synchronization
import TimerCore
#if canImport(Glibc)
import Glibc
#endif

/// The one-writer lock on the state folder: only the process holding it runs as Sandglass.
///
/// A POSIX record lock on `instance.lock` in the state folder: the kernel drops it when the
/// holder exits, however it exits (kill -9 included), and `F_GETLK` names the holder's pid. The
/// file also records the session bus the holder answers on (or that it has none), so a process
/// on another bus knows at once that it cannot reach the holder, rather than waiting for it.
/// The lock belongs to the process, which must never close another descriptor of the file (that
/// would release it): so the holder never queries its own lock.
final class InstanceLock: Sendable {
    /// What trying to take the lock found.
    enum Attempt {
        /// This process holds it now.
        case acquired(InstanceLock)
        /// Another process holds it.
        case held(by: Holder)
        /// The lock cannot be taken here; `reason` says why.
        case unavailable(reason: String)
    }

    /// The process that holds the lock.
    struct Holder: Equatable {
        let pid: Int32
        /// Where it answers: nil while it is starting.
        let bus: Bus?
    }

    /// The session bus a holder answers on.
    enum Bus: Equatable {
        /// The bus with this GUID (each bus has its own).
        case id(String)
        /// None: it runs without a session bus, and no command can reach it.
        case none
    }

    private let descriptor: Int32
    let path: String
    /// The lock this process holds, if any (so it never opens the file a second time).
    private static let held = Mutex<InstanceLock?>(nil)

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    static func path(inFolder folder: URL) -> String { folder.appendingPathComponent("instance.lock").path }

    /// Takes the lock on `folder` without waiting (creating the folder 0700 and the file 0600).
    static func acquire(folder: URL) -> Attempt {
        let path = path(inFolder: folder)
        if let mine = held.withLock({ $0 }), mine.path == path { return .acquired(mine) }
        if let problem = DurableIO.makePrivateFolder(folder.path) { return .unavailable(reason: problem) }
        let descriptor: Int32
        switch StateFileOpening.open(path, O_RDWR | O_CREAT) {
        case .opened(let opened): descriptor = opened
        case .missing: return .unavailable(reason: tr("cannot open {path}: {reason}", ["path": path, "reason": String(cString: strerror(ENOENT))]))
        case .unusable(let reason):
            // A link (whose target the pid would overwrite) or a FIFO (which would hold every
            // reader): kept aside as any damaged file, and a lock file made anew in its place.
            guard keptAside(path, because: reason) else {
                return .unavailable(reason: tr("cannot open {path}: {reason}", ["path": path, "reason": reason]))
            }
            return acquire(folder: folder)
        }
        var request = Self.wholeFile(F_WRLCK)
        if fcntl(descriptor, F_SETLK, &request) == 0 {
            let lock = InstanceLock(descriptor: descriptor, path: path)
            lock.write("pid \(getpid())\n")
            held.withLock { $0 = lock }
            return .acquired(lock)
        }
        let failure = errno
        close(descriptor)
        guard failure == EACCES || failure == EAGAIN else {
            return .unavailable(reason: tr("cannot lock {path}: {reason}", ["path": path, "reason": String(cString: strerror(failure))]))
        }
        return holder(path: path).map { .held(by: $0) } ?? acquire(folder: folder)  // released meanwhile: try again
    }

    /// Who holds the lock on `folder`, without taking it or creating anything; nil when nobody does.
    static func holder(folder: URL) -> Holder? { holder(path: path(inFolder: folder)) }

    private static func holder(path: String) -> Holder? {
        if let mine = held.withLock({ $0 }), mine.path == path { return Holder(pid: getpid(), bus: nil) }
        // Never through a link, never waiting on a FIFO: what is not a regular file holds no lock.
        guard case .opened(let descriptor) = StateFileOpening.open(path, O_RDONLY) else { return nil }
        defer { close(descriptor) }
        // A read-only descriptor may ask about a write lock; it cannot take one.
        var query = wholeFile(F_WRLCK)
        guard fcntl(descriptor, F_GETLK, &query) == 0, query.l_type != Int16(F_UNLCK) else { return nil }
        return Holder(pid: query.l_pid, bus: recordedBus(descriptor, pid: query.l_pid))
    }

    /// Moves what is at `path` aside, saying so; whether it went.
    private static func keptAside(_ path: String, because reason: String) -> Bool {
        switch DurableIO.keepAside(path) {
        case .success(let name):
            let values: KeyValuePairs = ["path": path, "reason": reason, "name": name]
            SaveProblems.report(path: path, message: "warning: " + tr("ignored {path} ({reason}); kept it as {name}", values))
            return true
        case .failure:
            return false
        }
    }

    /// Records where this process now answers: the bus with GUID `busID`, or none.
    func record(busID: String?) {
        write("pid \(getpid())\nbus \(busID ?? "none")\n")
    }

    /// Replaces the file's text. Emptied first: a reader then sees no pid (a holder starting),
    /// never the new pid beside what is left of the old text.
    private func write(_ text: String) {
        guard ftruncate(descriptor, 0) == 0 else { return }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// The bus the file records, when the file is the holder's own (its pid): a new holder that
    /// has not written yet leaves its predecessor's text, which says nothing of it.
    private static func recordedBus(_ descriptor: Int32, pid: Int32) -> Bus? {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let lines = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: "\n")
        guard lines.first == "pid \(pid)", let bus = lines.first(where: { $0.hasPrefix("bus ") })?.dropFirst(4) else {
            return nil
        }
        return bus == "none" ? Bus.none : .id(String(bus))
    }

    private static func wholeFile(_ type: Int32) -> flock {
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        return lock  // l_start 0, l_len 0: the whole file
    }
}
