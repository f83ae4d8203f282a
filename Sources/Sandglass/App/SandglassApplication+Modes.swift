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
    ///
    /// The Timer's and Stopwatch's keys are application accelerators, which GTK hears before the
    /// focused widget: Space acts even with a spin button focused. The Pomodoro and Countdown
    /// pages have fields that take any text ("1h 30m", a title), so their keys go to the
    /// window's `pageKeys`, heard only when the focused widget leaves the key alone.
    func bindKeys(for mode: Mode) {
        guard keyMode != mode else { return }
        keyMode = mode
        for accelerators in [TimerActions.accelerators, StopwatchActions.accelerators] {
            for (action, _) in accelerators { application.setAccelerators([], for: action) }
        }
        switch mode {
        case .timer: bind(TimerActions.accelerators)
        case .stopwatch: bind(StopwatchActions.accelerators)
        case .pomodoro, .countdown: break
        }
        window?.pageKeys?.set(mode == .pomodoro ? PomodoroActions.accelerators : mode == .countdown ? CountdownActions.accelerators : [])
    }

    private func bind(_ accelerators: [(action: String, keys: [String])]) {
        for (action, keys) in accelerators { application.setAccelerators(keys, for: action) }
    }
}
