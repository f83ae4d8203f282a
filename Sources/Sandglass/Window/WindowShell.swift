import FoundationEssentials
import GtkKit
import TimerCore

/// The window around the modes' pages, and what the modes ask of it: the features' host.
///
/// It opens the window on the page asked for (building only that page), keeps it alive while
/// something is under way, binds the shown page's keys, and brings a mode forward at its end.
@MainActor
final class WindowShell: FeatureHost {
    let application: Application
    let preferences: PreferencesStore
    /// Whether the person is at the computer (`AwayWatch` keeps it).
    var presence = Presence()
    let recorder: FocusRecorder
    /// The window's kept size and page.
    private let placement: WindowPlacement
    /// The modes, in the switcher's order (set once by the application, after making them).
    var features: [ModeFeature] = []
    /// Told when the status may have changed; `forced` where the models alone would not show it
    /// (an end rang or was answered, a window setting changed).
    var onStatusChange: (@MainActor (_ forced: Bool) -> Void)?
    private(set) var window: MainWindow?
    private lazy var keys = PageKeys(application: application)
    /// The ends told and not answered yet, by their notification's id.
    private var unanswered: Set<String> = []
    /// Which save problems the window is to show, once each.
    let saveNotices: SaveProblemNotices
    let saves: PendingSaves
    /// The change the window's toast offers to undo.
    private let undoOffer = UndoOffer()
    /// Keeps the window above others, the way this desktop allows.
    private let pin: WindowPin

    /// `problemsSince`: a `SaveProblems.mark` from before the saved state was read, so what went
    /// wrong at start-up shows when the window first appears.
    init(
        application: Application, preferences: PreferencesStore, clock: TimeSource,
        recorder: FocusRecorder, problemsSince mark: Int
    ) {
        self.application = application
        self.recorder = recorder
        saves = PendingSaves(clock: clock)
        self.preferences = preferences
        placement = WindowPlacement(preferences: preferences)
        saveNotices = SaveProblemNotices(since: mark)
        pin = WindowPin(
            environment: ProcessInfo.processInfo.environment, restarts: preferences.keepsChanges)
        saveNotices.onWaiting = { [unowned self] in self.showSaveProblems() }
        pin.onNeedsX11 = { [unowned self] in self.restartOnX11() }
        // sway and i3 pin a moment after they are asked (once they know the window): status hears it then.
        pin.onChange = { [unowned self] in self.onStatusChange?(true) }
    }

    func feature(_ mode: Mode) -> ModeFeature? { features.first { $0.mode == mode } }

    /// Opens the window (creating it on `mode`'s page if needed), switches to `mode`, brings it to the front.
    func showWindow(_ mode: Mode?) {
        // The start after a restart for the pin whose window was hidden (closed while something
        // ran): the window is made again, hidden.
        if window == nil, mode == nil, InstanceRestart.takeHiddenWindow() {
            _ = makeWindow(initial: placement.lastPage)
            return
        }
        let wasHidden = self.window.map { !$0.window.isVisible } ?? false
        let window = self.window ?? makeWindow(initial: mode ?? placement.lastPage)
        if let mode {
            window.selectedMode = mode
            // Asked for by name (a notification, Alt+number, the launcher): the compact view shows it too.
            if window.isCompact { window.compactMode = mode }
        }
        window.window.present()
        // Shown again after it was closed (hidden while something ran), it is as when first
        // opened: the page's first action holds the focus. GTK would give it to the window's
        // first control, the header's pin, and Space would pin the window.
        if wasHidden, !window.isCompact { feature(window.selectedMode)?.focusPrimaryControl() }
    }

    private func makeWindow(initial: Mode) -> MainWindow {
        let window = MainWindow(
            application: application, modes: features.map(\.mode), initial: initial,
            canKeepAbove: pin.canPin(nil)
        ) { [unowned self] mode in self.feature(mode)?.makePage() ?? Box(.vertical) }
        self.window = window
        placement.restore(window)
        keys.forget()
        window.endNotice.onShow = { [unowned self] mode in self.showWindow(mode) }
        window.onFit = { [unowned self] mode, short in self.feature(mode)?.fit(short: short) }
        window.onVisibleModeChange = { [unowned self] mode in
            for feature in self.features { feature.isOnScreen = feature.mode == mode }
            // The page that ended is on screen now: its own view says the rest.
            if let mode, self.window?.endNotice.mode == mode { self.window?.endNotice.hide() }
            if let mode {
                self.keys.bind(self.feature(mode), allFeatures: self.features, window: self.window)
            }
            if let mode, self.window?.isCompact == false { self.placement.pageShown(mode) }
            self.markAttention()
            self.onStatusChange?(false)  // window.visible is part of the status
            // What showing the window, a page or a view ran and freed once (building it, its first
            // frames) goes back a second later; out of sight, all of it, for what may be hours.
            ProcessMemory.settleSoon()
        }
        if isInEffect(.pin) { pin.apply(true, to: window.window) }  // applied as it maps
        markAttention()
        // Through the action, as its button and key go: it toggles back to the full view.
        window.onLeaveCompact = { [unowned self] in
            self.application.activateAction(WindowOption.compact.name)
        }
        if isOn(.compact) {
            window.setCompact(true)
            pin.setCompact(MainWindow.compactSize, window: window.window)
            window.compactMode = compactModeNow()
        }
        window.window.onCloseRequest { [unowned self] in self.closeRequested() }
        window.window.onNotify("is-active") { [unowned self] in
            if self.window?.window.isActive == true { self.clearUrgency() }
        }
        // The first action holds the focus, so Enter and Space act at once; Alt+letter reaches the rest.
        feature(initial)?.focusPrimaryControl()
        saveNotices.catchUp()  // and shows what waited for a window
        return window
    }

    /// Puts the problems waiting in the window's bar (they wait while there is no window).
    private func showSaveProblems() {
        guard let window else { return }
        let problems = saveNotices.take()
        if !problems.isEmpty { window.saveProblems.show(problems) }
        let savedAgain = saveNotices.takeSavedAgain()
        // Lines only change on a bar that told of something.
        window.saveProblemBanner?.showSaved(savedAgain)
    }

    /// Closing the window while something is under way only hides it: its end is still noticed.
    private func closeRequested() -> Bool {
        guard features.contains(where: \.isUnderWay), let window else { return false }
        window.window.isVisible = false
        return true
    }

    // MARK: The window's settings

    func isOn(_ option: WindowOption) -> Bool { option.isOn(in: preferences.value) }

    /// Pinned on Wayland where Xwayland keeps windows on top: Sandglass starts afresh there, its
    /// window shown as it is now. Once: the new start opens on X11.
    private func restartOnX11() {
        guard !restarting else { return }
        restarting = true
        InstanceRestart.schedule(application: application, saves: saves) { [unowned self] in
            self.window?.window.isVisible ?? true
        }
    }

    private var restarting = false

    /// Whether the window can be kept above others here (X11, Xwayland on GNOME and KDE, sway;
    /// not other Wayland desktops).
    var canKeepAbove: Bool { pin.canPin(window?.window) }

    /// Whether `option` is on as far as this display goes (a pin saved under X11 is off on Wayland).
    func isInEffect(_ option: WindowOption) -> Bool {
        isOn(option) && (option != .pin || canKeepAbove)
    }

    /// Why `option` cannot be turned `on` here, or nil.
    func refusal(_ option: WindowOption, _ on: Bool) -> String? {
        option.refusal(turningOn: on, displayCanKeepAbove: canKeepAbove)
    }

    /// Turns `option` on or off: applied to the window (now, or when it is made), saved, and shown
    /// by its action's button; or the reason it cannot be, with nothing changed.
    func set(_ option: WindowOption, _ on: Bool) -> String? {
        let action = application.action(named: option.name)
        if let refusal = refusal(option, on) {
            action?.state = isInEffect(option)  // a pressed button springs back
            return refusal
        }
        // Shown first: the preferences' observers then see the change as made here.
        action?.state = on
        switch option {
        case .pin:
            preferences.value.pinned = on
            if let window { pin.apply(on, to: window.window) }
        case .compact:
            preferences.value.compact = on
            applyCompact()
        }
        onStatusChange?(true)
        return nil
    }

    // MARK: The compact view

    /// The compact view while it shows (features draw there instead of on their pages).
    var compactView: CompactView? {
        guard let window, window.isCompact else { return nil }
        return window.compact
    }

    /// Shows the compact view or the full one, as the preference says, and has the mode it
    /// shows drawn there at once.
    private func applyCompact() {
        guard let window else { return }
        let on = isOn(.compact)
        window.setCompact(on)
        pin.setCompact(on ? MainWindow.compactSize : nil, window: window.window)
        window.compactMode = on ? compactModeNow() : nil
        // Whoever drew before stops; the mode now shown draws in the view that shows it.
        features.forEach { $0.isOnScreen = false }
        window.reportVisibleModeAgain()
    }

    /// What the compact view shows: what rings, else what runs, else what is paused, else the
    /// page the full view was on.
    private func compactModeNow() -> Mode {
        let ranked = features.filter { $0.compactPriority > 0 }.max {
            $0.compactPriority < $1.compactPriority
        }
        return ranked?.mode ?? window?.selectedMode ?? .timer
    }

    /// Something started, ended or was answered: the compact view may have to show another mode.
    func refreshCompactMode() {
        guard let window, window.isCompact else { return }
        window.compactMode = compactModeNow()
    }

    /// The window's part of `status`: shown or not, kept on top as the window manager applied
    /// it, and whether it shows the compact view.
    var status: WindowStatus {
        WindowStatus(
            visible: window?.visibleMode != nil, pinned: pin.isPinned(window?.window),
            compact: window?.isCompact ?? false)
    }

    // MARK: FeatureHost

    func showWindowIfNone(_ mode: Mode) {
        if window == nil { showWindow(mode) }
    }

    /// Something ended: say so without moving the person. The notification goes out (clicking it
    /// opens the window on that mode); the page stays, the window stays where it is (closed,
    /// hidden or behind others) and the focus stays; the taskbar is asked for attention while
    /// the window is not focused, another page shows a note, and the window flashes when the
    /// person asked for it for that mode.
    func stateChanged() {
        markAttention()
        onStatusChange?(false)
    }

    /// A dot on the tab of each other page where something runs or rings.
    private func markAttention() {
        window?.markAttention(Set(features.filter { $0.compactPriority >= 2 }.map(\.mode)))
    }

    func announceEnd(_ end: EndAnnouncement) {
        markAttention()
        onStatusChange?(true)
        unanswered.insert(end.source)
        refreshCompactMode()
        application.notifications.send(id: end.source, content: end.notification)
        guard let window else { return }
        if !window.window.isActive { window.window.setUrgent(true) }
        if window.visibleMode != end.mode { window.endNotice.show(end.note, in: end.mode) }
        if preferences.value.alerts(end.mode, by: .flash), window.visibleMode != nil {
            window.flash.start()
        }
    }

    /// Whether an end that notification `source` told of (in this run or an earlier one) still waits.
    func endAwaitsAnswer(_ source: String) -> Bool {
        features.contains { $0.endAwaitsAnswer(source) }
    }

    func endAnswered(_ mode: Mode, source: String?) {
        markAttention()
        onStatusChange?(true)
        refreshCompactMode()
        let id = source ?? mode.rawValue
        application.notifications.withdraw(id: id)
        unanswered.remove(id)
        // The taskbar's alert stays while another end waits for its answer.
        if unanswered.isEmpty { clearUrgency() }
        if window?.endNotice.mode == mode { window?.endNotice.hide() }
    }

    func showToast(
        _ text: String, button: (label: String, action: String)?,
        onDismissed: @escaping @MainActor () -> Void
    ) -> ToastOverlay.Handle? {
        window?.toasts.show(text, seconds: 0, button: button, onDismissed: onDismissed)
    }

    func withdrawToast(_ handle: ToastOverlay.Handle) { window?.toasts.withdraw(handle) }

    func offerUndo(_ text: String, restore: @escaping @MainActor () -> Void) {
        guard let window else { return }
        let undo = tr("_Undo")
        let action = undoOffer.offer(restore)
        window.toasts.show(
            text, seconds: UndoOffer.seconds, button: (undo, action),
            spokenButton: MnemonicLabel.plain(undo))
        // The compact view has no room for the toast strip: its main button offers Undo instead.
        compactView?.offerUndo(text, action: action, seconds: UndoOffer.seconds)
    }

    /// Keeps `restore` as the standing undo offer (a toast elsewhere, the History window's);
    /// the detailed action that carries it out.
    func undoAction(_ restore: @escaping @MainActor () -> Void) -> String {
        undoOffer.offer(restore)
    }

    /// Undo on the toast (or the compact view's button) of offer `token`.
    func undo(_ token: Int64) {
        if undoOffer.undo(token) { compactView?.withdrawUndo() }
    }

    private func clearUrgency() { window?.window.setUrgent(false) }

    /// A hidden window with nothing left under way has no reason to keep the app alive.
    func underWayChanged() {
        refreshCompactMode()
        guard let window, !window.window.isVisible, !features.contains(where: \.isUnderWay) else {
            return
        }
        window.window.destroy()
        self.window = nil
        features.forEach { $0.dropPage() }
    }
}
