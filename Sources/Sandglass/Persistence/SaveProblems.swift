import FoundationEssentials
import Synchronization

/// Where problems with saved state go: a save that failed, a damaged file kept aside.
///
/// Each is written on the instance's stderr at once. A command line collects the problems raised
/// while it ran and passes them on to its caller (`sandglass: warning: …`); the window shows each
/// problem once (`SaveProblemNotices`). A later successful save of the same file ends its problem.
/// Any thread may report: the log is behind a lock, and observers are only told that it grew.
enum SaveProblems {
    /// One problem: the file it concerns, the line that tells it (without "sandglass: ") and
    /// the sentence the window shows.
    struct Problem: Equatable, Sendable {
        let path: String
        let message: String
        let windowText: String

        /// `windowText` defaults to the message without its "warning: ".
        init(path: String, message: String, windowText: String? = nil) {
            self.path = path
            self.message = message
            self.windowText =
                windowText
                ?? (message.hasPrefix("warning: ")
                    ? String(message.dropFirst("warning: ".count)) : message)
        }
    }

    /// What happened to saved files, in order.
    enum Event: Equatable, Sendable {
        case problem(Problem)
        /// A file with a problem was saved since: its problem is over.
        case saved(path: String)
    }

    private struct Log {
        var events: [Event] = []
        /// Events let go from the front: `mark`s count from the first event ever.
        var dropped = 0
        /// Files with a problem and no successful save since.
        var failing: Set<String> = []
        var observers: [Int: @Sendable () -> Void] = [:]
        var nextObserver = 0

        var end: Int { dropped + events.count }

        mutating func append(_ event: Event) -> [@Sendable () -> Void] {
            events.append(event)
            // A save failing again and again must not grow the log without end.
            if events.count > SaveProblems.capacity {
                let excess = events.count - SaveProblems.capacity
                events.removeFirst(excess)
                dropped += excess
            }
            return Array(observers.values)
        }
    }

    private static let log = Mutex(Log())
    /// The most events kept; a mark older than that sees only the newest.
    static let capacity = 1_000

    /// Records and tells a problem (any thread).
    static func report(path: String, message: String) {
        report(Problem(path: path, message: message))
    }

    /// Records and tells a problem with the sentence the window shows for it (any thread).
    static func report(path: String, message: String, windowText: String) {
        report(Problem(path: path, message: message, windowText: windowText))
    }

    private static func report(_ problem: Problem) {
        StandardError.write("sandglass: \(problem.message)")
        let observers = log.withLock { log in
            log.failing.insert(problem.path)
            return log.append(.problem(problem))
        }
        observers.forEach { $0() }
    }

    /// A save of `path` succeeded: what was wrong with it is over (the window may tell it again next time).
    /// Called after every save, so it costs a look-up when nothing was wrong.
    static func saved(path: String) {
        let observers = log.withLock { log -> [@Sendable () -> Void] in
            guard log.failing.remove(path) != nil else { return [] }
            return log.append(.saved(path: path))
        }
        observers.forEach { $0() }
    }

    /// How many events there have been so far: a mark for `reported(since:)` and `events(since:)`.
    static var mark: Int { log.withLock { $0.end } }

    /// The problems reported after `mark`, each told once.
    static func reported(since mark: Int) -> [Problem] {
        var seen = Set<String>()
        return events(since: mark).events.compactMap { event in
            guard case .problem(let problem) = event, seen.insert(problem.message).inserted else {
                return nil
            }
            return problem
        }
    }

    /// The events after `mark`, and the mark after them.
    static func events(since mark: Int) -> (events: [Event], next: Int) {
        log.withLock { log in
            (Array(log.events.dropFirst(max(0, mark - log.dropped))), log.end)
        }
    }

    /// Calls `changed` (on the reporting thread) whenever an event is added; returns the id to stop it.
    static func observe(_ changed: @escaping @Sendable () -> Void) -> Int {
        log.withLock { log in
            log.nextObserver += 1
            log.observers[log.nextObserver] = changed
            return log.nextObserver
        }
    }

    static func stopObserving(_ id: Int) {
        _ = log.withLock { $0.observers.removeValue(forKey: id) }
    }
}
