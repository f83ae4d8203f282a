import GtkKit
import TimerCore

/// The application window: a header bar with the mode switcher and menu, one page per mode,
/// each built the first time it is shown, and the bar that tells of saved state that was not saved.
///
/// It adapts to its width and height: the switcher moves from the header bar to a bar at the
/// bottom when the header has no room for it, and the `narrow` and `short` style classes make
/// the digits and buttons smaller, down to GNOME's smallest window (360 × 294).
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let modes = ViewStack()
    /// The window's toasts, shared by every mode (a Pomodoro phase end, each Undo, notices such
    /// as "3 laps copied"; each owner withdraws only its own), in a strip of their own under the
    /// pages: the pages make room for a toast, so it never covers their buttons.
    let toasts: ToastOverlay
    /// The strip's height: the toast's while one shows, else nothing.
    private let toastRoom = Box(.vertical)
    /// The switcher at the bottom, shown when the header bar has no room for it; made the first
    /// time that happens (a window wide enough never needs its four buttons).
    private(set) var switcherBar: ViewSwitcherBar?
    /// The full view: the pages over the bottom switcher.
    private let full = Box(.vertical)
    /// The bar about saved state, made the first time it is asked for (it has something to
    /// tell): a hidden bar is still measured, and its label wraps.
    private(set) var saveProblemBanner: SaveProblemBanner?
    var saveProblems: SaveProblemBanner {
        if let saveProblemBanner { return saveProblemBanner }
        let banner = SaveProblemBanner()
        // Above the pages, not over them: the bar takes room from the page, so it never covers a
        // timer's row (the pages scroll; the window keeps its size).
        content.prepend(banner.root)
        saveProblemBanner = banner
        return banner
    }
    /// What ended on another page, with a way there.
    let endNotice = EndNotice()
    /// The quiet alert over the whole window, whichever page shows.
    let flash: WindowFlash
    /// The bar about saved state over the pages, each in room of its own.
    private let content = Box(.vertical)
    /// The full view (pages and bars) or the compact one; sized by the one shown.
    private let views = Stack(fadeMilliseconds: 0)
    /// The compact view, made the first time it is asked for.
    private(set) var compact: CompactView?
    /// The mode the compact view shows (chosen by the shell); nil while the full view shows.
    var compactMode: Mode? {
        didSet { if compactMode != oldValue { visibilityMayHaveChanged() } }
    }
    /// The full view's size, to come back to from the compact view.
    private var fullSize: (width: Int32, height: Int32) = MainWindow.defaultSize
    /// The size a new window opens at before any was kept (`SavedPreferences`'s).
    static let defaultSize = (
        width: Int32(SavedPreferences().windowWidth), height: Int32(SavedPreferences().windowHeight)
    )
    /// The views' names in their stack.
    private static let fullChild = "full-view", compactChild = "compact-view"
    /// The compact view's size: at most 400 × 220, as small as its content allows.
    static let compactSize: (width: Int32, height: Int32) = (340, 120)
    private let header: WindowHeader
    /// Each mode's place in the stack; its page, in a scrolled page, goes in when first shown.
    private var slots: [Mode: Box] = [:]
    private var built: Set<Mode> = []
    private let makePage: (Mode) -> Widget
    /// Keys of the pages with text fields, heard after the focused field.
    private(set) var pageKeys: KeyShortcuts?

    /// Called whenever which mode's page can be seen changes (shown, hidden, minimized, switched); nil: none.
    var onVisibleModeChange: ((Mode?) -> Void)?

    /// A window showing `initial`'s page (the only one built now); `makePage` builds the others on
    /// demand. `canKeepAbove`: whether the header's pin is a toggle (`WindowPin`), or explains the
    /// desktop's own Always on Top.
    init(
        application: Application, modes shown: [Mode], initial: Mode, canKeepAbove: Bool,
        makePage: @escaping (Mode) -> Widget
    ) {
        self.makePage = makePage
        window = ApplicationWindow(application: application)
        toasts = ToastOverlay(child: toastRoom, closeLabel: tr("Dismiss"))
        toasts.addCSSClass("toast-strip")
        // Over whichever view shows, the full one or the compact one.
        flash = WindowFlash(views)
        window.title = "Sandglass"
        window.setDefaultSize(width: Self.defaultSize.width, height: Self.defaultSize.height)

        for mode in shown {
            // Empty until the page is built: a scrolled page with its two scroll bars for each
            // page not shown was 33 widgets styled and measured at every launch (3.6 M
            // instructions, about 1 ms).
            let slot = Box(.vertical)
            slot.setExpand(horizontal: true, vertical: true)
            slots[mode] = slot
            modes.addChild(slot, name: mode.rawValue, title: mode.title, icon: mode.icon)
        }
        modes.visibleChildName = initial.rawValue
        // The switchers make a button for each page the stack has when they are made: all of them.
        header = WindowHeader(modes: modes, canKeepAbove: canKeepAbove)
        buildPageIfNeeded(initial)
        window.setTitlebar(header.root)
        modes.setExpand(vertical: true)
        content.append(modes)
        content.setExpand(vertical: true)
        full.append(content)
        // Under the pages, not over them: a note or a toast takes room from the page, whose
        // buttons then stay free to click.
        full.append(endNotice.root)
        full.append(toasts)
        toasts.onToastChanged = { [unowned self] _ in self.fitNotices() }
        endNotice.onShownChanged = { [unowned self] in self.fitNotices() }
        views.setHomogeneous(false)
        views.addChild(full, name: Self.fullChild, title: tr("Full view"))
        window.setChild(views)
        pageKeys = KeyShortcuts(on: window)

        // The bottom bar shows exactly when the header bar had no room for the switcher.
        header.switcherTitle.onStepChanged { [unowned self] in
            self.showSwitcherBar(self.header.switcherTitle.isTitleVisible)
        }
        window.onSizeChanged { [unowned self] in self.fitStyleToSize() }
        fitStyleToSize()
        window.onMap { [unowned self] in self.visibilityMayHaveChanged() }
        window.onUnmap { [unowned self] in self.visibilityMayHaveChanged() }
        window.onSurfaceStateChanged { [unowned self] in self.visibilityMayHaveChanged() }
        modes.onVisibleChildChanged { [unowned self] in
            if let mode = self.selectedModeIfAny, let page = self.buildPageIfNeeded(mode),
                !self.isCompact, self.window.hasNoFocus || self.modes.containsFocus
            {
                // The view stack hands the focus from the page it hid to the one it shows (the
                // window shown or hidden), but a page built only now was not there to take it:
                // the focus stayed in the hidden page, and then the window's first control (the
                // header's pin) took it, and Space pinned the window.
                _ = page.grabFocus()
            }
            self.visibilityMayHaveChanged()
        }
        // The insides of the header bar and its squeezer, which libadwaita builds: no type names.
        window.tidyAccessibility()
    }

    /// The header bar's switcher (or the window's title, when the switcher does not fit).
    var switcherTitle: ViewSwitcherTitle { header.switcherTitle }

    private func showSwitcherBar(_ shown: Bool) {
        if shown, switcherBar == nil {
            let bar = ViewSwitcherBar(stack: modes)
            bar.tidyAccessibility()
            full.append(bar)
            switcherBar = bar
        }
        switcherBar?.isRevealed = shown && !(isShort && noticeShows)
    }

    /// Whether a toast or another page's end note shows under the pages.
    private var noticeShows: Bool { toasts.shownTitle != nil || endNotice.isShown }

    /// Keeps the toast's room as tall as the toast (nothing without one). In a short window the
    /// bottom switcher steps aside while a note or toast shows, so the page keeps its height and
    /// its buttons stay on screen (Alt+1 … Alt+4 still switch; the note's Show leads to its page).
    private func fitNotices() {
        let height = toasts.shownTitle == nil ? 0 : toasts.toastHeight
        if toastRoom.minimumSize.height != height {
            toastRoom.setSizeRequest(width: -1, height: height)
        }
        showSwitcherBar(header.switcherTitle.isTitleVisible)
    }

    /// Below these sizes the pages use their smaller digits and buttons (`narrow`, `short`).
    static let narrowWidth: Int32 = 560, shortHeight: Int32 = 460

    /// Sets the `narrow` and `short` classes on the window from its size now. Nothing in a page
    /// is wider than a narrow window at the larger style, so the classes never decide the size
    /// they are chosen by.
    private func fitStyleToSize() {
        let size = window.defaultSize
        window.setCSSClass("narrow", size.width > 0 && size.width < Self.narrowWidth)
        let short = size.height > 0 && size.height < Self.shortHeight
        window.setCSSClass("short", short)
        guard short != isShort else { return fitNotices() }
        isShort = short
        for mode in built { onFit?(mode, short) }
        fitNotices()
    }

    /// Whether the window is short (the `short` class): some pages then show less.
    private(set) var isShort = false
    /// Called with a page's mode and `isShort` when that changes, and as a page is built.
    var onFit: ((Mode, Bool) -> Void)? {
        didSet { for mode in built { onFit?(mode, isShort) } }
    }

    /// The page's scrolled page, when built now.
    @discardableResult
    private func buildPageIfNeeded(_ mode: Mode) -> Widget? {
        guard let slot = slots[mode], !built.contains(mode) else { return nil }
        built.insert(mode)
        let group = Box(.vertical)
        group.setExpand(horizontal: true, vertical: true)
        // A group named for its mode, as GtkStack's pages were: a screen reader says which page it is in.
        group.setAccessibleLabel(mode.title)
        group.append(makePage(mode))
        let scrolled = ScrolledPage(child: group, accessibleName: mode.title)
        scrolled.setExpand(horizontal: true, vertical: true)
        slot.append(scrolled)
        slot.tidyAccessibility()
        onFit?(mode, isShort)
        return scrolled
    }

    /// The mode shown (the compact view's, or the page's), or nil while the window is hidden or
    /// minimized: what a person could be looking at.
    var visibleMode: Mode? {
        guard window.isMapped, !window.isMinimized else { return nil }
        return compactMode ?? selectedModeIfAny
    }

    var isCompact: Bool { views.visibleChildName == Self.compactChild }

    /// Shows the compact view (a small window without a title bar) or the full one, at the size it had.
    func setCompact(_ on: Bool) {
        guard on != isCompact else { return }
        if on {
            // The default size follows the window's (the frame included), as setDefaultSize takes it.
            let size = window.defaultSize
            if size.width > 0, size.height > 0 { fullSize = size }
            if compact == nil {
                let made = CompactView()
                made.root.tidyAccessibility()
                made.root.movesWindow { [unowned self] in self.onLeaveCompact?() }
                views.addChild(made.root, name: Self.compactChild, title: tr("Compact view"))
                compact = made
            }
            views.visibleChildName = Self.compactChild
            header.root.isVisible = false
            window.setDefaultSize(width: Self.compactSize.width, height: Self.compactSize.height)
        } else {
            views.visibleChildName = Self.fullChild
            header.root.isVisible = true
            window.setDefaultSize(width: fullSize.width, height: fullSize.height)
        }
    }

    /// A double click on the compact view: back to the full one.
    var onLeaveCompact: (() -> Void)?

    /// Puts a dot on the tab of each page of `modes` that is not the page shown (something runs
    /// or rings there), and takes it off the others.
    func markAttention(_ modes: Set<Mode>) {
        let shown = selectedModeIfAny
        for mode in slots.keys {
            self.modes.setNeedsAttention(modes.contains(mode) && mode != shown, page: mode.rawValue)
        }
    }

    private var selectedModeIfAny: Mode? {
        modes.visibleChildName.flatMap { name in slots.keys.first { $0.rawValue == name } }
    }

    /// The mode whose page the switcher shows (even while the window is hidden).
    var selectedMode: Mode {
        get { selectedModeIfAny ?? .timer }
        set { modes.visibleChildName = newValue.rawValue }
    }

    private var lastReportedMode: Mode??

    /// Tells the visible mode again even if it did not change (the view that draws it did).
    func reportVisibleModeAgain() {
        lastReportedMode = nil
        visibilityMayHaveChanged()
    }

    private func visibilityMayHaveChanged() {
        let visible = visibleMode
        guard lastReportedMode != .some(visible) else { return }
        lastReportedMode = .some(visible)
        onVisibleModeChange?(visible)
    }
}
