import GtkKit

/// Switching modes (Alt+1 … Alt+4, the switcher, `app.mode`), and keys that follow the page shown.
extension SandglassApplication {
    func setUpModes() {
        application.addAction(SimpleAction(name: "mode", parameterType: "s") { [unowned self] parameter in
            guard let name = parameter?.string, let mode = Mode(rawValue: name) else { return }
            self.window?.selectedMode = mode
        })
        for (index, mode) in Mode.allCases.enumerated() {
            application.setAccelerators(["<Alt>\(index + 1)"], for: "app.mode::\(mode.rawValue)")
        }
        bindKeys(for: .timer)
    }

    /// Binds Space, Enter, Escape … to the actions of `mode`'s page, and unbinds the other pages'.
    /// The actions stay the same; only which one a key names changes with the page.
    func bindKeys(for mode: Mode) {
        guard keyMode != mode else { return }
        keyMode = mode
        let keysByMode: [Mode: [(action: String, keys: [String])]] = [
            .timer: TimerActions.accelerators, .stopwatch: StopwatchActions.accelerators,
            .pomodoro: PomodoroActions.accelerators, .countdown: CountdownActions.accelerators,
        ]
        for (_, accelerators) in keysByMode {
            for (action, _) in accelerators { application.setAccelerators([], for: action) }
        }
        for (action, keys) in keysByMode[mode] ?? [] { application.setAccelerators(keys, for: action) }
    }
}
