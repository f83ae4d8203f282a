import FoundationEssentials
import GtkKit
import TimerCore

/// The Stopwatch mode: its controller, saver, actions, its page once shown, its commands.
@MainActor
final class StopwatchFeature: ModeFeature {
    let mode = Mode.stopwatch
    let controller: StopwatchController
    private(set) var actions: OperationActions<StopwatchOperation>!
    private(set) var page: StopwatchPage?
    private unowned let host: FeatureHost
    private let saver: StopwatchSaver
    /// Hundredths drawn at most every 40 ms (every third frame of a 60 Hz clock: 20 a second,
    /// every second one at 50 Hz: 25): the same to a person, a third of the frames.
    private var pacer = FramePacer(interval: .milliseconds(40))

    init(host: FeatureHost, clock: TimeSource, saved: SavedState, reading: ClockReading) {
        self.host = host
        let (saver, stopwatch) = StopwatchSaver.restore(
            saved: saved, clock: clock, reading: reading)
        self.saver = saver
        controller = StopwatchController(stopwatch: stopwatch, clock: clock)
        actions = OperationActions(
            host: host, context: { [unowned self] in self.controller.stopwatch },
            perform: { [unowned self] operation, _ in self.perform(operation) })
        // On disk before the action returns, so before a command line or the window says it is done.
        host.saves.register("stopwatch") { [weak self] in
            guard let self else { return true }
            return self.saver.changed(self.controller.stopwatch)
        }
        controller.onChange = { [unowned self] _ in
            self.host.saves.changed("stopwatch")
            self.actions.updateEnabled()
        }
        controller.onDisplay = { [unowned self] stopwatch, now in
            self.host.draw(self, at: now) { self.page?.render(stopwatch, now: now) }
        }
        controller.onLap = { [unowned self] _, stopwatch in self.page?.lapAdded(to: stopwatch) }
        controller.onSessionEnd = { [unowned host, unowned clock = controller.clock] elapsed, at in
            let end = clock.reading().wallMilliseconds(of: at)
            host.recorder.add(.stopwatch, fromMs: end - elapsed.totalMilliseconds, toMs: end)
        }
        controller.onReset = { [unowned self] in self.page?.showLaps(of: self.controller.stopwatch)
        }
        controller.onAnimatingChange = { [unowned self] animating in self.animate(animating) }
    }

    /// The stopwatch measures wall time, unless the person chose to pause it while away: the
    /// screen locked or the computer asleep, not idleness alone (reading is not leaving).
    func personLeft(since: Instant) {
        guard host.preferences.value.pauseStopwatchWhenAway,
            host.presence.absences.keys.contains(where: { $0 != .idle })
        else { return }
        controller.personLeft()
    }

    func personCameBack(from absences: Set<Absence>) { controller.personCameBack() }

    private func perform(_ operation: StopwatchOperation) {
        switch operation {
        case .start: controller.start()
        case .pause: controller.pause()
        case .resume: controller.start()
        case .toggle: controller.toggle()
        case .lap: controller.lap()
        case .reset:
            let before = controller.stopwatch
            let resetHadFocus = page?.secondaryButton.containsFocus == true
            guard controller.reset() else { return }
            // Reset goes insensitive under the keyboard (nothing left to reset): Start takes it.
            if resetHadFocus, host.pageShows(.stopwatch) { focusPrimaryControl() }
            let laps = before.laps.count
            let text =
                laps == 0
                ? tr("Stopwatch reset")
                : trn(
                    "Stopwatch reset: {count} lap cleared", "Stopwatch reset: {count} laps cleared",
                    laps, ["count": String(laps)])
            host.offerUndo(text) { [weak self] in self?.controller.restore(before) }
        case .copy:
            guard let window = host.window?.window else { return }
            LapExport.copy(controller.stopwatch, from: window)
            host.showNotice(LapExport.copiedText(count: controller.stopwatch.laps.count))
        case .export:
            LapExport.export(controller.stopwatch, parent: host.window?.window) {
                [weak self] text in self?.host.showNotice(text)
            }
        }
    }

    /// Its mode's request, as `CommandRunner` hands it over.
    func carryOut(_ request: any ModeRequest, zone: LocalZone) -> CommandReply {
        guard let request = request as? StopwatchRequest else { return .notThisMode(request) }
        return run(request)
    }

    /// Carries out `sandglass stopwatch …` through the same actions as the window.

    func run(_ operation: StopwatchRequest) -> CommandReply {
        let before = controller.stopwatch
        if let refusal = actions.invoke(operation) { return .refused(refusal) }
        let after = controller.stopwatch
        // Only what sets it going opens a window; pause, lap and reset leave a closed one closed.
        if after.phase == .running, before.phase != .running { host.showWindowIfNone(.stopwatch) }
        if operation == .lap, let lap = after.laps.last, after.laps.count > before.laps.count {
            return .done(
                tr(
                    "Lap {number}: {split} (total {total})",
                    [
                        "number": String(lap.number), "split": StopwatchFormat.text(lap.split),
                        "total": StopwatchFormat.text(lap.total),
                    ]))
        }
        let elapsed = StopwatchFormat.text(after.elapsed(at: controller.clock.now))
        return switch after.phase {
        case .idle: .done(tr("Stopwatch idle: {elapsed}", ["elapsed": elapsed]))
        case .running: .done(tr("Stopwatch running: {elapsed}", ["elapsed": elapsed]))
        case .paused: .done(tr("Stopwatch paused: {elapsed}", ["elapsed": elapsed]))
        }
    }

    /// Draws each frame while running on screen; arms nothing otherwise.
    private func animate(_ animating: Bool) {
        let frame: @MainActor () -> Void = { [unowned self] in
            if self.pacer.shouldDraw(at: self.controller.clock.now) { self.controller.display() }
        }
        // On the frame clock of the view that shows the stopwatch: the compact one, or the page.
        if let compact = host.compactView {
            page?.setAnimating(false, frame: frame)
            compact.setAnimating(animating, frame: frame)
        } else {
            host.window?.compact?.setAnimating(false, frame: frame)
            page?.setAnimating(animating, frame: frame)
        }
    }

    // MARK: ModeFeature

    func makePage() -> Widget {
        let page = StopwatchPage()
        self.page = page
        page.showLaps(of: controller.stopwatch)
        page.render(controller.stopwatch, now: controller.clock.now)
        if controller.isAnimating { animate(true) }
        return page.root
    }

    func dropPage() { page = nil }

    func fit(short: Bool) { page?.fit(short: short) }

    var isOnScreen: Bool {
        get { controller.isOnScreen }
        set { controller.isOnScreen = newValue }
    }

    func focusPrimaryControl() { page?.primaryButton.grabFocus() }

    // Made when a page first shows, not before the window maps (about 1 M instructions a mode).
    private(set) lazy var keyBindings = StopwatchOperation.keyBindings
    let keysYieldToFields = false
    private(set) lazy var shortcutLines = StopwatchOperation.shortcutLines

    func refresh() {}

    func compactFace(at now: Instant) -> CompactFace {
        let stopwatch = controller.stopwatch
        var button = StopwatchOperation.toggleFace(in: stopwatch.phase).compactButton
        button.action = StopwatchOperation.toggle.detailedName
        let title =
            stopwatch.laps.isEmpty
            ? mode.title
            : tr(
                "{mode} · lap {number}",
                ["mode": mode.title, "number": String(stopwatch.laps.count + 1)])
        return CompactFace(
            title: title, digits: StopwatchFormat.text(stopwatch.elapsed(at: now)), progress: nil,
            button: button)
    }

    var compactPriority: Int {
        switch controller.stopwatch.phase {
        case .running: 2
        case .paused: 1
        case .idle: 0
        }
    }

    func addStatus(to report: inout StatusReport, reading: ClockReading, zone: LocalZone) {
        report.stopwatch = StopwatchStatus(stopwatch: controller.stopwatch, now: reading.now)
    }

    /// A running stopwatch does not keep a closed window's application alive (it needs no alert).
    var isUnderWay: Bool { false }
}
