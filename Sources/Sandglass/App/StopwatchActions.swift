import GtkKit
import TimerCore

/// The `app.stopwatch-*` actions, shared by buttons, keys and the command line.
@MainActor
final class StopwatchActions {
    private let controller: StopwatchController
    private(set) var all: [SimpleAction] = []
    /// Copies the laps to the clipboard / asks where to export them (needs the window).
    var copyLaps: (() -> Void)?
    var exportLaps: (() -> Void)?

    init(controller: StopwatchController) {
        self.controller = controller
        all = [
            SimpleAction(name: "stopwatch-start") { [unowned self] _ in self.controller.start() },
            SimpleAction(name: "stopwatch-pause") { [unowned self] _ in self.controller.pause() },
            SimpleAction(name: "stopwatch-toggle") { [unowned self] _ in self.controller.toggle() },
            SimpleAction(name: "stopwatch-lap") { [unowned self] _ in self.controller.lap() },
            SimpleAction(name: "stopwatch-reset") { [unowned self] _ in self.controller.reset() },
            SimpleAction(name: "stopwatch-copy") { [unowned self] _ in self.copyLaps?() },
            SimpleAction(name: "stopwatch-export") { [unowned self] _ in self.exportLaps?() },
        ]
        updateEnabled()
    }

    /// Keys that act on the stopwatch while its page shows.
    static let accelerators: [(action: String, keys: [String])] = [
        ("app.stopwatch-toggle", ["space"]),
        ("app.stopwatch-lap", ["Return", "KP_Enter", "l"]),
        ("app.stopwatch-reset", ["Delete", "BackSpace"]),
        ("app.stopwatch-copy", ["<Control>c"]),
    ]

    func register(in application: Application) { all.forEach(application.addAction) }

    func updateEnabled() {
        let phase = controller.phase
        let hasLaps = !controller.stopwatch.laps.isEmpty
        let enabled: [String: Bool] = [
            "stopwatch-start": phase != .running,
            "stopwatch-pause": phase == .running,
            "stopwatch-lap": phase == .running,
            "stopwatch-reset": phase == .paused,
            "stopwatch-copy": hasLaps,
            "stopwatch-export": hasLaps,
        ]
        for action in all { action.isEnabled = enabled[action.name] ?? true }
    }
}
