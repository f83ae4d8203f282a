import GtkKit
import TimerCore

/// The application window: a header bar with the mode switcher and menu, and the mode pages.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let modes = Stack(fadeMilliseconds: 200)
    let timerPage = TimerPage()
    private let header = HeaderBar()

    /// Called whenever whether the timer page can be seen changes (shown, hidden, minimized, page switched).
    var onTimerVisibilityChange: ((Bool) -> Void)?

    init(application: Application) {
        window = ApplicationWindow(application: application)
        window.title = "Sandglass"
        window.setDefaultSize(width: 560, height: 520)

        modes.addChild(timerPage.root, name: "timer", title: "Timer")
        header.setTitleWidget(StackSwitcher(stack: modes))

        let menu = Menu()
        let section = Menu()
        section.append("_Keyboard Shortcuts", action: "app.shortcuts")
        section.append("_About Sandglass", action: "app.about")
        menu.appendSection(section)
        let quit = Menu()
        quit.append("_Quit", action: "app.quit")
        menu.appendSection(quit)
        header.packEnd(MenuButton(icon: "open-menu-symbolic", accessibleName: "Main Menu", menu: menu))

        window.setTitlebar(header)
        window.setChild(modes)

        window.onMap { [unowned self] in self.visibilityMayHaveChanged() }
        window.onUnmap { [unowned self] in self.visibilityMayHaveChanged() }
        window.onSurfaceStateChanged { [unowned self] in self.visibilityMayHaveChanged() }
        modes.onVisibleChildChanged { [unowned self] in self.visibilityMayHaveChanged() }
    }

    /// Mapped, not minimized, and on the Timer page: a person could be looking at the timer.
    var isTimerOnScreen: Bool {
        window.isMapped && !window.isMinimized && modes.visibleChildName == "timer"
    }

    private var lastReportedVisibility: Bool?

    private func visibilityMayHaveChanged() {
        let visible = isTimerOnScreen
        guard visible != lastReportedVisibility else { return }
        lastReportedVisibility = visible
        onTimerVisibilityChange?(visible)
    }
}
