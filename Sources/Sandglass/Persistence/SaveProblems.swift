import FoundationEssentials
import Synchronization

/// Where problems with saved state go: a save that failed, a damaged file kept aside.
///
/// Each is written on the instance's stderr at once. A command line collects the problems raised
/// while it ran and passes them on to its caller (`sandglass: warning: …`); the window shows each
/// problem once. A later successful save of the same file clears its problem.
enum SaveProblems {
    /// One problem: the file it concerns and the line that tells it (without "sandglass: ").
    struct Problem: Equatable, Sendable {
        let path: String
        let message: String
    }

    private static let log = Mutex<[Problem]>([])

    /// Records and tells a problem (any thread).
    static func report(path: String, message: String) {
        StandardError.write("sandglass: \(message)")
        log.withLock { $0.append(Problem(path: path, message: message)) }
    }

    /// How many problems have been reported so far: a mark for `reported(since:)`.
    static var mark: Int { log.withLock { $0.count } }

    /// The problems reported after `mark`, each told once.
    static func reported(since mark: Int) -> [Problem] {
        log.withLock { problems in
            var seen = Set<String>()
            return problems.dropFirst(mark).filter { seen.insert($0.message).inserted }
        }
    }

    /// A save of `path` succeeded: what was wrong with it is over (the window may say so again next time).
    static func saved(path: String) {}
}
