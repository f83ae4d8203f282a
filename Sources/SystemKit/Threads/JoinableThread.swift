import Glibc

/// A thread of its own that ends when its work is done, joined by its owner: a Dispatch worker
/// would stay, waking the process every second.
public final class JoinableThread: @unchecked Sendable {
    private var thread = pthread_t()
    private var work: (@Sendable () -> Void)?

    private init(work: @escaping @Sendable () -> Void) {
        self.work = work
    }

    /// Runs `work` on a new thread; nil when no thread could be made (the caller does the work itself).
    public static func start(_ work: @escaping @Sendable () -> Void) -> JoinableThread? {
        let started = JoinableThread(work: work)
        let context = Unmanaged.passRetained(started).toOpaque()
        guard
            pthread_create(
                &started.thread, nil,
                { context in
                    guard let context else { return nil }
                    let thread = Unmanaged<JoinableThread>.fromOpaque(context).takeRetainedValue()
                    thread.work?()
                    thread.work = nil
                    return nil
                }, context) == 0
        else {
            Unmanaged<JoinableThread>.fromOpaque(context).release()
            return nil
        }
        return started
    }

    /// Waits until the work is done. Once only.
    public func join() {
        pthread_join(thread, nil)
    }
}
