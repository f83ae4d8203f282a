import Foundation
import GtkKit
import TimerCore

/// The running application: the timer and stopwatch controllers, their actions, and the window when one is open.
@MainActor
public final class SandglassApplication {
    let application: Application
    let controller: TimerController
    let timerActions: TimerActions
    let stopwatch: StopwatchController
    let stopwatchActions: StopwatchActions
    let saved: SavedState
    var window: MainWindow?
    private var started = false
    /// The mode whose keys are bound (Space acts on the page you see).
    var keyMode: Mode?

    /// `restored`: the timer and stopwatch already read from `saved` (the launcher reads them
    /// first), so the files are not read and decoded twice; nil reads them here.
    /// `unique: false` and a manual clock and scheduler are for tests.
    init(
        id: String = AppIdentity.id,
        clock: TimeSource = SystemTimeSource(),
        saved: SavedState = .standard(),
        restored: (timer: CountdownTimer, stopwatch: Stopwatch)? = nil,
        unique: Bool = true,
        scheduler: ((@escaping @MainActor () -> Void) -> WakeScheduler)? = nil
    ) {
        application = Application(id: id, unique: unique)
        self.saved = saved
        let reading = clock.reading()
        let restored = restored ?? (saved.timer(reading), saved.stopwatch(reading))
        controller = TimerController(timer: restored.timer, clock: clock, scheduler: scheduler)
        timerActions = TimerActions(controller: controller)
        stopwatch = StopwatchController(stopwatch: restored.stopwatch, clock: clock)
        stopwatchActions = StopwatchActions(controller: stopwatch)

        application.onStartup { [unowned self] in self.startup() }
        application.onActivate { [unowned self] in self.showWindow() }
        application.onCommandLine { [unowned self] invocation in self.handle(invocation) }
    }

    /// Runs until the last window closes with no timer running; returns the exit status.
    /// SIGTERM, SIGINT and SIGHUP (log-out, `kill`, Ctrl+C) quit cleanly, so pending saves are written.
    public func run(arguments: [String]) -> Int32 {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            MainLoop.onUnixSignal(signal) { [weak self] in self?.application.quit() }
        }
        return application.run(arguments: arguments)
    }

    func startup() {
        guard !started else { return }
        started = true
        AppStyle.install()
        if let icons = AppIdentity.sourceTreeIcons { IconTheme.addSearchPath(icons) }
        IconTheme.setDefaultWindowIcon(AppIdentity.iconName)
        timerActions.register(in: application)
        timerActions.pickedSeconds = { [weak self] in self?.window.map { $0.timerPage.picker.totalSeconds } }
        let general: [SimpleAction] = [
            SimpleAction(name: "quit") { [unowned self] _ in self.application.quit() },
            SimpleAction(name: "about") { [unowned self] _ in
                AboutDialog.present(
                    name: AppIdentity.name, version: SandglassVersion.string,
                    comments: "Countdowns exact to the second, at next to no cost.",
                    iconName: AppIdentity.iconName, transientFor: self.window?.window)
            },
            SimpleAction(name: "shortcuts") { [unowned self] _ in
                ShortcutsWindow.present(groups: KeyboardShortcuts.overview, transientFor: self.window?.window)
            },
        ]
        general.forEach(application.addAction)
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["<Control>question"], for: "app.shortcuts")
        application.setAccelerators(["<Control>w"], for: "window.close")

        controller.onDisplay = { [unowned self] timer, now in
            self.window?.timerPage.render(timer, now: now, clock: self.controller.clock)
        }
        controller.onPhaseChange = { [unowned self] phase in self.timerPhaseChanged(to: phase) }
        controller.onFinished = { [unowned self] timer in self.timerFinished(timer) }
        controller.onStateChange = { [unowned self] timer in
            self.saved.save(timer, self.controller.clock.reading())
        }
        setUpStopwatch()
        setUpModes()
        // A restored timer may have ended while Sandglass was not running: notice it and arm the next wake-up.
        controller.refresh()
    }

    /// Registers without a main loop (tests), emitting startup.
    @discardableResult
    func registerForTesting() -> Bool { application.register() }

    /// Opens the window (creating it if needed) and brings it to the front.
    func showWindow() {
        let window = self.window ?? makeWindow()
        window.window.present()
    }

    private func makeWindow() -> MainWindow {
        let window = MainWindow(application: application)
        self.window = window
        let page = window.timerPage
        page.render(controller.timer, now: controller.clock.now, clock: controller.clock)
        page.picker.onChange = { [unowned self] in
            let seconds = page.picker.totalSeconds
            if seconds > 0 { self.controller.setDuration(.seconds(seconds)) }
            self.timerActions.updateEnabled()
        }
        page.picker.onActivate = { [unowned self] in
            page.picker.commitTyping()  // enables Start if the typed value is its first non-zero one
            self.application.activateAction("timer-start")
        }
        window.onVisibleModeChange = { [unowned self] mode in
            self.controller.isOnScreen = mode == .timer
            self.stopwatch.isOnScreen = mode == .stopwatch
            if let mode { self.bindKeys(for: mode) }
        }
        window.stopwatchPage.showLaps(of: stopwatch.stopwatch)
        window.stopwatchPage.render(stopwatch.stopwatch, now: stopwatch.clock.now)
        window.window.onCloseRequest { [unowned self] in self.closeRequested() }
        window.window.onNotify("is-active") { [unowned self] in
            if self.window?.window.isActive == true { self.window?.window.setUrgent(false) }
        }
        timerActions.updateEnabled()
        // Start (or Pause) holds the focus, so Enter and Space act at once; Alt+H/M/E reach the fields.
        page.focusPrimaryControl(for: controller.phase)
        return window
    }

    /// Closing the window while a timer runs only hides it: the timer still ends and is noticed.
    private func closeRequested() -> Bool {
        guard controller.timer.isActive, let window else { return false }
        window.window.isVisible = false
        return true
    }

    private func handle(_ invocation: CommandLineInvocation) -> Int32 {
        let reply: CommandRunner.Reply
        switch CommandParser.parse(invocation.arguments) {
        case .request(let request):
            let runner = CommandRunner(
                application: application, controller: controller, stopwatch: stopwatch,
                showWindow: { [unowned self] mode in
                    self.showWindow()
                    if let mode { self.window?.selectedMode = mode }
                },
                hasWindow: { [unowned self] in self.window != nil })
            reply = runner.run(request)
        case .output(let text):
            reply = .done(text)
        case .usageError(let message):
            reply = CommandRunner.Reply(error: "sandglass: \(message)\n", status: 2)
        }
        if !reply.output.isEmpty { invocation.print(reply.output) }
        if !reply.error.isEmpty { invocation.printError(reply.error) }
        return reply.status
    }
}
