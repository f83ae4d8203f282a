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

    init(
        host: FeatureHost, clock: TimeSource, saved: SavedState, reading: ClockReading, scheduler: WakeSchedulerFactory?,
        sound: AlertSound
    ) {
        self.host = host
        self.sound = sound
        controller = PomodoroController(pomodoro: saved.pomodoro(reading), clock: clock, scheduler: scheduler)
        actions = OperationActions(
            application: host.application, context: { [unowned self] in self.controller.reading },
            perform: { [unowned self] operation, parameter in self.perform(operation, parameter) })
        controller.onChange = { [unowned self] cycle in
            saved.save(cycle, self.controller.clock.reading())
            self.actions.updateEnabled()
            // The banner answered a phase end; anything the person does next makes it old news.
            self.page?.banner.hide()
            self.page?.focusPrimaryControl()
            if cycle.state == .idle { self.host.underWayChanged() }
        }
        controller.onDisplay = { [unowned self] cycle, now in self.render(cycle, now: now) }
        controller.onPhaseEnd = { [unowned self] reading in self.phaseEnded(reading) }
    }

    private func perform(_ operation: PomodoroOperation, _ parameter: Variant?) {
        switch operation {
        case .start: controller.start()
        case .startWith:
            guard let settings = PomodoroSettings(variant: parameter), settings.isValid else { return }
            controller.changeSettings(settings)
            controller.start()
        case .pause: controller.pause()
        case .resume: controller.resume()
        case .toggle: controller.toggle()
        case .skip: controller.skip()
        case .stop:
            controller.stop()
            host.application.withdrawNotification(id: Self.notificationID)
        case .settings:
            guard let settings = PomodoroSettings(variant: parameter) else { return }
            controller.changeSettings(settings)
        }
    }

    /// Carries out `sandglass pomodoro …` through the same actions as the window.
    func run(_ request: PomodoroRequest) -> CommandReply {
        let before = controller.reading
        var parameter: Variant?
        if case .start(let overrides) = request, !overrides.isEmpty {
            let settings = overrides.applied(to: controller.pomodoro.settings)
            guard settings.isValid else { return .refused("those lengths cannot make a cycle") }
            parameter = settings.variant
        }
        let operation = request.operation
        if let refusal = actions.invoke(operation, parameter: parameter) { return .refused(refusal) }
        // Read before the window is built: building it takes a moment the answer should not include.
        let after = controller.reading
        // Only what sets a cycle going opens a window; pause, skip and stop leave a closed one closed.
        if after.state == .running, before.state != .running { host.showWindowIfNone(.pomodoro) }
        switch operation {
        case .stop: return .done("Pomodoro stopped")
        case .skip: return .done("Skipped to \(after.summary)")
        case .start, .startWith, .pause, .resume, .toggle, .settings:
            return .done("Pomodoro \(after.state.rawValue): \(after.summary)")
        }
    }

    /// A phase ran out: the chime, the banner (the window's note when another page shows), the
    /// urgency hint, and the flash if the person asked for them.
    private func phaseEnded(_ reading: PomodoroReading) {
        actions.updateEnabled()
        if host.preferences.value.alerts(.pomodoro, by: .sound) { sound.chime(.complete) }
        host.announceEnd(of: .pomodoro, PhaseBanner.text(for: reading))
        // One notification for the cycle, replaced at each phase end: what ended, what is next.
        let next = reading.isWaiting ? ("Start", PomodoroOperation.resume) : ("Pause", PomodoroOperation.pause)
        host.application.sendNotification(
            id: Self.notificationID, title: EndNotificationText.phaseTitle(reading),
            body: EndNotificationText.phaseBody(reading), urgent: false, defaultAction: AppOperation.show(.pomodoro),
            buttons: [("Skip", PomodoroOperation.skip.detailedName), (next.0, next.1.detailedName)])
        page?.banner.announce(reading)
    }

    /// Draws the page (only called while it can be seen).
    private func render(_ cycle: Pomodoro, now: Instant) {
        guard let page else { return }
        page.render(
            cycle.reading(at: now), settings: cycle.settings, completedToday: completedFocusToday(cycle, now: now))
    }

    /// Focus phases completed since local midnight (an idle page left open over midnight shows
    /// yesterday's count until something changes).
    private func completedFocusToday(_ cycle: Pomodoro, now: Instant) -> Int {
        cycle.completedFocusToday(at: now, startOfToday: LocalDay.startOfToday(reading: controller.clock.reading(), zone: controller.clock.localZone))
    }

    private static let notificationID = "pomodoro"

    // MARK: ModeFeature

    func makePage() -> Widget {
        let page = PomodoroPage()
        self.page = page
        page.settings.onChange = { [unowned self] settings in self.actions.invoke(.settings, parameter: settings.variant) }
        render(controller.pomodoro, now: controller.clock.now)
        return page.root
    }

    func dropPage() { page = nil }

    var isOnScreen: Bool {
        get { controller.isOnScreen }
        set { controller.isOnScreen = newValue }
    }

    func focusPrimaryControl() { page?.focusPrimaryControl() }

    let keyBindings = PomodoroOperation.keyBindings
    /// The page's length fields take text ("1h 30m"): a key typed there stays there.
    let keysYieldToFields = true
    let shortcutLines = PomodoroOperation.shortcutLines

    func refresh() { controller.refresh() }

    func dismissEnd() -> String? {
        guard sound.isSounding else { return nil }
        sound.silence()
        page?.banner.hide()
        return "Pomodoro chime silenced"
    }

    func addStatus(to report: inout StatusReport, reading: ClockReading, timeZone: TimeZone) {
        var status = PomodoroStatus(
            pomodoro: controller.pomodoro, now: reading.now, startOfToday: LocalDay.startOfToday(reading: reading, zone: .foundation(timeZone)))
        status.ringing = sound.isSounding
        report.pomodoro = status
    }

    var isUnderWay: Bool { controller.reading.state != .idle }
}
