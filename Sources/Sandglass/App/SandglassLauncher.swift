import CommandDoor
import FoundationEssentials
import GtkKit
import SystemKit
import TimerCore

/// The `sandglass` process: parse first, then answer locally, forward, or become the application.
public enum SandglassLauncher {
    /// How long a command waits for an instance that does not answer.
    static let answerSeconds = CommandDoor.answerSeconds
    /// How long a process waits for the holder of the lock to appear on its bus (it may be starting).
    static let startingSeconds = 4.0
    /// How long a restart for the pin tries Xwayland again before it opens on Wayland instead:
    /// within `startingSeconds`, which a command waits for the restart to answer.
    static let xwaylandPatience = Duration.seconds(3)
    /// How many instances in a row may go away as a command reaches them before it gives up.
    static let vanishingTries = 5
    /// How often a waiting command looks again (for an instance's name on the bus).
    static let pollInterval = Duration.milliseconds(50)
    /// The clock every command-line path reads and waits on (a test's clock runs the waits at
    /// once). Set only by tests, before a command runs; everything here runs on the main thread.
    nonisolated(unsafe) static var clock: TimeSource = SystemTimeSource()
    /// The `sandglass` program asked the instance already and had no answer in time
    /// (`CommandDoor.unansweredVariable`): the command is not sent again. Read once, at start.
    nonisolated(unsafe) static var instanceDidNotAnswer = false

    /// Runs the command line `arguments` (program name first) and returns the exit status.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        // Before anything is allocated: malloc's threshold is fixed, not raised by GTK's frames.
        ProcessMemory.keepLargeBlocksOffTheHeap()
        InstanceRestart.readAtStart()
        // Taken out of the environment: a Sandglass started from here is not told it.
        instanceDidNotAnswer = CurrentProcess.environment(CommandDoor.unansweredVariable) != nil
        CurrentProcess.setEnvironment(CommandDoor.unansweredVariable, nil)
        // Before GLib reads its data folders: the source tree's icons, found from the start.
        if let data = AppIdentity.sourceTreeData { IconTheme.addDataFolderBeforeStart(data) }
        GtkRuntime.setProgramName("sandglass")
        ProgramMessages.install()
        // Times printed here (status without an instance) follow LC_TIME, as GTK's set-up would make them.
        CurrentProcess.adoptEnvironmentLocale()
        // Before any text is written: the parser's help and errors are translated too.
        Translation.bind(folder: AppIdentity.localeFolder)
        if Array(arguments.dropFirst()) == [serviceOption] {
            return becomeService(arguments: arguments)
        }
        switch CommandParser.parse(Array(arguments.dropFirst()), source: clock) {
        case .output(let text):
            print(text)
            return 0
        case .usageError(let message):
            StandardError.write("sandglass: \(message)")
            return 2
        case .request(.follow(let request)):
            // Follows from here, whoever runs (or comes to run) the instance: no lock, no display.
            return StatusFollower.run(request, saved: SavedState.standard(readOnly: true))
        case .request(.startAndWait(let start, let target)):
            return EndWaiter.startAndWait(start, target, arguments: arguments)
        case .request(.wait(let target)):
            return EndWaiter.wait(for: target)
        case .request(.shortcuts(let request)):
            // KDE Plasma's keys are asked for by the running Sandglass (the GlobalShortcuts
            // portal delivers them to it): forwarded, as any command that acts.
            if SessionDesktop(environment: ProcessInfo.processInfo.environment) == .kde,
                DesktopPortal()?.version(of: PortalShortcuts.interface) != nil
            {
                return perform(.shortcuts(request), arguments: arguments)
            }
            // The desktop's settings, written from here: no instance, no display.
            return ShortcutsRunner.run(request)
        case .request(.history(let request)) where request.edit != nil:
            // Edited by the running Sandglass, whose window and record in memory stay true;
            // with none, appended from here (as the instance would).
            if RemoteInstance.sessionBusID() != nil, RemoteInstance.isRunning(id: AppIdentity.id) {
                return perform(.history(request), arguments: arguments)
            }
            guard let edit = request.edit else { return 2 }
            return HistoryRunner.edit(
                edit, saved: SavedState.standard(),
                atMs: ISO8601Milliseconds.millisecondsSince1970(clock.wallNow))
        case .request(.history(let request)):
            // The journal, read from here: no instance, no display.
            return HistoryRunner.run(
                request, saved: SavedState.standard(readOnly: true), zone: clock.localZone)
        case .request(let request):
            return perform(request, arguments: arguments)
        }
    }

    @MainActor
    static func perform(_ request: CommandRequest, arguments: [String]) -> Int32 {
        // Read only: status and the checks below change no file (the running instance is the one writer).
        let saved = SavedState.standard(readOnly: true)
        // Started afresh in this process (`InstanceRestart`): it holds the lock already, and
        // asking who holds it would open and close the file, which lets the lock go.
        if InstanceLock.isInherited,
            let status = becomeInstance(request, arguments: arguments, saved: saved)
        {
            return status
        }
        var instancesGone = 0
        while true {
            switch contact(folder: saved.folder) {
            case .forward:
                if let status = forward(request, arguments: arguments, saved: saved) {
                    return status
                }
                // The instance went away as this process reached it (it was quitting): nothing was
                // sent. Ask whoever runs now, or become Sandglass, as if it had not been there.
                instancesGone += 1
                guard instancesGone < vanishingTries else {
                    StandardError.write(
                        "sandglass: "
                            + tr(
                                "Sandglass went away each time the command reached it; nothing was done"
                            ))
                    return 1
                }
                clock.sleep(for: .milliseconds(100))
            case .unreachable(let pid):
                let problem = tr(
                    "Sandglass is running (pid {pid}) but cannot be reached over the session bus",
                    ["pid": String(pid)])
                if let status = answerFromSavedFiles(
                    request, saved,
                    warning: tr("{problem}; showing the saved state", ["problem": problem]))
                {
                    return status
                }
                StandardError.write("sandglass: \(problem)")
                return 1
            case .nobody:
                if let status = answerFromSavedFiles(request, saved, warning: nil) { return status }
                // Presets need no window: changed here, under the lock, as the instance would.
                if case .presets(let presets) = request {
                    if let status = applyWithoutInstance(presets, saved: saved) { return status }
                    continue  // another process took the lock meanwhile: it is the instance; ask it
                }
                if let status = becomeInstance(request, arguments: arguments, saved: saved) {
                    return status
                }
            // Another process took the lock meanwhile: it is the instance; ask it.
            }
        }
    }

    /// Who will carry out the command.
    enum Contact: Equatable {
        /// The instance on this session bus.
        case forward
        /// An instance holds the state folder but answers on no bus this process can reach.
        case unreachable(pid: Int32)
        /// Nobody runs.
        case nobody
    }

    /// Finds the instance. One that holds the lock but has no name on this bus yet may be
    /// starting on it: wait for its name (commands sent at once by a script all reach the one
    /// instance that starts), unless it recorded another bus or none.
    @MainActor
    static func contact(folder: URL) -> Contact {
        let id = AppIdentity.id
        let ourBus = RemoteInstance.sessionBusID()
        var holderPid: Int32 = 0
        let found = Polling.answer(
            within: .milliseconds(Int64(startingSeconds * 1000)), every: pollInterval, clock: clock
        ) { () -> Contact? in
            if ourBus != nil, RemoteInstance.isRunning(id: id) { return .forward }
            guard let holder = InstanceLock.holder(folder: folder) else { return .nobody }
            holderPid = holder.pid
            let elsewhere =
                switch (holder.bus, ourBus) {
                case (_, nil), (.some(.none), _): true
                case (.some(.id(let theirs)), .some(let ours)): theirs != ours
                case (nil, _): false  // starting
                }
            return elsewhere ? .unreachable(pid: holder.pid) : nil
        }
        // Still starting when the time was up: it holds the state and does not answer.
        return found ?? .unreachable(pid: holderPid)
    }

    /// Hands the command to the instance; gives up when it does not answer in time (and the
    /// instance then drops it: a command reported as not carried out is not carried out later).
    /// Nil when the instance went away before the command reached it (nothing was done).
    private static func forward(_ request: CommandRequest, arguments: [String], saved: SavedState)
        -> Int32?
    {
        if instanceDidNotAnswer { return unanswered(request, saved: saved) }
        return RemoteInstance.forward(
            id: AppIdentity.id, arguments: arguments, seconds: answerSeconds,
            deadlineVariable: CommandDeadline.variable,
            deadline: CommandDeadline.value(givingUpAfter: answerSeconds, from: clock.now)
        ) { unanswered(request, saved: saved) }
    }

    /// What a command the instance did not answer in time gets: the saved state, for one that
    /// only reads; for the others, that nothing was done (the instance drops it when it comes
    /// to it). Its exit status.
    private static func unanswered(_ request: CommandRequest, saved: SavedState) -> Int32 {
        let seconds = String(answerSeconds)
        let problem =
            InstanceLock.holder(folder: saved.folder).map {
                tr(
                    "Sandglass (pid {pid}) did not answer within {count} seconds",
                    ["pid": String($0.pid), "count": seconds])
            } ?? tr("Sandglass did not answer within {count} seconds", ["count": seconds])
        if let status = answerFromSavedFiles(
            request, saved,
            warning: tr("{problem}; showing the saved state", ["problem": problem]))
        {
            return status
        }
        StandardError.write(
            "sandglass: " + tr("{problem}; nothing was done", ["problem": problem]))
        return 1
    }

    /// Carries out a preset command with no Sandglass running: a list reads the saved
    /// preferences; a change takes the one-writer lock and saves (the lock ends with this
    /// process). Nil when another process holds the lock (an instance starting: the command goes to it).
    @MainActor
    private static func applyWithoutInstance(_ request: PresetRequest, saved readOnly: SavedState)
        -> Int32?
    {
        var lock: InstanceLock?
        if request.changes {
            switch InstanceLock.acquire(folder: readOnly.folder) {
            case .acquired(let taken): lock = taken
            case .held: return nil
            case .unavailable(let reason):
                StandardError.write(
                    "sandglass: " + tr("the preset was not saved: {reason}", ["reason": reason]))
                return 1
            }
        }
        let mark = SaveProblems.mark
        do {
            let text: String
            if request.changes {
                let preferences = PreferencesStore(saved: SavedState.standard())
                guard preferences.keepsChanges else {
                    StandardError.write(
                        "sandglass: "
                            + tr(
                                "cannot save the preset: GSettings keeps nothing here (no settings schema, no dconf or no session bus)"
                            ))
                    return 1
                }
                var presets = preferences.value.presets
                text = try request.apply(to: &presets)
                preferences.value.presets = presets
            } else {
                var presets = readOnly.currentPreferences().presets
                text = try request.apply(to: &presets)
            }
            withExtendedLifetime(lock) {}
            let problems = SaveProblems.reported(since: mark)
            for problem in problems { StandardError.write("sandglass: \(problem.message)") }
            writeOutput(text)
            return problems.isEmpty ? 0 : 1
        } catch {
            StandardError.write("sandglass: \(error.message)")
            return 2
        }
    }

    /// What a command that would start Sandglass is refused with, checked against the saved
    /// state as the instance would check it: its exit status (2 bad input, 1 refused), said on
    /// stderr; nil when it may go ahead.
    @MainActor
    static func checkBeforeStarting(_ request: CommandRequest, saved: SavedState) -> Int32? {
        // A preset the saved preferences do not have is bad input, as the instance would say.
        var preset: String?
        if case .startPreset(let name, _) = request.modeRequest as? TimerRequest { preset = name }
        if let preset {
            do { _ = try saved.currentPreferences().presets.find(preset) } catch {
                StandardError.write("sandglass: \(error.message)")
                return 2
            }
        }
        // A label in use, or one no timer has, is bad input, as the instance would say.
        if let problem = request.usageProblem(saved: saved, reading: clock.reading()) {
            StandardError.write("sandglass: \(problem)")
            return 2
        }
        // The rule the running instance's action would apply, to the saved state: a command it
        // would refuse starts nothing. One it allows starts Sandglass, which carries it out.
        if let refusal = request.refusal(saved: saved, reading: clock.reading()) {
            StandardError.write(
                "sandglass: " + tr("{refusal}; Sandglass is not running", ["refusal": refusal]))
            return 1
        }
        return nil
    }

    /// Checks the command against the saved state, takes the lock and runs as Sandglass; nil when
    /// another process took the lock first (it is starting: the command goes to it).
    @MainActor
    private static func becomeInstance(
        _ request: CommandRequest, arguments: [String], saved: SavedState
    ) -> Int32? {
        if let status = checkBeforeStarting(request, saved: saved) { return status }
        // The saved timers (a thousand take ~10 ms to decode) are decoded while GTK starts.
        saved.timerFile.prefetch()
        // Pinned on GNOME or KDE Plasma on Wayland: the window opens on Xwayland, kept on top.
        let onX11 = pinnedOnXwayland(saved)
        // A restart for the pin (`InstanceRestart`) had a display a moment ago: an Xwayland the
        // compositor is still starting is waited for, rather than the pin lost to Wayland.
        let x11Patience = InstanceLock.isInherited ? xwaylandPatience : .zero
        guard GtkRuntime.initialize(onX11: onX11, x11Patience: x11Patience) else {
            StandardError.write("sandglass: " + noDisplay())
            return 1
        }
        if onX11, !GtkRuntime.isX11 {
            XwaylandPin.unreachable = true
            StandardError.write(
                "sandglass: warning: "
                    + tr("cannot open the X11 display (Xwayland); the window cannot be kept on top")
            )
        }
        var lock: InstanceLock?
        switch InstanceLock.acquire(folder: saved.folder) {
        case .acquired(let taken): lock = taken
        case .held: return nil
        case .unavailable(let reason):
            // Where nothing can be written there is no second writer to keep out; otherwise say so.
            if PathStatus.isWritableFolder(saved.folder.path) {
                StandardError.write(
                    "sandglass: warning: "
                        + tr(
                            "{reason}; a second Sandglass could write the same files",
                            ["reason": reason]))
            }
        }
        // Without a session bus there is nobody to share with: run alone (the lock keeps out a second writer).
        let application = SandglassApplication(
            clock: clock, unique: RemoteInstance.sessionBusID() != nil, lock: lock,
            isService: arguments.dropFirst().first == serviceOption)
        // Held for the whole run: its signal handlers refer to it weakly.
        return withExtendedLifetime(application) { application.run(arguments: arguments) }
    }

    /// Why no window can open, naming the displays the environment asks for.
    static func noDisplay() -> String {
        func named(_ variable: String) -> String {
            guard let value = CurrentProcess.environment(variable), !value.isEmpty else {
                return tr("not set")
            }
            return "“\(LabelText.shown(value))”"
        }
        return tr(
            "cannot open a display (WAYLAND_DISPLAY: {wayland}; DISPLAY: {x11}); set one to a display that is running",
            ["wayland": named("WAYLAND_DISPLAY"), "x11": named("DISPLAY")])
    }

    /// Whether the window is to open on Xwayland: pinned, where that keeps it on top
    /// (`XwaylandPin`). Settings are read only there.
    @MainActor
    private static func pinnedOnXwayland(_ saved: SavedState) -> Bool {
        guard XwaylandPin(environment: ProcessInfo.processInfo.environment) != nil,
            let settings = PreferenceSettings(store: saved.settingsStore)
        else { return false }
        return settings.read().pinned
    }

    /// What the session bus starts Sandglass with for a D-Bus activation (the desktop file's
    /// DBusActivatable: the launcher, its actions, a notification's buttons): GApplication's own.
    static let serviceOption = "--gapplication-service"

    /// Becomes the instance without a window, for GApplication to hand it the call that started
    /// it (Activate, ActivateAction); GApplication ends it after 10 s with nothing to do. Exits 1
    /// when another Sandglass runs (the bus would not have started this one for its own name).
    @MainActor
    private static func becomeService(arguments: [String]) -> Int32 {
        let saved = SavedState.standard(readOnly: true)
        if RemoteInstance.sessionBusID() != nil, RemoteInstance.isRunning(id: AppIdentity.id) {
            StandardError.write(
                "sandglass: " + tr("Sandglass is already running on this session bus"))
            return 1
        }
        if let status = becomeInstance(.open, arguments: arguments, saved: saved) { return status }
        // Another Sandglass took the lock first (a command line starting it): once it owns the
        // name, the bus hands it the call that started this one. Until then this one stays, or
        // the bus would fail the call (a launcher's click, a notification's button) at its exit.
        let appeared = Polling.answer(
            within: .milliseconds(Int64(startingSeconds * 1000)), every: pollInterval, clock: clock
        ) {
            RemoteInstance.isRunning(id: AppIdentity.id) ? true : nil
        }
        if appeared != nil { return 0 }
        StandardError.write(
            "sandglass: "
                + tr(
                    "another Sandglass holds the saved state but did not appear on the session bus")
        )
        return 1
    }

    /// Answers a request that only reads (`status`, `timer list`) from the saved files, after
    /// `warning`; its exit status, or nil for a request that changes something. A state folder
    /// that cannot be read is no idle state: said so, with the folder and why, exit 1.
    private static func answerFromSavedFiles(
        _ request: CommandRequest, _ saved: SavedState, warning: String?
    ) -> Int32? {
        guard request.onlyReads else { return nil }
        if let reason = saved.unreadableFolder() {
            if let warning { StandardError.write("sandglass: warning: \(warning)") }
            StandardError.write(
                "sandglass: "
                    + tr(
                        "cannot read the saved state in {path}: {reason}",
                        ["path": saved.folder.path, "reason": reason]))
            return 1
        }
        guard let answer = savedAnswer(to: request, saved) else { return nil }
        if let warning { StandardError.write("sandglass: warning: \(warning)") }
        writeOutput(answer)
        return 0
    }

    /// What a request that only reads (`status`, `timer list`) answers from the saved files, in
    /// this process's zone (as the instance would print it); nil for a request that changes something.
    private static func savedAnswer(to request: CommandRequest, _ saved: SavedState) -> String? {
        let reading = clock.reading()
        switch request {
        case .status(let json):
            let report = saved.statusReport(reading: reading, zone: clock.localZone)
            return json
                ? report.json() : report.text(wallNow: reading.wallNow, zone: clock.localZone)
        case .mode(let request):
            return request.base.savedAnswer(saved: saved, reading: reading, zone: clock.localZone)
        default:
            return nil
        }
    }

    /// Writes `text` and a newline to stdout at once (the watchdog may end the process right after).
    private static func writeOutput(_ text: String) {
        WholeWrite.toStandardOutput(text + "\n")
    }
}
