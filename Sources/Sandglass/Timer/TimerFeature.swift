import FoundationEssentials
import GtkKit
import TimerCore

/// The Timer mode: the timers' controller, their actions, the page once shown, their commands.
@MainActor
final class TimerFeature: ModeFeature {
    let mode = Mode.timer
    let controller: TimerController
    private(set) var actions: OperationActions<TimerOperation>!
    private(set) var page: TimerPage?
    unowned let host: FeatureHost
    private let saved: SavedState
    /// The alarm: rings from an end until every ringing timer is answered (or for the ring time).
    let sound: AlertSound
    /// The finished timers whose end set the alarm ringing, until each is answered.
    private var rang: Set<Int> = []
    /// The picker is open over the timers there are (New Timer), until a start or Back.
    private(set) var pickerOpen = false
    /// The page's focus follows a change of its view once the page is drawn.
    private var focusAfterDrawing = false

    init(
        host: FeatureHost, clock: TimeSource, saved: SavedState, reading: ClockReading,
        scheduler: WakeSchedulerFactory?,
        sound: AlertSound
    ) {
        self.host = host
        self.saved = saved
        self.sound = sound
        // `ringing` is part of the status: its end (the ring time over, a chime played) is a change.
        sound.onSoundingChange = { [unowned host] _ in host.stateChanged() }
        let restored = saved.timers(reading)
        controller = TimerController(
            timers: restored.list, duration: restored.duration, clock: clock,
            launchedAt: reading.now, scheduler: scheduler)
        actions = OperationActions(
            host: host, context: { [unowned self] in self.context },
            perform: { [unowned self] operation, parameter in self.perform(operation, parameter) })
        controller.onDisplay = { [unowned self] _, now in self.draw(at: now) }
        controller.onPhaseChange = { [unowned self] id, before, after in
            self.phaseChanged(id, from: before, to: after)
        }
        controller.onFinished = { [unowned self] entry in self.finished(entry) }
        host.saves.register("timers") { [weak self] in self?.save() ?? true }
        controller.onStateChange = { [unowned self] in
            self.host.saves.changed("timers")
            self.keepLastDuration()
        }
        followLastDuration()
        // Presets changed here or by `sandglass timer preset …`: the picker shows them at once.
        host.preferences.observe { [unowned self] before, after in
            guard before.presets != after.presets else { return }
            self.page?.picker.showOwnPresets(after.presets)
            self.actions.updateEnabled()
        }
    }

    /// The finished timers whose alarm sounds now.
    var ringing: Set<Int> { sound.isSounding ? rang : [] }

    /// What the operations' rules read: the duration and label the picker shows (typed text
    /// included) while a page shows, the model's duration otherwise.
    var context: TimerOperation.Context {
        TimerOperation.Context(
            timers: controller.timers, now: controller.clock.now,
            pickedSeconds: page?.picker.shownSeconds ?? controller.duration.totalSecondsRoundedDown,
            pickedLabel: page?.picker.label ?? "",
            pickerOverTimers: pickerOpen && !controller.timers.isEmpty,
            presets: host.preferences.value.presets)
    }

    /// The picked duration, committing what is typed in the fields (a start by any way uses what they show).
    private func committedPick() -> Duration {
        .seconds(page?.picker.totalSeconds ?? controller.duration.totalSecondsRoundedDown)
    }

    /// Writes the timers as they are now; whether they are on disk.
    private func save() -> Bool {
        saved.save(controller.timers, duration: controller.duration, controller.clock.reading())
    }

    /// The last duration in the settings too, for `gsettings` and the next start.
    private func keepLastDuration() {
        let seconds = Int(controller.duration.totalSecondsRoundedDown)
        if host.preferences.value.lastTimerSeconds != seconds {
            host.preferences.value.lastTimerSeconds = seconds
        }
    }

    /// The last duration set elsewhere (`gsettings set`, or while Sandglass was not running) fills
    /// the picker as a preset's button does.
    private func followLastDuration() {
        if let seconds = host.preferences.value.lastTimerSeconds {
            if seconds != Int(controller.duration.totalSecondsRoundedDown) {
                controller.setDuration(.seconds(Int64(seconds)))
            }
        } else if controller.duration != CountdownTimer.defaultDuration {
            // kept with the timers before the settings had it (the default is the schema's)
            keepLastDuration()
        }
        host.preferences.observe { [unowned self] before, after in
            guard let seconds = after.lastTimerSeconds, seconds != before.lastTimerSeconds,
                seconds != Int(self.controller.duration.totalSecondsRoundedDown)
            else { return }
            self.actions.invoke(.set, payload: Int64(seconds))
        }
    }

    // MARK: Operations

    private func perform(_ operation: TimerOperation, _ parameter: Variant?) {
        switch operation {
        case .start:
            guard
                controller.start(duration: committedPick(), label: page?.picker.label ?? "") != nil
            else { return }
            page?.picker.labelEntry.text = ""
            setPickerOpen(false)
        case .startWith:
            guard let start = parameter.payload(as: LabelledMilliseconds.self) else { return }
            controller.start(duration: .milliseconds(start.milliseconds), label: start.label)
        case .set:
            guard let seconds = parameter.payload(as: Int64.self),
                controller.setDuration(.seconds(seconds))
            else { return }
            page?.fillPicker(controller.duration)
        case .usePreset:
            guard let name = parameter.payload(as: String.self),
                let preset = host.preferences.value.presets.preset(named: name)
            else { return }
            controller.setDuration(.seconds(preset.seconds))
            page?.fillPicker(controller.duration)
            page?.picker.labelEntry.text = preset.name
        case .savePreset, .addPreset, .renamePreset, .removePreset:
            // The same request `sandglass timer preset …` makes, carried out the same way.
            guard let request = operation.presetRequest(in: context, parameter: parameter) else {
                return
            }
            var presets = host.preferences.value.presets
            let before = presets
            guard (try? request.apply(to: &presets)) != nil else { return }
            host.preferences.value.presets = presets
            if case .remove(let name) = request {
                offerUndoOfRemoval(name, from: before, leaving: presets)
            }
        case .new: setPickerOpen(true)
        case .back: setPickerOpen(false)
        case .pause, .resume, .toggle, .cancel, .restart, .dismiss:
            let id = parameter.payload(as: Int64.self) ?? TimerOperation.latest
            if id == TimerOperation.latest {
                // Escape on the picker opened over timers leaves it; toggle with no timer starts the last duration.
                if operation == .dismiss, context.pickerOverTimers { return setPickerOpen(false) }
                if operation == .toggle, controller.timers.isEmpty {
                    controller.start(duration: committedPick())
                    return
                }
            }
            guard let target = id == TimerOperation.latest ? latestTarget(of: operation) : Int(id)
            else { return }
            switch operation {
            case .pause: controller.pause(target)
            case .resume: controller.resume(target)
            case .toggle: controller.toggle(target)
            case .cancel: cancel(target)
            case .restart: controller.restart(target)
            default: controller.dismiss(target)
            }
        }
    }

    /// Cancels timer `id` at once; one that was running or paused can come back with Undo,
    /// ending when it would have.
    private func cancel(_ id: Int) {
        guard let before = controller.entry(id) else { return }
        let name = Self.name(before, among: controller.timers)
        guard controller.cancel(id), before.timer.isActive else { return }
        host.offerUndo(tr("{timer} cancelled", ["timer": name])) { [weak self] in
            self?.controller.restore(before)
        }
    }

    /// Undo for a removed preset: the list as it was, while nothing else changed it since.
    private func offerUndoOfRemoval(
        _ name: String, from before: PresetList, leaving after: PresetList
    ) {
        host.offerUndo(tr("Preset “{name}” removed", ["name": LabelText.printable(name)])) {
            [weak self] in
            guard let self, self.host.preferences.value.presets == after else { return }
            self.host.preferences.value.presets = before
        }
    }

    /// The timer an operation without an id means: the end that came last for a dismiss
    /// (Escape), else the latest started.
    func latestTarget(of operation: TimerOperation) -> Int? {
        operation == .dismiss ? controller.timers.latestFinished : controller.latest?.id
    }

    private func setPickerOpen(_ open: Bool) {
        pickerOpen = open
        focusAfterDrawing = host.pageShows(.timer)
        actions.updateEnabled()
        draw(at: controller.clock.now)
    }

    /// How replies name a timer: "Timer" when it is the only one, else "Timer “Tea”" or "Timer 2".
    static func name(_ entry: TimerEntry, among timers: TimerList) -> String {
        if !entry.timer.label.isEmpty {
            return tr("Timer “{label}”", ["label": LabelText.printable(entry.timer.label)])
        }
        return timers.count <= 1 ? tr("Timer") : tr("Timer {id}", ["id": String(entry.id)])
    }

    // MARK: Changes

    private func phaseChanged(_ id: Int, from before: TimerPhase?, to after: TimerPhase?) {
        actions.updateEnabled()
        // Its own buttons change under the focus; another page's focus is not the timer's to move.
        focusAfterDrawing = focusAfterDrawing || host.pageShows(.timer)
        // Set going: have the sound ready shortly before the end, so it rings at once.
        if after == .running, let timer = controller.entry(id)?.timer {
            sound.prepare(endingIn: timer.remaining(at: controller.clock.now))
        }
        if before == .finished {
            // Answered (dismissed, restarted, cancelled): its notification goes; the alarm stops
            // once no other timer's end is waiting.
            rang.remove(id)
            if rang.isEmpty { sound.silence() }
            host.endAnswered(.timer, source: Self.source(id))
        }
        if after == nil { host.underWayChanged() }
    }

    private func finished(_ entry: TimerEntry) {
        let timer = entry.timer
        let preferences = host.preferences.value
        if preferences.alerts(.timer, by: .sound), !timer.endedBeforeLaunch {
            rang.insert(entry.id)
            sound.ring(.alarm, forSeconds: preferences.ringSeconds)
        }
        let reading = controller.clock.reading()
        let end = timer.endsAt.map(reading.wallDate(of:)) ?? reading.wallNow
        // A labelled timer is a session worth keeping in the record: its length, to its end.
        if !timer.label.isEmpty, let endsAt = timer.endsAt {
            let endMs = reading.wallMilliseconds(of: endsAt)
            host.recorder.add(
                .timer, fromMs: endMs - timer.duration.totalMilliseconds, toMs: endMs,
                label: timer.label)
        }
        let body =
            if let endsAt = timer.endsAt, host.presence.wasAsleep(at: endsAt) {
                EndNotificationText.timerBodyAfterSleep(
                    duration: timer.duration, elapsed: reading.now - endsAt)
            } else {
                EndNotificationText.timerBody(
                    duration: timer.duration, ended: end, now: reading.wallNow,
                    zone: controller.clock.localZone)
            }
        host.announceEnd(
            EndAnnouncement(
                mode: .timer, source: Self.source(entry.id),
                title: EndNotificationText.timerTitle(label: timer.label),
                body: body,
                buttons: [
                    (tr("Restart"), TimerOperation.restart.detailedName(timer: entry.id)),
                    (tr("Dismiss"), TimerOperation.dismiss.detailedName(timer: entry.id)),
                ]))
    }

    /// The notification of timer `id`'s end: one per timer, so two ends never replace each other.
    static func source(_ id: Int) -> String { "timer-\(id)" }

    // MARK: ModeFeature

    func makePage() -> Widget {
        let page = TimerPage(clock: controller.clock)
        self.page = page
        page.picker.onChange = { [unowned self] in self.pickerChanged() }
        page.picker.onActivate = { [unowned self] in self.actions.invoke(.start) }
        // Start's sensitivity follows the fields as they are typed into, not only once committed.
        page.picker.onTyping = { [unowned self] in self.actions.updateEnabled() }
        page.picker.presetEditor.onRename = { [unowned self] old, new in
            if self.actions.invoke(.renamePreset, payload: Renaming(from: old, to: new)) != nil {
                self.page?.picker.presetEditor.refuseRename(of: old)
            }
        }
        page.picker.showOwnPresets(host.preferences.value.presets)
        renderPage(at: controller.clock.now)
        actions.updateEnabled()
        return page.root
    }

    private func draw(at now: Instant) {
        host.draw(self, at: now) { self.renderPage(at: now) }
    }

    private func renderPage(at now: Instant) {
        guard let page else { return }
        page.render(
            controller.timers, duration: controller.duration, pickerOpen: pickerOpen,
            ringing: ringing, now: now)
        if focusAfterDrawing {
            focusAfterDrawing = false
            if host.pageShows(.timer) { page.focusPrimaryControl() }
        }
    }

    /// The picked duration becomes the model's (what the picker holds next, and `toggle` starts); zero is not kept.
    private func pickerChanged() {
        guard let seconds = page?.picker.totalSeconds, seconds > 0 else {
            return actions.updateEnabled()
        }
        actions.invoke(.set, payload: seconds)
        actions.updateEnabled()
    }

    func dropPage() {
        page = nil
        pickerOpen = false
        actions.updateEnabled()
    }

    var isOnScreen: Bool {
        get { controller.isOnScreen }
        set { controller.isOnScreen = newValue }
    }

    func focusPrimaryControl() { page?.focusPrimaryControl() }

    // Made when a page first shows, not before the window maps (about 1 M instructions a mode).
    private(set) lazy var keyBindings = TimerOperation.keyBindings
    /// The picker's label takes any text ("Green tea"): a key typed into a field stays there.
    let keysYieldToFields = true
    private(set) lazy var shortcutLines = TimerOperation.shortcutLines

    func refresh() { controller.refresh() }

    func fit(short: Bool) { page?.picker.fit(short: short) }

    func dismissEnd() -> String? {
        let wasRinging = sound.isSounding
        sound.silence()
        rang.removeAll()
        let finished = controller.timers.entries.filter { $0.timer.phase == .finished }
        var dismissed: [String] = []
        for entry in finished
        where actions.invoke(.dismiss, payload: Int64(entry.id)) == nil {
            dismissed.append(
                tr("{timer} dismissed", ["timer": Self.name(entry, among: controller.timers)]))
        }
        if !dismissed.isEmpty { return dismissed.joined(separator: "\n") }
        return wasRinging ? tr("Timer silenced") : nil
    }

    func endAwaitsAnswer(_ source: String) -> Bool {
        controller.timers.entries.contains {
            Self.source($0.id) == source && $0.timer.phase == .finished
        }
    }

    /// Every timer's status in the page's order; with none, the picker's idle timer (no id).
    func statuses(reading: ClockReading, zone: LocalZone) -> [TimerStatus] {
        guard !controller.timers.isEmpty else {
            return [
                TimerStatus(
                    timer: CountdownTimer(duration: controller.duration), reading: reading,
                    zone: zone)
            ]
        }
        let ringing = ringing
        return controller.timers.ordered(ringing: ringing).map { entry in
            var status = TimerStatus(entry: entry, reading: reading, zone: zone)
            status.ringing = ringing.contains(entry.id)
            return status
        }
    }

    func addStatus(to report: inout StatusReport, reading: ClockReading, zone: LocalZone) {
        report.timers = statuses(reading: reading, zone: zone)
    }

    var isUnderWay: Bool { controller.timers.entries.contains { $0.timer.isActive } }

    func compactFace(at now: Instant) -> CompactFace {
        guard let top = controller.timers.ordered(ringing: ringing).first else {
            return CompactFace(
                title: mode.title,
                digits: ClockFormat.hms(totalSeconds: controller.duration.totalSecondsRoundedDown),
                progress: 0, button: TimerOperation.start.compactButton)
        }
        let timer = top.timer
        let main: TimerOperation =
            switch timer.phase {
            case .idle, .paused: .resume
            case .running: .pause
            case .finished: .dismiss
            }
        let title =
            timer.phase == .finished
            ? EndNotificationText.timerTitle(label: timer.label)
            : timer.label.isEmpty ? mode.title : LabelText.printable(timer.label)
        var button = main.compactButton
        button.action = main.detailedName(timer: top.id)
        return CompactFace(
            title: title, digits: ClockFormat.hms(totalSeconds: timer.displayedSeconds(at: now)),
            progress: timer.elapsedFraction(at: now), button: button)
    }

    var compactPriority: Int {
        let phases = Set(controller.timers.entries.map(\.timer.phase))
        if phases.contains(.finished) { return 3 }
        if phases.contains(.running) { return 2 }
        return phases.contains(.paused) ? 1 : 0
    }
}
