import FoundationEssentials
import GtkKit
import TimerCore

/// The Timer mode: the countdown's controller, its actions, its page once shown, its commands.
@MainActor
final class TimerFeature: ModeFeature {
    let mode = Mode.timer
    let controller: TimerController
    private(set) var actions: OperationActions<TimerOperation>!
    private(set) var page: TimerPage?
    private unowned let host: FeatureHost
    private let saved: SavedState
    /// Its alarm: rings from the end until dismissed (or for the ring time).
    let sound: AlertSound

    init(
        host: FeatureHost, clock: TimeSource, saved: SavedState, reading: ClockReading, scheduler: WakeSchedulerFactory?,
        sound: AlertSound
    ) {
        self.host = host
        self.saved = saved
        self.sound = sound
        controller = TimerController(timer: saved.timer(reading), clock: clock, launchedAt: reading.now, scheduler: scheduler)
        actions = OperationActions(
            application: host.application, context: { [unowned self] in self.context },
            perform: { [unowned self] operation, parameter in self.perform(operation, parameter) })
        controller.onDisplay = { [unowned self] timer, now in
            self.host.draw(self, at: now) { self.page?.render(timer, now: now, clock: self.controller.clock) }
        }
        controller.onPhaseChange = { [unowned self] phase in self.phaseChanged(to: phase) }
        controller.onFinished = { [unowned self] timer in self.finished(timer) }
        controller.onStateChange = { [unowned self] timer in self.saved.save(timer, self.controller.clock.reading()) }
    }

    /// What the operations' rules read: the duration the picker shows (typed text included) while
    /// a page shows, the model's otherwise.
    var context: TimerOperation.Context {
        TimerOperation.Context(
            timer: controller.timer, now: controller.clock.now,
            pickedSeconds: page?.picker.shownSeconds ?? controller.timer.duration.totalSecondsRoundedDown)
    }

    /// The picked duration, committing what is typed in the fields (a start by any way uses what they show).
    private func committedPick() -> Duration {
        .seconds(page?.picker.totalSeconds ?? controller.timer.duration.totalSecondsRoundedDown)
    }

    // MARK: Operations

    private func perform(_ operation: TimerOperation, _ parameter: Variant?) {
        switch operation {
        case .start: controller.start(duration: committedPick())
        case .startWith:
            let items = parameter?.tupleItems ?? []
            guard items.count == 2, let milliseconds = items[0].int64, let label = items[1].string else { return }
            controller.start(duration: .milliseconds(milliseconds), label: label)
        case .set:
            guard let seconds = parameter?.int64 else { return }
            controller.setDuration(.seconds(seconds))
        case .pause: controller.pause()
        case .resume: controller.resume()
        case .toggle:
            if controller.phase == .idle { controller.start(duration: committedPick()) } else { controller.toggle() }
        case .cancel: controller.cancel()
        case .restart: controller.restart()
        case .dismiss: controller.dismiss()
        }
    }

    /// Carries out `sandglass timer …` through the same actions as the window; times in the
    /// reply are in `zone` (the caller's).
    func run(_ request: TimerRequest, zone: LocalZone) -> CommandReply {
        let before = controller.timer
        var parameter: Variant?
        switch request {
        case .start(let duration, let label):
            parameter = Variant(tuple: [Variant(duration.totalMilliseconds), Variant(label ?? "")])
        case .startPreset(let name, let label):
            let preset: TimerPreset
            do { preset = try host.preferences.value.presets.find(name) } catch { return .usageError(error.message) }
            parameter = Variant(tuple: [Variant(preset.seconds * 1_000), Variant(label ?? preset.name)])
        case .operation: break
        }
        let operation = request.operation
        if let refusal = actions.invoke(operation, parameter: parameter) { return .refused(refusal) }
        let after = controller.timer
        switch operation {
        case .start, .startWith, .toggle, .restart: host.showWindowIfNone(.timer)
        case .set, .pause, .resume, .cancel, .dismiss: break
        }
        let left = ClockFormat.hms(totalSeconds: after.displayedSeconds(at: controller.clock.now))
        switch operation {
        case .start, .startWith: return .done("Timer started: \(left), \(endsAtText(after, zone: zone).lowercasedFirst)")
        case .restart: return .done("Timer restarted: \(left), \(endsAtText(after, zone: zone).lowercasedFirst)")
        case .resume: return .done("Timer resumed: \(left) left, \(endsAtText(after, zone: zone).lowercasedFirst)")
        case .pause: return .done("Timer paused with \(left) left")
        case .toggle: return .done("Timer \(after.phase.rawValue): \(left) left")
        case .cancel: return .done(before.phase == .finished ? "Timer dismissed" : "Timer cancelled")
        case .dismiss: return .done("Timer dismissed")
        case .set: return .done("Timer set to \(ClockFormat.hms(totalSeconds: after.duration.totalSecondsRoundedDown))")
        }
    }

    private func endsAtText(_ timer: CountdownTimer, zone: LocalZone) -> String {
        guard let end = timer.endsAt else { return "" }
        let reading = controller.clock.reading()
        return EndTimeText.text(ending: reading.wallDate(of: end), now: reading.wallNow, zone: zone)
    }

    // MARK: Changes

    private func phaseChanged(to phase: TimerPhase) {
        actions.updateEnabled()
        // Its own buttons change under the focus; another page's focus is not the timer's to move.
        if host.pageShows(.timer) { page?.focusPrimaryControl(for: phase) }
        // Set going: have the sound ready shortly before the end, so it rings at once.
        if phase == .running { sound.prepare(endingIn: controller.timer.remaining(at: controller.clock.now)) }
        if phase != .finished {
            sound.silence()
            host.endAnswered(.timer)
        }
        if phase == .idle { host.underWayChanged() }
    }

    private func finished(_ timer: CountdownTimer) {
        let preferences = host.preferences.value
        if preferences.alerts(.timer, by: .sound), !timer.endedBeforeLaunch { sound.ring(.alarm, forSeconds: preferences.ringSeconds) }
        let reading = controller.clock.reading()
        let end = timer.endsAt.map(reading.wallDate(of:)) ?? reading.wallNow
        host.announceEnd(EndAnnouncement(
            mode: .timer, title: EndNotificationText.timerTitle(label: timer.label),
            body: EndNotificationText.timerBody(
                duration: timer.duration, ended: end, now: reading.wallNow, zone: controller.clock.localZone),
            buttons: [("Restart", TimerOperation.restart.detailedName), ("Dismiss", TimerOperation.dismiss.detailedName)]))
    }

    // MARK: ModeFeature

    func makePage() -> Widget {
        let page = TimerPage()
        self.page = page
        page.render(controller.timer, now: controller.clock.now, clock: controller.clock)
        page.picker.onChange = { [unowned self] in self.pickerChanged() }
        page.picker.onActivate = { [unowned self] in self.actions.invoke(.start) }
        // Start's sensitivity follows the fields as they are typed into, not only once committed.
        page.picker.onTyping = { [unowned self] in self.actions.updateEnabled() }
        actions.updateEnabled()
        return page.root
    }

    /// The picked duration becomes the model's (the last duration `toggle` starts); zero is not kept.
    private func pickerChanged() {
        guard let seconds = page?.picker.totalSeconds, seconds > 0 else { return actions.updateEnabled() }
        actions.invoke(.set, parameter: Variant(seconds))
        actions.updateEnabled()
    }

    func dropPage() {
        page = nil
        actions.updateEnabled()
    }

    var isOnScreen: Bool {
        get { controller.isOnScreen }
        set { controller.isOnScreen = newValue }
    }

    func focusPrimaryControl() { page?.focusPrimaryControl(for: controller.phase) }

    let keyBindings = TimerOperation.keyBindings
    let keysYieldToFields = false
    let shortcutLines = TimerOperation.shortcutLines

    func refresh() { controller.refresh() }

    func fit(short: Bool) { page?.picker.fit(short: short) }

    func dismissEnd() -> String? {
        let wasRinging = sound.isSounding
        sound.silence()
        if controller.phase == .finished, actions.invoke(.dismiss) == nil { return "Timer dismissed" }
        return wasRinging ? "Timer silenced" : nil
    }

    func addStatus(to report: inout StatusReport, reading: ClockReading, zone: LocalZone) {
        var status = TimerStatus(timer: controller.timer, reading: reading, zone: zone)
        status.ringing = sound.isSounding
        report.timers = [status]
    }

    var isUnderWay: Bool { controller.timer.isActive }

    func compactFace(at now: Instant) -> CompactFace {
        let timer = controller.timer
        let main: TimerOperation = switch timer.phase {
        case .idle: .start
        case .running: .pause
        case .paused: .resume
        case .finished: .dismiss
        }
        let title = timer.phase == .finished ? EndNotificationText.timerTitle(label: timer.label)
            : timer.label.isEmpty ? mode.title : LabelText.printable(timer.label)
        return CompactFace(
            title: title, digits: ClockFormat.hms(totalSeconds: timer.displayedSeconds(at: now)),
            progress: timer.elapsedFraction(at: now), button: main.compactButton)
    }

    var compactPriority: Int {
        switch controller.phase {
        case .finished: 3
        case .running: 2
        case .paused: 1
        case .idle: 0
        }
    }
}
