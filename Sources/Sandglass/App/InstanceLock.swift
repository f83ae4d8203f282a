import FoundationEssentials
import Synchronization
import SystemKit
import TimerCore

/// The one-writer lock on the state folder: only the process holding it runs as Sandglass.
///
/// A POSIX record lock (`RecordLock`) on `instance.lock` in the state folder: the kernel drops it
/// when the holder exits, however it exits (kill -9 included), and a query names its pid. The
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

    private let descriptor: FileDescriptor
    let path: String
    /// The lock this process holds, if any (so it never opens the file a second time).
    private static let held = Mutex<InstanceLock?>(nil)

    private init(descriptor: FileDescriptor, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    static func path(inFolder folder: URL) -> String {
        folder.appendingPathComponent("instance.lock").path
    }

    /// Takes the lock on `folder` without waiting (creating the folder 0700 and the file 0600).
    static func acquire(folder: URL) -> Attempt {
        let path = path(inFolder: folder)
        if let mine = held.withLock({ $0 }), mine.path == path { return .acquired(mine) }
        if let problem = DurableIO.makePrivateFolder(folder.path) {
            return .unavailable(reason: problem.reason)
        }
        let descriptor: FileDescriptor
        if let inherited = inherited(path: path) {
            descriptor = inherited
        } else {
            switch open(path, folder: folder) {
            case .file(let opened): descriptor = opened
            case .answer(let attempt): return attempt
            }
        }
        switch RecordLock.tryLock(descriptor) {
        case .taken:
            let lock = InstanceLock(descriptor: descriptor, path: path)
            lock.write("pid \(CurrentProcess.id)\n")
            held.withLock { $0 = lock }
            return .acquired(lock)
        case .failed(let failure):
            descriptor.close()
            return .unavailable(
                reason: tr("cannot lock {path}: {reason}", ["path": path, "reason": failure.text]))
        case .heldElsewhere:
            descriptor.close()
            // released meanwhile: try again
            return holder(path: path).map { .held(by: $0) } ?? acquire(folder: folder)
        }
    }

    /// The lock file opened, or what to answer instead.
    private enum Opened {
        case file(FileDescriptor)
        case answer(Attempt)
    }

    private static func open(_ path: String, folder: URL) -> Opened {
        switch RegularFile.open(path, for: .readWriteCreating) {
        case .opened(let opened): return .file(opened)
        case .missing:
            return .answer(
                .unavailable(
                    reason: tr(
                        "cannot open {path}: {reason}",
                        ["path": path, "reason": SystemError.noSuchFile.text])))
        case .unusable(let problem):
            let reason = problem.reason
            // A link (whose target the pid would overwrite) or a FIFO (which would hold every
            // reader): kept aside as any damaged file, and a lock file made anew in its place.
            guard keptAside(path, because: reason) else {
                return .answer(
                    .unavailable(
                        reason: tr(
                            "cannot open {path}: {reason}", ["path": path, "reason": reason])))
            }
            return .answer(acquire(folder: folder))
        }
    }

    /// Names the descriptor a restart keeps open (`keepAcrossRestart`).
    private static let inheritedVariable = "SANDGLASS_INSTANCE_LOCK_FD"

    /// Whether this process started afresh holding the lock (`keepAcrossRestart`), before it
    /// takes it over.
    static var isInherited: Bool { CurrentProcess.environment(inheritedVariable) != nil }

    /// Whether the lock this process holds was kept across its restart: it goes on with what
    /// the process before it had under way.
    static var wasInherited: Bool { inheritedOnce.withLock { $0 } }
    private static let inheritedOnce = Mutex(false)

    /// The lock's descriptor this process kept open across its restart, when it is on `path`:
    /// the lock was held throughout, so no other Sandglass could take it meanwhile.
    private static func inherited(path: String) -> FileDescriptor? {
        guard let text = CurrentProcess.environment(inheritedVariable) else { return nil }
        CurrentProcess.setEnvironment(inheritedVariable, nil)
        guard let raw = Int32(text), raw > 2 else { return nil }
        let descriptor = FileDescriptor(raw: raw)
        guard descriptor.isOpen(on: path) else { return nil }
        descriptor.keepOpenAcrossExec(false)
        inheritedOnce.withLock { $0 = true }
        return descriptor
    }

    /// Keeps the lock held through a restart of this process (`exec`), for the new start to
    /// take over: a command meanwhile finds it held, and waits for the instance to appear.
    /// Returns the descriptor kept (none when no lock is held).
    static func keepAcrossRestart() -> Int32? {
        guard let lock = held.withLock({ $0 }) else { return nil }
        lock.descriptor.keepOpenAcrossExec(true)
        CurrentProcess.setEnvironment(inheritedVariable, String(lock.descriptor.raw))
        return lock.descriptor.raw
    }

    /// Who holds the lock on `folder`, without taking it or creating anything; nil when nobody does.
    static func holder(folder: URL) -> Holder? { holder(path: path(inFolder: folder)) }

    private static func holder(path: String) -> Holder? {
        if let mine = held.withLock({ $0 }), mine.path == path {
            return Holder(pid: CurrentProcess.id, bus: nil)
        }
        // Never through a link, never waiting on a FIFO: what is not a regular file holds no lock.
        guard case .opened(let descriptor) = RegularFile.open(path, for: .read) else { return nil }
        defer { descriptor.close() }
        guard let pid = RecordLock.holder(descriptor) else { return nil }
        return Holder(pid: pid, bus: recordedBus(descriptor, pid: pid))
    }

    /// Moves what is at `path` aside, saying so; whether it went.
    private static func keptAside(_ path: String, because reason: String) -> Bool {
        switch DurableIO.keepAside(path) {
        case .success(let name):
            let values: KeyValuePairs = ["path": path, "reason": reason, "name": name]
            SaveProblems.report(
                path: path,
                message: "warning: " + tr("ignored {path} ({reason}); kept it as {name}", values))
            return true
        case .failure:
            return false
        }
    }

    /// Records where this process now answers: the bus with GUID `busID`, or none.
    func record(busID: String?) {
        write("pid \(CurrentProcess.id)\nbus \(busID ?? "none")\n")
    }

    /// Replaces the file's text. Emptied first: a reader then sees no pid (a holder starting),
    /// never the new pid beside what is left of the old text.
    private func write(_ text: String) {
        descriptor.replaceText(text)
    }

    /// The bus the file records, when the file is the holder's own (its pid): a new holder that
    /// has not written yet leaves its predecessor's text, which says nothing of it.
    private static func recordedBus(_ descriptor: FileDescriptor, pid: Int32) -> Bus? {
        let bytes = descriptor.readPrefix(limit: 512)
        guard !bytes.isEmpty else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        guard lines.first == "pid \(pid)",
            let bus = lines.first(where: { $0.hasPrefix("bus ") })?.dropFirst(4)
        else {
            return nil
        }
        return bus == "none" ? Bus.none : .id(String(bus))
    }
}
