import GtkKit
import TimerCore

/// The `app.pomodoro-*` actions, shared by buttons, keys and the command line.
@MainActor
final class PomodoroActions {
    private let controller: PomodoroController
    private(set) var all: [SimpleAction] = []

    init(controller: PomodoroController) {
        self.controller = controller
        all = [
            SimpleAction(name: "pomodoro-start") { [unowned self] _ in self.controller.start() },
            SimpleAction(name: "pomodoro-pause") { [unowned self] _ in self.controller.pause() },
            SimpleAction(name: "pomodoro-resume") { [unowned self] _ in self.controller.resume() },
            SimpleAction(name: "pomodoro-toggle") { [unowned self] _ in self.controller.toggle() },
            SimpleAction(name: "pomodoro-skip") { [unowned self] _ in self.controller.skip() },
            SimpleAction(name: "pomodoro-stop") { [unowned self] _ in self.controller.stop() },
            // (focus ms, short break ms, long break ms, rounds, auto-start): the page's fields and `pomodoro start --focus …`.
            SimpleAction(name: "pomodoro-settings", parameterType: "(xxxxb)") { [unowned self] parameter in
                guard let settings = Self.settings(from: parameter) else { return }
                self.controller.changeSettings(settings)
            },
        ]
        updateEnabled()
    }

    /// Keys that act on the cycle while its page shows. Stop has no key of its own (Alt+T on the
    /// button): a stray Escape should not end a cycle and its count.
    static let accelerators: [(action: String, keys: [String])] = [
        ("app.pomodoro-toggle", ["space"]),
        ("app.pomodoro-skip", ["<Control>Right"]),
    ]

    func register(in application: Application) { all.forEach(application.addAction) }

    func updateEnabled() {
        let reading = controller.reading
        let enabled: [String: Bool] = [
            "pomodoro-start": reading.state != .running,
            "pomodoro-pause": reading.state == .running,
            "pomodoro-resume": reading.state == .paused,
            "pomodoro-skip": reading.state != .idle,
            "pomodoro-stop": reading.state != .idle,
        ]
        for action in all { action.isEnabled = enabled[action.name] ?? true }
    }

    /// The action's parameter for `settings`.
    static func parameter(_ settings: PomodoroSettings) -> Variant {
        Variant(tuple: [
            Variant(settings.focus.totalMilliseconds), Variant(settings.shortBreak.totalMilliseconds),
            Variant(settings.longBreak.totalMilliseconds), Variant(Int64(settings.rounds)), Variant(settings.autoStart),
        ])
    }

    /// The settings a parameter carries, or nil when it is malformed.
    static func settings(from parameter: Variant?) -> PomodoroSettings? {
        let items = parameter?.tupleItems ?? []
        guard items.count == 5, let focus = items[0].int64, let short = items[1].int64, let long = items[2].int64,
              let rounds = items[3].int64, let autoStart = items[4].bool
        else { return nil }
        return PomodoroSettings(
            focus: .milliseconds(focus), shortBreak: .milliseconds(short), longBreak: .milliseconds(long),
            rounds: Int(rounds), autoStart: autoStart)
    }
}
