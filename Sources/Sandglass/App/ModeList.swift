import Synchronization

/// The modes Sandglass has, in the switcher's order (and of Alt+1, Alt+2, …, the status blocks,
/// and `--help`): a new mode is one more line in `builtIn`.
enum ModeList {
    static let builtIn: [any ModeRegistration] = [
        TimerMode(), StopwatchMode(), PomodoroMode(), CountdownMode(),
    ]

    private static let current = Mutex<[any ModeRegistration]>(builtIn)

    /// The modes of this process: the built-in ones, unless a test put others in their place.
    static var active: [any ModeRegistration] { current.withLock { $0 } }

    /// The registration of `mode` among the active ones.
    static func registration(of mode: Mode) -> (any ModeRegistration)? {
        active.first { $0.mode == mode }
    }

    /// Runs `body` with `modes` as the active ones (a test's mode beside the built-in ones), then
    /// puts back the ones before.
    static func using<T>(_ modes: [any ModeRegistration], _ body: () throws -> T) rethrows -> T {
        let before = current.withLock { list in
            defer { list = modes }
            return list
        }
        defer { current.withLock { $0 = before } }
        return try body()
    }
}
