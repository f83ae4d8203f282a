import FoundationEssentials
import GtkKit
import SystemKit
import TimerCore

/// The composition root: the modes as features, the window shell they share, the general actions.
@MainActor
public final class SandglassApplication {
    let application: Application
    let shell: WindowShell
    /// Every mode's feature, in the switcher's order. Held here too, after the shell: properties
    /// go in the order they are declared, so the window goes before the features whose pages'
    /// closures it may still call as it is torn down.
    let features: [any ModeFeature]
    /// The modes it was made with (`ModeList`), in the switcher's order.
    let modes: [any ModeRegistration]
    private let clock: TimeSource
    private var general: OperationActions<AppOperation>?
    /// `app.status`: the status published for `status --follow`.
    private(set) var broadcast: StatusBroadcast?
    /// The panel's tray item, kept as the status and the preferences say (not in tests' instances,
    /// which have no bus name of their own).
    private(set) var tray: TrayController?
    /// Whether this instance owns its bus name (tests' do not): the session's Sandglass, with
    /// a tray item and an ear for the person leaving.
    private let unique: Bool
    /// The one-writer lock on the state folder, told which bus this instance answers on.
    private let lock: InstanceLock?
    /// Started by the session bus for a D-Bus activation (`--gapplication-service`), with no window.
    private let isService: Bool
    /// The computer's sleep and the screen's lock, told to the modes.
    private var awayWatch: AwayWatch?
    /// Desktop-wide keys through the GlobalShortcuts portal, where the desktop binds them so (KDE Plasma).
    private(set) var portalKeys: PortalKeybindings?

    /// `unique: false`, a manual clock and schedulers are for tests; `modes` are `ModeList`'s.
    init(
        id: String = AppIdentity.id, clock: TimeSource = SystemTimeSource(),
        saved: SavedState = .standard(),
        unique: Bool = true, scheduler: WakeSchedulerFactory? = nil,
        pomodoroScheduler: WakeSchedulerFactory? = nil,
        dateScheduler: DateWakeSchedulerFactory? = nil, lock: InstanceLock? = nil,
        modes: [any ModeRegistration] = ModeList.active,
        isService: Bool = false,
        sound: @escaping AlertSoundFactory = { DesktopSound(clock: $0) }
    ) {
        application = Application(
            id: id, unique: unique, name: AppIdentity.name, icon: AppIdentity.iconName)
        self.id = id
        self.lock = lock
        self.unique = unique
        self.isService = isService
        self.clock = clock
        // Before anything is read: a file kept aside now is shown when the window appears.
        let problemsMark = SaveProblems.mark
        if let reason = saved.unreadableFolder() {
            // What it holds is unknown, not empty: said on stderr and in the window; nothing
            // there is written over (`FilesLookedAt`).
            let values: KeyValuePairs = ["path": saved.folder.path, "reason": reason]
            SaveProblems.report(
                path: saved.folder.path,
                message: "warning: "
                    + tr(
                        "cannot read the saved state in {path} ({reason}); started without it, and nothing there is written over",
                        values),
                windowText: tr(
                    "The saved state in {path} cannot be read ({reason}). Sandglass started without it; nothing there is written over.",
                    values))
        }
        shell = WindowShell(
            application: application, preferences: PreferencesStore(saved: saved), clock: clock,
            recorder: FocusRecorder(file: saved.recordFile), problemsSince: problemsMark)
        let context = ModeContext(
            host: shell, clock: clock, saved: saved, reading: clock.reading(), makeSound: sound,
            schedulers: WakeSchedulers(
                timer: scheduler, pomodoro: pomodoroScheduler, date: dateScheduler))
        // Every mode, in the switcher's order.
        self.modes = modes
        features = modes.map { $0.makeFeature(context) }
        shell.features = features
        application.onStartup { [unowned self] in self.startup(saved) }
        // Nothing left on a freedesktop server's screen whose buttons nobody would answer.
        application.onShutdown { [unowned self] in
            self.application.notifications.closeAll()
            self.features.forEach { $0.willQuit() }
        }
        application.onActivate { [unowned self] in self.shell.showWindow(nil) }
        application.onCommandLine { [unowned self] invocation in
            let status = self.commandRunner().handle(invocation)
            // A command's effect is published before its caller hears back. A plain `sandglass`
            // only opens the window: its status is published once the main loop is idle, after
            // the window is up (before, it would delay the window: about 1 ms, 9 ms with a
            // thousand timers); followers ignore the empty status until then.
            if !invocation.arguments.isEmpty { self.broadcast?.flush() }
            return status
        }
    }

    /// The feature of type `F` (each mode has one).
    func feature<F: ModeFeature>(_ type: F.Type) -> F? {
        shell.features.lazy.compactMap { $0 as? F }.first
    }

    /// The built-in modes' features, as tests and the Preferences window reach them.
    var timer: TimerFeature { builtIn(TimerFeature.self) }
    var stopwatch: StopwatchFeature { builtIn(StopwatchFeature.self) }
    var pomodoro: PomodoroFeature { builtIn(PomodoroFeature.self) }
    var countdown: CountdownFeature { builtIn(CountdownFeature.self) }

    private func builtIn<F: ModeFeature>(_ type: F.Type) -> F {
        guard let feature = feature(type) else {
            // Only a test that leaves a built-in mode out can get here.
            fatalError("\(type) is not among this Sandglass's modes")
        }
        return feature
    }

    /// The window, when one is open (it may be hidden).
    var window: MainWindow? { shell.window }

    /// Runs until the last window closes with nothing under way; returns the exit status.
    /// SIGTERM, SIGINT and SIGHUP (log-out, `kill`, Ctrl+C) quit cleanly, so pending saves are written.
    public func run(arguments: [String]) -> Int32 {
        for signal in CurrentProcess.terminationSignals {
            MainLoop.onUnixSignal(signal) { [weak self] in self?.application.quit() }
        }
        // Before the bus name is taken: a search that activated Sandglass finds them at once.
        searchDoors = [
            ShellSearchProvider.export(launcherSearch), KRunnerProvider.export(launcherSearch),
        ].compactMap { $0 }
        commandDoor = CommandLineDoor.export(id: id) { [unowned self] arguments, environment in
            let reply = self.commandRunner().answer(arguments, handedOver: true) {
                environment[$0]
            }
            self.broadcast?.flush()
            return reply
        }
        return application.run(arguments: arguments)
    }

    /// What launchers' searches ask as a person types: GNOME Shell's overview and KRunner.
    private lazy var launcherSearch = LauncherSearch(
        clock: clock,
        status: { [unowned self] in
            self.commandRunner().statusReport(
                reading: self.clock.reading(), zone: self.clock.localZone)
        },
        run: { [unowned self] arguments in
            let reply = self.commandRunner().reply(to: arguments)
            self.broadcast?.flush()
            return reply.status
        },
        showWindow: { [unowned self] mode in
            if let mode { self.shell.showWindowIfNone(mode) } else { self.shell.showWindow(nil) }
        })
    /// GNOME Shell's search provider and KRunner's runner, on the bus while Sandglass runs.
    private var searchDoors: [ExportedObject] = []
    /// Where the `sandglass` program hands a command line over (`CommandDoor`).
    private var commandDoor: ExportedObject?
    /// The id this instance answers to on the bus.
    private let id: String

    private func startup(_ saved: SavedState) {
        guard general == nil else { return }
        // Registered now: a process that cannot reach this bus learns so from the lock at once.
        lock?.record(busID: application.sessionBusID)
        AppStyle.install(modes: modes)
        IconTheme.setDefaultWindowIcon(AppIdentity.iconName)
        general = OperationActions(
            application: application, context: {},
            perform: { [unowned self] operation, parameter in self.perform(operation, parameter) })
        AlertOptionActions.register(on: application, preferences: shell.preferences)
        WindowOptionActions.register(on: application, shell: shell)
        TrayOptionActions.register(on: application, preferences: shell.preferences)
        for (action, keys) in AppOperation.keyBindings {
            application.setAccelerators(keys, for: action)
        }
        application.setAccelerators(
            AppOperation.closeWindow.keys, for: AppOperation.closeWindow.action)
        for (index, feature) in shell.features.enumerated() {
            application.setAccelerators(["<Alt>\(index + 1)"], for: AppOperation.show(feature.mode))
        }
        // Once the window is drawn, what start-up freed goes back to the system (about 0.5 MB),
        // and the program's code it ran once leaves the resident set (about 9 MB).
        ProcessMemory.settleSoon(milliseconds: 3000)
        // What an earlier process left on show is replaced by what this one shows for the same end.
        let notifications = application.notifications
        notifications.adopt(saved.notifications())
        notifications.onChange = { shown in saved.save(shown) }
        // Before a command line: `sandglass shortcuts` that started Sandglass on KDE Plasma goes through it.
        if unique, SessionDesktop(environment: ProcessInfo.processInfo.environment) == .kde {
            portalKeys = PortalKeybindings(
                wanted: { [unowned self] in self.shell.preferences.desktopShortcuts },
                activate: { [unowned self] shortcut in self.pressed(shortcut) })
            portalKeys?.onChange = { [unowned self] in self.preferencesDialog?.shortcuts.refresh() }
        }
        // A restored timer may have ended while Sandglass was not running: notice it and arm the next wake-up.
        shell.features.forEach { $0.refresh() }
        notifications.settle { [unowned self] source in self.shell.endAwaitsAnswer(source) }
        let broadcast = StatusBroadcast(application: application, clock: clock) {
            [unowned self] reading in
            self.commandRunner().statusReport(reading: reading, zone: self.clock.localZone)
        }
        self.broadcast = broadcast
        shell.onStatusChange = { [unowned self, unowned broadcast] forced in
            broadcast.changed(forced: forced)
            self.showWindowIfServiceStartedSomething()
        }
        // What the window does not show waits until it is on screen (the command line that
        // started Sandglass opens it next): the watches on the person and the tray item first,
        // then the first status (about 11 M instructions), which a command carried out before
        // then publishes at once.
        MainLoop.idle { [weak self] in self?.startWatches() }
        broadcast.changed(forced: true)
    }

    /// The desktop's side of the instance, made once the window is up: the watches on the person
    /// leaving (system-bus and session-bus calls) and the tray item.
    private func startWatches() {
        guard unique else { return }
        awayWatch = AwayWatch(shell: shell, clock: clock)
        let tray = makeTray()
        self.tray = tray
        broadcast?.onPublish = { [unowned tray] report in tray.heard(report) }
        // A status published before the tray was made (a command's), told to it now.
        if let report = broadcast?.lastReport { tray.heard(report) }
    }

    /// The tray item, whose every door is an `app.*` action.
    private func makeTray() -> TrayController {
        TrayController(
            preferences: shell.preferences, clock: clock,
            doors: TrayController.Doors(
                activate: { [unowned self] action in
                    self.application.activateDetailedAction(action)
                    // As a command's effect: published before the menu's next question.
                    self.broadcast?.flush()
                },
                isEnabled: { [unowned self] action in
                    // The launcher's actions stay enabled for the desktop (a disabled action is
                    // ignored without a word); the menu greys out those with nothing to act on.
                    switch action {
                    case AppOperation.dismiss.detailedName:
                        self.shell.features.contains { $0.compactPriority == 3 }
                    case AppOperation.toggle.detailedName:
                        self.shell.feature(.timer)?.isUnderWay ?? false
                    default: self.application.isDetailedActionEnabled(action)
                    }
                },
                face: { [unowned self] mode in
                    self.shell.feature(mode)?.compactFace(at: self.clock.now)
                },
                lastPage: { [unowned self] in self.shell.preferences.value.lastPage }))
    }

    private func perform(_ operation: AppOperation, _ parameter: Variant?) {
        switch operation {
        case .quit: application.quit()
        case .about: presentAbout()
        case .preferences: presentPreferences()
        case .history: presentHistory()
        case .shortcuts:
            ShortcutsWindow.present(
                title: ShortcutsOverview.title, groups: ShortcutsOverview.groups(shell.features),
                searchLabel: tr("Search Shortcuts"), transientFor: window?.window)
        case .mode:
            guard let mode = parameter.payload(as: String.self).flatMap(Mode.init(rawValue:)) else {
                return
            }
            // Also a notification's click: it opens a closed window, on that page.
            shell.showWindow(mode)
        case .away:
            guard let answer = parameter.payload(as: String.self).flatMap(AwayAnswer.init(word:))
            else { return }
            _ = commandRunner().run(.away(answer))
            broadcast?.flush()
        case .undo:
            guard let token = parameter.payload(as: Int64.self) else { return }
            shell.undo(token)
            broadcast?.flush()
        case .newTimer, .toggle, .dismiss, .pomodoro:
            guard let (request, page) = operation.launcherRequest else { return }
            _ = commandRunner().run(request)
            // As from the command line: a Sandglass started for it shows its window, which keeps
            // it running (a service started by D-Bus activation would otherwise end when idle).
            // Dismissing opens nothing: a Sandglass started just for it has nothing ringing.
            if let page { shell.showWindowIfNone(page) }
            broadcast?.flush()
        }
    }

    /// A desktop-wide key the portal heard: its command line, as GNOME's custom shortcut runs it.
    private func pressed(_ shortcut: GlobalShortcut) {
        _ = commandRunner().reply(to: shortcut.arguments)
        broadcast?.flush()
    }

    /// Opens the About window over the main window (GTK keeps it until it is closed); returned for tests.
    @discardableResult
    func presentAbout() -> AboutWindow {
        let about = AboutWindow(AboutSandglass.info)
        about.present(transientFor: window?.window)
        return about
    }

    /// A service has no window, and GApplication ends it after 10 s idle: whatever an activated
    /// action set going (a notification's Restart, say) opens the window, as a start from the
    /// command line does, and the window keeps Sandglass running until it ends.
    private func showWindowIfServiceStartedSomething() {
        guard isService, window == nil, !showingServiceWindow,
            shell.features.contains(where: \.isUnderWay)
        else { return }
        // After the change that told of it, not inside it (making the window tells of changes too).
        showingServiceWindow = true
        MainLoop.idle { [unowned self] in
            self.showingServiceWindow = false
            guard let busy = self.shell.features.first(where: \.isUnderWay) else { return }
            self.shell.showWindowIfNone(busy.mode)
        }
    }

    private var showingServiceWindow = false

    /// The Preferences window while it is open (a second Ctrl+, brings the same one forward).
    private(set) var preferencesDialog: PreferencesDialog?

    /// Opens the Preferences window over the main window; returned for tests.
    @discardableResult
    func presentPreferences() -> PreferencesDialog {
        let dialog =
            preferencesDialog
            ?? PreferencesDialog(
                preferences: shell.preferences, application: application, portalKeys: portalKeys
            ) {
                [unowned self] name, seconds in
                self.feature(TimerFeature.self)?.actions.invoke(
                    .addPreset, payload: NamedSeconds(name: name, seconds: seconds))
            }
        if preferencesDialog == nil {
            preferencesDialog = dialog
            // Let go after the signal, not inside it: the window goes with its wrapper.
            dialog.window.onClosed { [unowned self] in
                MainLoop.idle { self.preferencesDialog = nil }
            }
        }
        // Keys set from the command line while it was open show too.
        dialog.shortcuts.refresh()
        dialog.window.present(transientFor: window?.window)
        return dialog
    }

    /// The History window while it is open (a second Ctrl+H brings the same one forward).
    private(set) var historyWindow: HistoryWindow?
    /// Makes the History window's midnight wake-up; nil: the wall clock's timer (tests record it).
    var historyMidnight: DateWakeSchedulerFactory?

    /// Opens the History window over the main window; returned for tests.
    @discardableResult
    func presentHistory() -> HistoryWindow {
        let history =
            historyWindow
            ?? HistoryWindow(
                recorder: shell.recorder, clock: clock, application: application,
                scheduler: historyMidnight,
                offerUndo: { [unowned self] restore in self.shell.undoAction(restore) })
        if historyWindow == nil {
            historyWindow = history
            history.window.onClosed { [unowned self] in
                MainLoop.idle { self.historyWindow = nil }
            }
        }
        history.refresh()
        history.window.present(transientFor: window?.window)
        return history
    }

    /// Registers without a main loop (tests), emitting startup.
    @discardableResult
    func registerForTesting() -> Bool { application.register() }

    /// Carries out commands from other processes on this instance's features.
    func commandRunner() -> CommandRunner {
        CommandRunner(
            features: shell.features, clock: clock, shell: shell, portalKeys: portalKeys,
            presentHistory: { [unowned self] in self.presentHistory() })
    }
}
