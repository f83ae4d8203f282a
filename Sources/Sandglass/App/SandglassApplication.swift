import Foundation
import GtkKit
import TimerCore

/// The composition root: the modes as features, the window when one is open, the general actions.
@MainActor
public final class SandglassApplication: FeatureHost {
    let application: Application
    let preferences: PreferencesStore
    // Made right after the root, which they are handed as their host.
    private(set) var timer: TimerFeature!
    private(set) var stopwatch: StopwatchFeature!
    private(set) var pomodoro: PomodoroFeature!
    private(set) var countdown: CountdownFeature!
    /// Every mode, in the switcher's order.
    var features: [ModeFeature] { [timer, stopwatch, pomodoro, countdown] }
    private(set) var window: MainWindow?
    private var general: OperationActions<AppOperation>?
    private lazy var keys = PageKeys(application: application)
    private let clock: TimeSource

    /// `unique: false`, a manual clock and schedulers are for tests.
    init(
        id: String = AppIdentity.id, clock: TimeSource = SystemTimeSource(), saved: SavedState = .standard(),
        unique: Bool = true, scheduler: WakeSchedulerFactory? = nil, pomodoroScheduler: WakeSchedulerFactory? = nil,
        dateScheduler: DateWakeSchedulerFactory? = nil
    ) {
        application = Application(id: id, unique: unique)
        self.clock = clock
        preferences = PreferencesStore(saved: saved)
        let reading = clock.reading()
        timer = TimerFeature(host: self, clock: clock, saved: saved, reading: reading, scheduler: scheduler)
        stopwatch = StopwatchFeature(host: self, clock: clock, saved: saved, reading: reading)
        pomodoro = PomodoroFeature(host: self, clock: clock, saved: saved, reading: reading, scheduler: pomodoroScheduler)
        countdown = CountdownFeature(host: self, clock: clock, saved: saved, scheduler: dateScheduler)
        application.onStartup { [unowned self] in self.startup() }
        application.onActivate { [unowned self] in self.showWindow(nil) }
        application.onCommandLine { [unowned self] invocation in self.commandRunner().handle(invocation) }
    }

    /// Runs until the last window closes with nothing under way; returns the exit status.
    /// SIGTERM, SIGINT and SIGHUP (log-out, `kill`, Ctrl+C) quit cleanly, so pending saves are written.
    public func run(arguments: [String]) -> Int32 {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            MainLoop.onUnixSignal(signal) { [weak self] in self?.application.quit() }
        }
        return application.run(arguments: arguments)
    }

    private func startup() {
        guard general == nil else { return }
        AppStyle.install()
        if let icons = AppIdentity.sourceTreeIcons { IconTheme.addSearchPath(icons) }
        IconTheme.setDefaultWindowIcon(AppIdentity.iconName)
        general = OperationActions(application: application, context: {}) { [unowned self] operation, parameter in
            self.perform(operation, parameter)
        }
        for (action, keys) in AppOperation.keyBindings { application.setAccelerators(keys, for: action) }
        application.setAccelerators(AppOperation.closeWindow.keys, for: AppOperation.closeWindow.action)
        for (index, feature) in features.enumerated() {
            application.setAccelerators(["<Alt>\(index + 1)"], for: AppOperation.show(feature.mode))
        }
        // A restored timer may have ended while Sandglass was not running: notice it and arm the next wake-up.
        features.forEach { $0.refresh() }
    }

    private func perform(_ operation: AppOperation, _ parameter: Variant?) {
        switch operation {
        case .quit: application.quit()
        case .about:
            AboutDialog.present(
                name: AppIdentity.name, version: SandglassVersion.string,
                comments: "Countdowns exact to the second, at next to no cost.",
                iconName: AppIdentity.iconName, transientFor: window?.window)
        case .shortcuts: ShortcutsWindow.present(groups: ShortcutsOverview.groups(features), transientFor: window?.window)
        case .mode:
            guard let mode = parameter?.string.flatMap(Mode.init(rawValue:)) else { return }
            window?.selectedMode = mode
        }
    }

    /// Registers without a main loop (tests), emitting startup.
    @discardableResult
    func registerForTesting() -> Bool { application.register() }

    /// Opens the window (creating it on `mode`'s page if needed), switches to `mode`, brings it to the front.
    func showWindow(_ mode: Mode?) {
        let window = self.window ?? makeWindow(initial: mode ?? .timer)
        if let mode { window.selectedMode = mode }
        window.window.present()
    }

    private func makeWindow(initial: Mode) -> MainWindow {
        let window = MainWindow(
            application: application, modes: features.map(\.mode), initial: initial,
            menuItems: features.flatMap(\.menuItems)
        ) { [unowned self] mode in self.feature(mode).makePage() }
        self.window = window
        keys.forget()
        window.onVisibleModeChange = { [unowned self] mode in
            for feature in self.features { feature.isOnScreen = feature.mode == mode }
            if let mode { self.keys.bind(self.feature(mode), allFeatures: self.features, window: self.window) }
        }
        window.window.onCloseRequest { [unowned self] in self.closeRequested() }
        window.window.onNotify("is-active") { [unowned self] in
            if self.window?.window.isActive == true { self.clearUrgency() }
        }
        // The first action holds the focus, so Enter and Space act at once; Alt+letter reaches the rest.
        feature(initial).focusPrimaryControl()
        return window
    }

    func feature(_ mode: Mode) -> ModeFeature {
        features.first { $0.mode == mode } ?? timer
    }

    /// Closing the window while something is under way only hides it: its end is still noticed.
    private func closeRequested() -> Bool {
        guard features.contains(where: \.isUnderWay), let window else { return false }
        window.window.isVisible = false
        return true
    }

    /// Carries out commands from other processes on this instance's features.
    func commandRunner() -> CommandRunner {
        CommandRunner(
            timer: timer, stopwatch: stopwatch, pomodoro: pomodoro, countdown: countdown, clock: clock,
            showWindow: { [unowned self] in self.showWindow(nil) })
    }

    // MARK: FeatureHost

    func showWindowIfNone(_ mode: Mode) {
        if window == nil { showWindow(mode) }
    }

    func announceEnd(of mode: Mode) {
        guard let window else { return }
        window.selectedMode = mode
        if !window.window.isVisible { window.window.present() }
        if !window.window.isActive { window.window.setUrgent(true) }
    }

    func clearUrgency() { window?.window.setUrgent(false) }

    /// A hidden window with nothing left under way has no reason to keep the app alive.
    func underWayChanged() {
        guard let window, !window.window.isVisible, !features.contains(where: \.isUnderWay) else { return }
        window.window.destroy()
        self.window = nil
        features.forEach { $0.dropPage() }
    }
}
