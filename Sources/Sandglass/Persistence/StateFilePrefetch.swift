import FoundationEssentials
import Synchronization
import SystemKit

/// A saved file read and decoded on another thread while GTK starts, for the first load to take.
///
/// A thousand saved timers take ~10 ms to decode, as long as a launch may grow by; GTK's own
/// start-up (display, stylesheet) takes longer on the main thread, so the decoding costs no
/// wall time. The load takes the value only if the file is still the one read (its identity);
/// anything else (no file, a damaged one) is left to the load's own path, which reports it.
final class StateFilePrefetch: @unchecked Sendable {
    /// Prefetches not yet taken, by path.
    private static let pending = Mutex<[String: StateFilePrefetch]>([:])

    /// The thread that reads, joined by `take`.
    private var thread: JoinableThread?
    // Written on the prefetch thread, read after joining it.
    private var identity: FileIdentity?
    private var value: (any Sendable)?

    private init() {}

    /// Starts reading and decoding the file at `path` as a `Value`.
    static func start<Value: Decodable & Sendable>(_ type: Value.Type, path: String) {
        let prefetch = StateFilePrefetch()
        prefetch.thread = JoinableThread.start {
            // Only a regular file named directly: a FIFO there would hold this thread, and the
            // load joining it, forever. Anything else is left to the load, which reports it.
            guard case .opened(let descriptor) = RegularFile.open(path, for: .read) else { return }
            defer { descriptor.close() }
            guard let identity = descriptor.identity, identity.size >= 0,
                let data = try? descriptor.readAll(sizeHint: Int(identity.size)).get(),
                let decoded = try? JSONDecoder().decode(Value.self, from: data)
            else { return }
            prefetch.identity = identity
            prefetch.value = decoded
        }
        // No thread: the load reads the file itself.
        guard prefetch.thread != nil else { return }
        pending.withLock { $0[path] = prefetch }
    }

    /// The value prefetched for `path`, once, if the file there is still the one that was read;
    /// waits for the prefetch to finish. Nil when there was none or it no longer holds.
    static func take<Value: Sendable>(_ type: Value.Type, path: String) -> Value? {
        guard let prefetch = pending.withLock({ $0.removeValue(forKey: path) }) else { return nil }
        prefetch.thread?.join()
        guard let identity = prefetch.identity, FileIdentity(path: path) == identity else {
            return nil
        }
        return prefetch.value as? Value
    }
}
