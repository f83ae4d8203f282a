import GtkKit

/// Decides which save problems the window shows: each file's problem once, not once per failed
/// save, until a save of that file succeeds; then a new failure is shown again.
///
/// It reads `SaveProblems`' log from a mark taken before the saved state was loaded, so problems
/// met at start-up wait for the window. Reports may come from any thread; the log is read on the
/// main loop.
@MainActor
final class SaveProblemNotices {
    /// Where in `SaveProblems`' log the next unread event is.
    private var cursor: Int
    /// Files whose problem has been shown and not saved since.
    private var shown: Set<String> = []
    /// Problems not shown yet, waiting for a window.
    private(set) var waiting: [SaveProblems.Problem] = []
    /// Files whose shown problem ended with a save since, not told yet.
    private(set) var savedAgain: [String] = []
    private var observation: Int?

    /// Called on the main loop when problems are waiting to be shown.
    var onWaiting: (() -> Void)?

    /// Notices for the problems reported after `mark`.
    init(since mark: Int) {
        cursor = mark
        observation = SaveProblems.observe { [weak self] in
            MainLoop.idleFromAnyThread { [weak self] in self?.catchUp() }
        }
    }

    isolated deinit {
        if let observation { SaveProblems.stopObserving(observation) }
    }

    /// Reads what was reported since last time; tells `onWaiting` when something is to be shown.
    func catchUp() {
        let (events, next) = SaveProblems.events(since: cursor)
        cursor = next
        for event in events {
            switch event {
            case .problem(let problem):
                guard !shown.contains(problem.path),
                    !waiting.contains(where: { $0.path == problem.path })
                else { continue }
                waiting.append(problem)
            case .saved(let path):
                if shown.remove(path) != nil, !savedAgain.contains(path) { savedAgain.append(path) }
            }
        }
        if !waiting.isEmpty || !savedAgain.isEmpty { onWaiting?() }
    }

    /// The problems to show now, which from now on count as shown.
    func take() -> [SaveProblems.Problem] {
        let taken = waiting
        waiting = []
        shown.formUnion(taken.map(\.path))
        savedAgain.removeAll { path in taken.contains { $0.path == path } }
        return taken
    }

    /// The files whose shown problem a save has ended since last asked.
    func takeSavedAgain() -> [String] {
        defer { savedAgain = [] }
        return savedAgain
    }
}
