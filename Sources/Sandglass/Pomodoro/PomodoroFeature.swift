import FoundationEssentials
import GtkKit
import TimerCore

/// The Pomodoro mode: the cycle's controller, its actions, its page once shown, its commands.
@MainActor
final class PomodoroFeature: ModeFeature {
    let mode = Mode.pomodoro
    let controller: PomodoroController
    private(set) var actions: OperationActions<PomodoroOperation>!
    private(set) var page: PomodoroPage?
    private unowned let host: FeatureHost

    /// Its chime at each phase end.
    let sound: AlertSound
    /// What the last phase end's toast says while it and the notification wait for an answer.
    private var unansweredEnd: (text: String, button: (label: String, action: String)?)?
    /// That toast while it shows: withdrawn by its handle, so another mode's toast shown since stays.
    private var phaseEndToast: ToastOverlay.Handle?

    init(
        host: FeatureHost, clock: TimeSource, saved: SavedState, reading: ClockReading,
        scheduler: WakeSchedulerFactory?,
        sound: AlertSound
    ) {
        self.host = host
        self.sound = sound
        // `ringing` is part of the status: its end (the ring time over, a chime played) is a change.
        sound.onSoundingChange = { [unowned host] _ in host.stateChanged() }
        controller = PomodoroController(
            pomodoro: saved.pomodoro(reading), clock: clock, scheduler: scheduler)
        actions = OperationActions(
            host: host, context: { [unowned self] in self.controller.reading },
            perform: { [unowned self] operation, parameter in self.perform(operation, parameter) })
        host.saves.register("pomodoro") { [weak self] in
            guard let self else { return true }
            return saved.save(self.controller.pomodoro, self.controller.clock.reading())
        }
        controller.onChange = { [unowned self] cycle in
            self.host.saves.changed("pomodoro")
            self.updateQuiet()
            // The lengths are the next cycle's too, and gsettings' (the settings' observer below
            // finds them equal and does nothing more).
            if self.host.preferences.value.pomodoro != cycle.settings {
                self.host.preferences.value.pomodoro = cycle.settings
            }
            self.actions.updateEnabled()
            // The toast and the notification told of a phase end; anything the person does
            // next to the cycle (start the waiting phase, pause, skip, stop) makes them old news.
            self.forgetPhaseEnd()
            self.host.endAnswered(.pomodoro)
            // The main button takes the keyboard (Stop may have just gone insensitive under it),
            // unless the change came from the settings popover, which keeps it.
            if self.host.pageShows(.pomodoro), self.page?.isEditingSettings == false {
                self.page?.focusPrimaryControl()
            }
            if cycle.state == .idle { self.host.underWayChanged() }
        }
        controller.onDisplay = { [unowned self] cycle, now in
            self.host.draw(self, at: now) { self.render(cycle, now: now) }
        }
        controller.onRecord = { [unowned host, unowned clock = controller.clock] kind, from, to in
            let reading = clock.reading()
            host.recorder.add(
                kind, fromMs: reading.wallMilliseconds(of: from),
                toMs: reading.wallMilliseconds(of: to))
        }
        controller.onAwayQuestion = { [unowned self] question in
            self.awayQuestionChanged(question)
        }
        controller.onPhaseEnd = { [unowned self] reading in
            self.phaseEnded(reading)
            self.holdIfAway()
            self.updateQuiet()
        }
        quiet = FocusQuiet(
            file: saved.stateFile(named: "quiet.json", subject: tr("the Do Not Disturb state")),
            desktop: DesktopQuiet(
                desktop: SessionDesktop(environment: ProcessInfo.processInfo.environment),
                store: .desktop, inhibition: NotificationInhibition()),
            continuing: InstanceLock.wasInherited)
        followChosenSettings()
        updateQuiet()
        host.preferences.observe { [unowned self] before, after in
            if before.quietDuringFocus != after.quietDuringFocus { self.updateQuiet() }
        }
    }

    /// Do Not Disturb during focus: held while a focus phase runs, if the person chose it.
    private var quiet: FocusQuiet?

    private func updateQuiet() {
        let reading = controller.reading
        quiet?.update(
            quiet: host.preferences.value.quietDuringFocus && reading.state == .running
                && reading.phase == .focus)
    }

    /// The lengths, rounds and auto-start chosen elsewhere (the Preferences window, `gsettings
    /// set`, or while Sandglass was not running) change the cycle as the page's popover does.
    private func followChosenSettings() {
        if let chosen = host.preferences.value.pomodoro {
            if chosen != controller.pomodoro.settings, chosen.isValid {
                controller.changeSettings(chosen)
            }
        } else if controller.pomodoro.settings != .standard {
            // Chosen before the settings had them: the saved cycle's are the person's. (The
            // standard ones are the schema's defaults: nothing to write, at each first start.)
            host.preferences.value.pomodoro = controller.pomodoro.settings
        }
        host.preferences.observe { [unowned self] before, after in
            guard let chosen = after.pomodoro, chosen != before.pomodoro,
                chosen != self.controller.pomodoro.settings,
                chosen.isValid
            else { return }
            self.actions.invoke(.settings, payload: chosen)
        }
    }

    private func perform(_ operation: PomodoroOperation, _ parameter: Variant?) {
        switch operation {
        case .start:
            // A start by any way (a click, Alt+S, a key, an accessibility action) uses the
            // lengths as the fields show them, typed text included.
            page?.settings.commitTyping()
            controller.start()
        case .startWith:
            guard let settings = parameter.payload(as: PomodoroSettings.self), settings.isValid
            else { return }
            controller.changeSettings(settings)
            controller.start()
        case .pause: controller.pause()
        case .resume: controller.resume()
        case .toggle:
            if controller.reading.state == .idle { page?.settings.commitTyping() }
            controller.toggle()
        case .skip: controller.skip()
        case .stop:
            let (before, stoppedAt) = (controller.pomodoro, controller.clock.now)
            guard controller.stop() else { return }
            host.offerUndo(tr("Pomodoro cycle stopped")) { [weak self] in
                self?.controller.restore(before, stoppedAt: stoppedAt)
            }
        case .settings:
            guard let settings = parameter.payload(as: PomodoroSettings.self) else { return }
            controller.changeSettings(settings)
        }
    }

    /// Its mode's request, as `CommandRunner` hands it over.
    func carryOut(_ request: any ModeRequest, zone: LocalZone) -> CommandReply {
        guard let request = request as? PomodoroRequest else { return .notThisMode(request) }
        return run(request)
    }

    /// Carries out `sandglass pomodoro …` through the same actions as the window.

    func run(_ request: PomodoroRequest) -> CommandReply {
        let before = controller.reading
        var payload: PomodoroSettings?
        if case .start(let overrides) = request, !overrides.isEmpty {
            let settings = overrides.applied(to: controller.pomodoro.settings)
            guard settings.isValid else { return .refused(tr("those lengths cannot make a cycle")) }
            payload = settings
        }
        let operation = request.operation
        if let refusal = actions.invoke(operation, payload: payload) { return .refused(refusal) }
        // Read before the window is built: building it takes a moment the answer should not include.
        let after = controller.reading
        // Only what sets a cycle going opens a window; pause, skip and stop leave a closed one closed.
        if after.state == .running, before.state != .running { host.showWindowIfNone(.pomodoro) }
        switch operation {
        case .stop: return .done(tr("Pomodoro stopped"))
        case .skip: return .done(tr("Skipped to {summary}", ["summary": after.summary]))
        case .start, .startWith, .pause, .resume, .toggle, .settings:
            return switch after.state {
            case .idle: .done(tr("Pomodoro idle: {summary}", ["summary": after.summary]))
            case .running: .done(tr("Pomodoro running: {summary}", ["summary": after.summary]))
            case .paused: .done(tr("Pomodoro paused: {summary}", ["summary": after.summary]))
            }
        }
    }

    /// A phase ran out: the chime, the toast (the window's note when another page shows), the
    /// urgency hint, and the flash if the person asked for them.
    private func phaseEnded(_ reading: PomodoroReading) {
        actions.updateEnabled()
        if host.preferences.value.alerts(.pomodoro, by: .sound) { sound.chime(.complete) }
        // One notification for the cycle, replaced at each phase end: what ended, what is next.
        let next =
            reading.isWaiting
            ? (tr("Start"), PomodoroOperation.resume) : (tr("Pause"), PomodoroOperation.pause)
        host.announceEnd(
            EndAnnouncement(
                mode: .pomodoro, title: EndNotificationText.phaseTitle(reading),
                body: EndNotificationText.phaseBody(reading),
                urgent: false,
                buttons: [
                    (tr("Skip"), PomodoroOperation.skip.detailedName),
                    (next.0, next.1.detailedName),
                ],
                note: PhaseEndText.note(for: reading)))
        // A phase waiting for Start gets Start on its toast: the page's own buttons may lie under it.
        unansweredEnd = (
            PhaseEndText.headline(for: reading),
            reading.isWaiting ? (tr("Start"), PomodoroOperation.resume.detailedName) : nil
        )
        showPhaseEndToast()
    }

    /// The toast of the phase end waiting for an answer, while the page shows (on another page
    /// the window's note tells of it); closing it answers the end, as `sandglass dismiss` does.
    private func showPhaseEndToast() {
        guard let unansweredEnd, host.pageShows(.pomodoro) else { return }
        phaseEndToast = host.showToast(unansweredEnd.text, button: unansweredEnd.button) {
            [unowned self] in
            self.phaseEndToast = nil
            _ = self.dismissEnd()
        }
    }

    /// Takes back the phase end's toast, if it is still there.
    private func withdrawPhaseEndToast() {
        guard let toast = phaseEndToast else { return }
        phaseEndToast = nil
        host.withdrawToast(toast)
    }

    /// The phase end is answered or old news: its toast goes (without answering it again).
    private func forgetPhaseEnd() {
        guard unansweredEnd != nil else { return }
        unansweredEnd = nil
        withdrawPhaseEndToast()
    }

    /// Draws the page (only called while it can be seen).
    private func render(_ cycle: Pomodoro, now: Instant) {
        guard let page else { return }
        page.render(
            cycle.reading(at: now), settings: cycle.settings,
            completedToday: completedFocusToday(cycle, now: now))
    }

    /// Focus phases completed since local midnight (an idle page left open over midnight shows
    /// yesterday's count until something changes).
    private func completedFocusToday(_ cycle: Pomodoro, now: Instant) -> Int {
        cycle.completedFocusToday(
            at: now,
            startOfToday: LocalDay.startOfToday(
                reading: controller.clock.reading(), zone: controller.clock.localZone))
    }

    // MARK: ModeFeature

    func makePage() -> Widget {
        let page = PomodoroPage()
        self.page = page
        page.settings.onChange = { [unowned self] settings in
            self.actions.invoke(.settings, payload: settings)
        }
        render(controller.pomodoro, now: controller.clock.now)
        page.showAway(controller.awayQuestion, canKeep: controller.canKeepAway)
        return page.root
    }

    func dropPage() { page = nil }

    func fit(short: Bool) { page?.fit(short: short) }

    var isOnScreen: Bool {
        get { controller.isOnScreen }
        set {
            let was = controller.isOnScreen
            controller.isOnScreen = newValue
            // The toast belongs to the page: it goes with it and comes back with it while the end waits.
            guard newValue != was, unansweredEnd != nil else { return }
            if newValue { showPhaseEndToast() } else { withdrawPhaseEndToast() }
        }
    }

    func focusPrimaryControl() { page?.focusPrimaryControl() }

    // Made when a page first shows, not before the window maps (about 1 M instructions a mode).
    private(set) lazy var keyBindings = PomodoroOperation.keyBindings
    /// The length fields (in the page's settings popover) take text ("1h 30m"): a key typed there stays there.
    let keysYieldToFields = true
    private(set) lazy var shortcutLines = PomodoroOperation.shortcutLines

    func refresh() { controller.refresh() }

    /// Time away is not focus (unless the person chose to count it): a running focus phase is
    /// held while they are away, from when they left.
    func personLeft(since: Instant) {
        guard host.preferences.value.pauseFocusWhenAway else { return }
        controller.personLeft(since: since)
    }

    /// A focus phase that began while the person is away (auto-started after a break) is held
    /// from its start, as one running when they left would have been.
    private func holdIfAway() {
        guard host.presence.isAway, let since = host.presence.absences.values.min() else { return }
        personLeft(since: since)
    }

    /// Back from at least the idle threshold away (not asleep: a sleeping computer was no one's
    /// focus), the person is asked what the time was; after a sleep, the time away before it is
    /// away.
    func personCameBack(from absences: Set<Absence>) {
        let minutes = Int64(max(1, host.preferences.value.awayAfterIdleMinutes))
        controller.personCameBack(
            asking: .seconds(minutes * 60),
            slept: absences.contains(.asleep)
                ? (host.presence.firstSleep ?? controller.clock.now) : nil)
    }

    func answerAway(_ answer: AwayAnswer) -> CommandReply? {
        guard controller.awayQuestion != nil else { return nil }
        guard let answered = controller.answerAway(answer) else {
            return .refused(AwayAnswerText.tooLateToKeep)
        }
        return .done(AwayAnswerText.done(answer, answered))
    }

    /// The question came or went: the page's bar, the notification, `status --follow`.
    private func awayQuestionChanged(_ question: AwayQuestion?) {
        page?.showAway(question, canKeep: controller.canKeepAway)
        if let question {
            host.announceEnd(
                EndAnnouncement(
                    mode: .pomodoro, source: Self.awaySource,
                    title: AwayAnswerText.question(question),
                    body: tr("Was it focus, a break, or neither?"), urgent: false,
                    buttons: AwayAnswer.allCases.map {
                        (MnemonicLabel.plain(AwayAnswerText.label($0)), AppOperation.answer($0))
                    }))
        } else {
            host.endAnswered(.pomodoro, source: Self.awaySource)
        }
        host.stateChanged()
    }

    /// The question's notification, apart from the phase ends'.
    static let awaySource = "pomodoro-away"

    /// Other notifications come back with Sandglass gone.
    func willQuit() {
        quiet?.update(quiet: false)
        // Unanswered, the time away goes in the record as away before Sandglass goes.
        controller.leaveAwayQuestionUnanswered()
    }

    /// Silences the chime and dismisses the last phase end's toast and notification.
    func dismissEnd() -> String? {
        let wasSounding = sound.isSounding
        guard wasSounding || unansweredEnd != nil else { return nil }
        sound.silence()
        forgetPhaseEnd()
        host.endAnswered(.pomodoro)
        return wasSounding ? tr("Pomodoro chime silenced") : tr("Pomodoro phase end dismissed")
    }

    func addStatus(to report: inout StatusReport, reading: ClockReading, zone: LocalZone) {
        var status = PomodoroStatus(
            pomodoro: controller.pomodoro, now: reading.now,
            startOfToday: LocalDay.startOfToday(reading: reading, zone: zone))
        status.ringing = sound.isSounding
        if let question = controller.awayQuestion {
            status.away = AwayStatus(
                awayMs: question.length.totalMilliseconds,
                sinceMs: reading.wallMilliseconds(of: question.since),
                backMs: reading.wallMilliseconds(of: question.back),
                canKeep: controller.canKeepAway)
        }
        report.pomodoro = status
    }

    var isUnderWay: Bool { controller.reading.state != .idle }

    func compactFace(at now: Instant) -> CompactFace {
        let reading = controller.pomodoro.reading(at: now)
        // The toggle's face: what Space and the page's main button would do now.
        var button = PomodoroOperation.toggleFace(for: reading).compactButton
        button.action = PomodoroOperation.toggle.detailedName
        let title =
            reading.state == .idle
            ? mode.title
            : tr(
                "{phase} · round {round} of {rounds}",
                [
                    "phase": reading.phase.title, "round": String(reading.round),
                    "rounds": String(reading.rounds),
                ])
        return CompactFace(
            title: title, digits: ClockFormat.hms(totalSeconds: reading.displayedSeconds),
            progress: reading.elapsedFraction,
            button: button)
    }

    /// A phase end waits for an answer (its toast and notification), chimed or not.
    var compactPriority: Int {
        if sound.isSounding || unansweredEnd != nil { return 3 }
        switch controller.reading.state {
        case .running: return 2
        case .paused: return 1
        case .idle: return 0
        }
    }
}
