import GtkKit
import TimerCore

/// The application window: a header bar with the mode switcher and menu, one page per mode,
/// each built the first time it is shown, and the bar that tells of saved state that was not saved.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let modes = Stack(fadeMilliseconds: 200)
    let saveProblems = SaveProblemBanner()
    /// What ended on another page, with a way there.
    let endNotice = EndNotice()
    /// The quiet alert over the whole window, whichever page shows.
    let flash: WindowFlash
    private let content: Overlay
    private let header = HeaderBar()
    /// Each mode's place in the stack; its page goes in when first shown.
    private var slots: [Mode: Box] = [:]
    private var built: Set<Mode> = []
    private let makePage: (Mode) -> Widget
    /// Keys of the pages with text fields, heard after the focused field.
    private(set) var pageKeys: KeyShortcuts?

    /// Called whenever which mode's page can be seen changes (shown, hidden, minimized, switched); nil: none.
    var onVisibleModeChange: ((Mode?) -> Void)?

    /// A window showing `initial`'s page (the only one built now); `makePage` builds the others on demand.
    init(application: Application, modes shown: [Mode], initial: Mode, menuItems: [(label: String, action: String)],
         makePage: @escaping (Mode) -> Widget) {
        self.makePage = makePage
        window = ApplicationWindow(application: application)
        // Over the pages, not above them: the bars never make the window taller.
        content = Overlay(child: modes)
        flash = WindowFlash(content)
        window.title = "Sandglass"
        window.setDefaultSize(width: 560, height: 520)

        for mode in shown {
            let slot = Box(.vertical)
            slot.setExpand(horizontal: true, vertical: true)
            slots[mode] = slot
            modes.addChild(slot, name: mode.rawValue, title: mode.title)
        }
        modes.visibleChildName = initial.rawValue
        buildPageIfNeeded(initial)
        header.setTitleWidget(StackSwitcher(stack: modes))

        header.packEnd(MenuButton(icon: "open-menu-symbolic", accessibleName: "Main Menu") {
            Self.mainMenu(items: menuItems)
        })
        header.packStart(Self.pinControl(canKeepAbove: window.canKeepAbove))

        window.setTitlebar(header)
        content.addAcrossTop(saveProblems.root)
        content.addOver(endNotice.root)
        window.setChild(content)
        pageKeys = KeyShortcuts(on: window)

        window.onMap { [unowned self] in self.visibilityMayHaveChanged() }
        window.onUnmap { [unowned self] in self.visibilityMayHaveChanged() }
        window.onSurfaceStateChanged { [unowned self] in self.visibilityMayHaveChanged() }
        modes.onVisibleChildChanged { [unowned self] in
            if let mode = self.selectedModeIfAny { self.buildPageIfNeeded(mode) }
            self.visibilityMayHaveChanged()
        }
    }

    /// The pin: a toggle of `app.pin` where the display can keep a window on top; elsewhere
    /// (Wayland) the same icon opens a few words on the desktop's own Always on Top.
    private static func pinControl(canKeepAbove: Bool) -> Widget {
        let option = WindowOption.pin
        guard !canKeepAbove else { return ToggleButton(icon: option.icon, accessibleName: option.title, action: option.detailedName) }
        let words = Label(WindowOption.compositorKeepsOnTop.prefix(1).uppercased() + WindowOption.compositorKeepsOnTop.dropFirst() + ".")
        words.setWrap(true)
        words.setMaxWidthChars(36)
        words.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        return MenuButton(icon: option.icon, accessibleName: option.title, popover: Popover(child: words))
    }

    /// The main menu: the modes' items, then the application's.
    private static func mainMenu(items menuItems: [(label: String, action: String)]) -> Menu {
        let menu = Menu()
        if !menuItems.isEmpty {
            let section = Menu()
            for item in menuItems { section.append(item.label, action: item.action) }
            menu.appendSection(section)
        }
        let alerts = Menu()
        for mode in AlertOption.modes {
            let section = Menu()
            for option in AlertOption.all where option.mode == mode { section.append(option.menuLabel, action: option.detailedName) }
            alerts.appendSection(section, heading: mode.title)
        }
        let general = Menu()
        general.appendSubmenu("Alerts", alerts)
        for operation in [AppOperation.shortcuts, .about] {
            general.append(operation.definition.menuLabel ?? "", action: operation.detailedName)
        }
        menu.appendSection(general)
        let quit = Menu()
        quit.append(AppOperation.quit.definition.menuLabel ?? "", action: AppOperation.quit.detailedName)
        menu.appendSection(quit)
        return menu
    }

    private func buildPageIfNeeded(_ mode: Mode) {
        guard let slot = slots[mode], !built.contains(mode) else { return }
        built.insert(mode)
        slot.append(makePage(mode))
    }

    /// The mode shown, or nil while the window is hidden or minimized: what a person could be looking at.
    var visibleMode: Mode? {
        guard window.isMapped, !window.isMinimized else { return nil }
        return selectedModeIfAny
    }

    private var selectedModeIfAny: Mode? { modes.visibleChildName.flatMap(Mode.init(rawValue:)) }

    /// The mode whose page the switcher shows (even while the window is hidden).
    var selectedMode: Mode {
        get { selectedModeIfAny ?? .timer }
        set { modes.visibleChildName = newValue.rawValue }
    }

    private var lastReportedMode: Mode??

    private func visibilityMayHaveChanged() {
        let visible = visibleMode
        guard lastReportedMode != .some(visible) else { return }
        lastReportedMode = .some(visible)
        onVisibleModeChange?(visible)
    }
}
