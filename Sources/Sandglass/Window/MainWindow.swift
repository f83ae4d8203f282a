import GtkKit
import TimerCore

/// The application window: a header bar with the mode switcher and menu, and the four mode pages.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let modes = Stack(fadeMilliseconds: 200)
    let timerPage = TimerPage()
    let stopwatchPage = StopwatchPage()
    let pomodoroPage = PomodoroPage()
    let countdownPage = CountdownPage()
    private let header = HeaderBar()
    /// Keys of the pages with text fields (Pomodoro, Countdown), heard after the focused field.
    private(set) var pageKeys: KeyShortcuts?

    /// Called whenever which mode's page can be seen changes (shown, hidden, minimized, switched); nil: none.
    var onVisibleModeChange: ((Mode?) -> Void)?

    init(application: Application) {
        window = ApplicationWindow(application: application)
        window.title = "Sandglass"
        window.setDefaultSize(width: 560, height: 520)

        modes.addChild(timerPage.root, name: Mode.timer.rawValue, title: Mode.timer.title)
        modes.addChild(stopwatchPage.root, name: Mode.stopwatch.rawValue, title: Mode.stopwatch.title)
        modes.addChild(pomodoroPage.root, name: Mode.pomodoro.rawValue, title: Mode.pomodoro.title)
        modes.addChild(countdownPage.root, name: Mode.countdown.rawValue, title: Mode.countdown.title)
        header.setTitleWidget(StackSwitcher(stack: modes))

        let menu = Menu()
        let section = Menu()
        let laps = Menu()
        laps.append("_Copy Laps", action: "app.stopwatch-copy")
        laps.append("_Export Laps…", action: "app.stopwatch-export")
        menu.appendSection(laps)
        section.append("_Keyboard Shortcuts", action: "app.shortcuts")
        section.append("_About Sandglass", action: "app.about")
        menu.appendSection(section)
        let quit = Menu()
        quit.append("_Quit", action: "app.quit")
        menu.appendSection(quit)
        header.packEnd(MenuButton(icon: "open-menu-symbolic", accessibleName: "Main Menu", menu: menu))

        window.setTitlebar(header)
        window.setChild(modes)
        pageKeys = KeyShortcuts(on: window)

        window.onMap { [unowned self] in self.visibilityMayHaveChanged() }
        window.onUnmap { [unowned self] in self.visibilityMayHaveChanged() }
        window.onSurfaceStateChanged { [unowned self] in self.visibilityMayHaveChanged() }
        modes.onVisibleChildChanged { [unowned self] in self.visibilityMayHaveChanged() }
    }

    /// The mode shown, or nil while the window is hidden or minimized: what a person could be looking at.
    var visibleMode: Mode? {
        guard window.isMapped, !window.isMinimized else { return nil }
        return modes.visibleChildName.flatMap(Mode.init(rawValue:))
    }

    var isTimerOnScreen: Bool { visibleMode == .timer }

    /// The mode whose page the switcher shows (even while the window is hidden).
    var selectedMode: Mode {
        get { modes.visibleChildName.flatMap(Mode.init(rawValue:)) ?? .timer }
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
