import GtkKit
import TimerCore

/// The `app.timer-*` actions: the one vocabulary that buttons, keys and the command line use.
@MainActor
final class TimerActions {
    private let controller: TimerController
    /// The seconds shown in the picker, if a window is open (committing any half-typed value).
    var pickedSeconds: (() -> Int64?)?
    private(set) var all: [SimpleAction] = []

    init(controller: TimerController) {
        self.controller = controller
        all = [
            SimpleAction(name: "timer-start") { [unowned self] _ in self.startFromPicker() },
            SimpleAction(name: "timer-start-with", parameterType: "(xs)") { [unowned self] parameter in
                let items = parameter?.tupleItems ?? []
                guard items.count == 2, let milliseconds = items[0].int64, let label = items[1].string else { return }
                self.controller.start(duration: .milliseconds(milliseconds), label: label)
            },
            SimpleAction(name: "timer-set", parameterType: "x") { [unowned self] parameter in
                guard let seconds = parameter?.int64 else { return }
                self.controller.setDuration(.seconds(seconds))
            },
            SimpleAction(name: "timer-pause") { [unowned self] _ in self.controller.pause() },
            SimpleAction(name: "timer-resume") { [unowned self] _ in self.controller.resume() },
            SimpleAction(name: "timer-toggle") { [unowned self] _ in
                if self.controller.phase == .idle { self.startFromPicker() } else { self.controller.toggle() }
            },
            SimpleAction(name: "timer-cancel") { [unowned self] _ in self.controller.cancel() },
            SimpleAction(name: "timer-restart") { [unowned self] _ in self.controller.restart() },
            SimpleAction(name: "timer-dismiss") { [unowned self] _ in self.controller.dismiss() },
        ]
        updateEnabled()
    }

    /// Keys for the actions (GTK accelerator syntax).
    static let accelerators: [(action: String, keys: [String])] = [
        ("app.timer-toggle", ["space"]),
        ("app.timer-cancel", ["Escape"]),
    ]

    func register(in application: Application) {
        all.forEach(application.addAction)
        for (action, keys) in Self.accelerators { application.setAccelerators(keys, for: action) }
    }

    /// Enables exactly the actions the current state allows, so their buttons follow.
    func updateEnabled() {
        let phase = controller.phase
        let picked = pickedSeconds?() ?? controller.timer.duration.totalSecondsRoundedDown
        let enabled: [String: Bool] = [
            "timer-start": phase == .idle && picked > 0,
            "timer-start-with": phase == .idle || phase == .finished,
            "timer-set": phase == .idle,
            "timer-pause": phase == .running,
            "timer-resume": phase == .paused,
            "timer-toggle": phase != .idle || picked > 0,
            "timer-cancel": phase != .idle,
            "timer-restart": phase == .finished,
            "timer-dismiss": phase == .finished,
        ]
        for action in all { action.isEnabled = enabled[action.name] ?? true }
    }

    private func startFromPicker() {
        let seconds = pickedSeconds?() ?? controller.timer.duration.totalSecondsRoundedDown
        guard seconds > 0 else { return }
        controller.start(duration: .seconds(seconds))
    }
}
