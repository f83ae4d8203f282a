import FoundationEssentials
import GtkKit
import TimerCore

/// The Countdown mode: the countdown to a date, its actions, its page once shown, its commands.
@MainActor
final class CountdownFeature: ModeFeature {
    let mode = Mode.countdown
    let controller: DateCountdownController
    private(set) var actions: OperationActions<CountdownOperation>!
    private(set) var page: CountdownPage?
    private unowned let host: FeatureHost
    /// Its alarm when the date comes.
    let sound: AlertSound

    init(
        host: FeatureHost, clock: TimeSource, saved: SavedState,
        scheduler: DateWakeSchedulerFactory?, sound: AlertSound
    ) {
        self.host = host
        self.sound = sound
        // `ringing` is part of the status: its end (the ring time over, a chime played) is a change.
        sound.onSoundingChange = { [unowned host] _ in host.stateChanged() }
        controller = DateCountdownController(
            countdown: saved.countdown(), clock: clock, scheduler: scheduler)
        actions = OperationActions(
            host: host, context: { [unowned self] in self.context },
            perform: { [unowned self] operation, parameter in self.perform(operation, parameter) })
        controller.onEnded = { [unowned self] countdown, whileAway in
            self.ended(countdown, whileAway: whileAway)
        }
        host.saves.register("countdown") { [weak self] in
            guard let self else { return true }
            return saved.save(self.controller.countdown)
        }
        controller.onAnnounced = { [unowned self] _ in self.host.saves.changed("countdown") }
        controller.onChange = { [unowned self] countdown in
            // A new date or none: what rang for the last one is over.
            self.sound.silence()
            self.host.endAnswered(.countdown)
            // Set going: have the sound ready shortly before the date, so it rings at once.
            let wallNow = self.controller.clock.wallNow
            if let countdown, !countdown.isEnded(at: wallNow) {
                self.sound.prepare(endingIn: .seconds(countdown.displayedSeconds(at: wallNow)))
            }
            self.host.saves.changed("countdown")
            self.actions.updateEnabled()
            guard let page = self.page else { return }
            // Back to the picker (perhaps days later): start again from the next whole hour.
            if countdown == nil { page.picker.prefill(source: self.controller.clock) }
            if self.host.pageShows(.countdown) {
                page.focusPrimaryControl(running: countdown != nil)
            }
        }
        controller.onDisplay = { [unowned self] countdown, wallNow, zone in
            self.host.draw(self, at: self.controller.clock.now) {
                self.page?.render(countdown, wallNow: wallNow, zone: zone)
            }
        }
    }

    /// What the operations' rules read: the countdown, and whether the page's date text is a date.
    var context: CountdownOperation.Context {
        let countdown = controller.countdown
        return CountdownOperation.Context(
            countdown: countdown, fieldsProblem: page?.picker.textProblem,
            dateHasCome: countdown?.isEnded(at: controller.clock.wallNow) ?? false)
    }

    private func perform(_ operation: CountdownOperation, _ parameter: Variant?) {
        switch operation {
        case .start:
            guard let picked = pickedTarget() else { return }
            controller.start(target: picked.target, label: picked.label)
        case .startAt:
            guard let start = parameter.payload(as: LabelledMilliseconds.self) else { return }
            controller.start(target: WallMilliseconds.date(start.milliseconds), label: start.label)
        case .stop:
            // A countdown still counting can come back; one whose date came is only put away.
            guard let before = controller.countdown, controller.stop(),
                !before.isEnded(at: controller.clock.wallNow)
            else { return }
            let name = before.label.isEmpty ? tr("Countdown") : LabelText.printable(before.label)
            host.offerUndo(tr("{countdown} stopped", ["countdown": name])) { [weak self] in
                self?.controller.restore(before)
            }
        case .dismiss: controller.stop()
        }
    }

    /// The date and title picked on the page, or nil (after saying why on the page) when they are not a date.
    private func pickedTarget() -> (target: Date, label: String)? {
        guard let picker = page?.picker else { return nil }
        // The fields are local time: the zone of now, not of start-up.
        switch picker.picked(source: controller.clock) {
        case .success(let picked): return picked
        case .failure(let problem):
            picker.showProblem(problem.shortDescription)
            return nil
        }
    }

    /// Its mode's request, as `CommandRunner` hands it over.
    func carryOut(_ request: any ModeRequest, zone: LocalZone) -> CommandReply {
        guard let request = request as? CountdownRequest else { return .notThisMode(request) }
        return run(request, zone: zone)
    }

    /// Carries out `sandglass countdown …` through the same actions as the window; the date in
    /// the reply is in `zone` (the caller's).
    func run(_ request: CountdownRequest, zone: LocalZone) -> CommandReply {
        var payload: LabelledMilliseconds?
        if case .start(let targetMs, let label) = request {
            payload = LabelledMilliseconds(milliseconds: targetMs, label: label ?? "")
        }
        let operation = request.operation
        if let refusal = actions.invoke(operation, payload: payload) { return .refused(refusal) }
        switch operation {
        case .stop: return .done(tr("Countdown stopped"))
        case .dismiss: return .done(tr("Countdown dismissed"))
        case .start, .startAt:
            let wallNow = controller.clock.wallNow
            host.showWindowIfNone(.countdown)
            guard let started = controller.countdown else {
                return .refused(tr("the countdown did not start"))
            }
            let when = CountdownFormat.targetText(started.target, zone: zone)
            if started.isEnded(at: wallNow) {
                return .done(tr("Countdown ended already: {when}", ["when": when]))
            }
            return .done(
                tr(
                    "Countdown started: {left} left, until {when}",
                    [
                        "left": CountdownFormat.text(
                            totalSeconds: started.displayedSeconds(at: wallNow)), "when": when,
                    ]))
        }
    }

    /// The date came: the alarm, the notification, the window's note. One that came while
    /// Sandglass was not running is told once at launch, without a ring.
    private func ended(_ countdown: DateCountdown, whileAway: Bool) {
        actions.updateEnabled()  // Dismiss is allowed from now on
        let preferences = host.preferences.value
        if preferences.alerts(.countdown, by: .sound), !whileAway {
            sound.ring(.alarm, forSeconds: preferences.ringSeconds)
        }
        host.announceEnd(
            EndAnnouncement(
                mode: .countdown,
                title: EndNotificationText.countdownTitle(
                    label: countdown.label, target: countdown.target,
                    zone: controller.clock.localZone),
                body: EndNotificationText.countdownBody(whileAway: whileAway),
                buttons: [(tr("Dismiss"), CountdownOperation.dismiss.detailedName)],
                // The window's note is one line beside its Show button: the short form.
                note: EndNotificationText.countdownShortTitle(
                    label: LabelText.printable(countdown.label))))
    }

    // MARK: ModeFeature

    func makePage() -> Widget {
        let page = CountdownPage()
        self.page = page
        page.picker.prefill(source: controller.clock)
        page.picker.onActivate = { [unowned self] in self.actions.invoke(.start) }
        page.picker.onTextChecked = { [unowned self] in self.actions.updateEnabled() }
        page.render(controller.countdown, wallNow: controller.clock.wallNow, zone: controller.zone)
        return page.root
    }

    func dropPage() {
        page = nil
        actions.updateEnabled()
    }

    var isOnScreen: Bool {
        get { controller.isOnScreen }
        set { controller.isOnScreen = newValue }
    }

    func focusPrimaryControl() { page?.focusPrimaryControl(running: controller.countdown != nil) }

    // Made when a page first shows, not before the window maps (about 1 M instructions a mode).
    private(set) lazy var keyBindings = CountdownOperation.keyBindings
    /// The page's title and date fields take any text: a key typed there stays there.
    let keysYieldToFields = true
    private(set) lazy var shortcutLines = CountdownOperation.shortcutLines

    /// At launch: tells of a date that came while Sandglass was not running, and arms the next wake-up.
    func refresh() { controller.refresh() }

    func fit(short: Bool) {
        page?.running.fit(short: short)
        page?.picker.fit(short: short)
    }

    /// Silences the alarm and clears a countdown whose date came.
    func dismissEnd() -> String? {
        let wasRinging = sound.isSounding
        sound.silence()
        if let countdown = controller.countdown, countdown.isEnded(at: controller.clock.wallNow),
            actions.invoke(.dismiss) == nil
        {
            return tr("Countdown dismissed")
        }
        return wasRinging ? tr("Countdown silenced") : nil
    }

    func endAwaitsAnswer(_ source: String) -> Bool {
        source == mode.rawValue
            && controller.countdown?.isEnded(at: controller.clock.wallNow) == true
    }

    func addStatus(to report: inout StatusReport, reading: ClockReading, zone: LocalZone) {
        var status = DateCountdownStatus(
            countdown: controller.countdown, wallNow: reading.wallNow, zone: zone)
        status.ringing = sound.isSounding
        report.countdown = status
    }

    var isUnderWay: Bool { false }

    func compactFace(at now: Instant) -> CompactFace {
        guard let countdown = controller.countdown else {
            // No date: no zeros that would read as one that has come.
            return CompactFace(title: mode.title, digits: "", progress: nil, button: nil)
        }
        let wallNow = controller.clock.wallNow
        let ended = countdown.isEnded(at: wallNow)
        let name = countdown.label.isEmpty ? mode.title : LabelText.printable(countdown.label)
        return CompactFace(
            title: ended
                ? EndNotificationText.countdownShortTitle(
                    label: LabelText.printable(countdown.label)) : name,
            digits: CountdownFormat.text(totalSeconds: countdown.displayedSeconds(at: wallNow)),
            progress: nil,
            button: ended
                ? CountdownOperation.dismiss.compactButton : CountdownOperation.stop.compactButton)
    }

    /// A date that came waits for its dismissal like a finished timer, rung or not.
    var compactPriority: Int {
        guard let countdown = controller.countdown else { return 0 }
        return countdown.isEnded(at: controller.clock.wallNow) ? 3 : 2
    }
}
