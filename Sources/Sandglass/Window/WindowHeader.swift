import GtkKit
import TimerCore

/// The window's header bar: the pin at the start; the mode switcher in the middle (the window's
/// title instead when the bar has no room for it); the compact toggle and the main menu at the end.
@MainActor
final class WindowHeader {
    let root = HeaderBar()
    let switcherTitle: ViewSwitcherTitle

    init(modes: ViewStack, canKeepAbove: Bool) {
        switcherTitle = ViewSwitcherTitle(stack: modes, title: "Sandglass")
        root.setTitleWidget(switcherTitle)
        root.packEnd(
            MenuButton(icon: "open-menu-symbolic", accessibleName: tr("Main Menu")) {
                Self.mainMenu()
            })
        root.packStart(Self.pinControl(canKeepAbove: canKeepAbove))
        let compact = WindowOption.compact
        root.packEnd(
            ToggleButton(
                icon: compact.icon, accessibleName: compact.title, action: compact.detailedName))
    }

    /// The pin: a toggle of `app.pin` where the display can keep a window on top; elsewhere
    /// (Wayland) the same icon opens a few words on the desktop's own Always on Top.
    private static func pinControl(canKeepAbove: Bool) -> Widget {
        let option = WindowOption.pin
        guard !canKeepAbove else {
            // Pinned, it is filled with the accent colour and its tooltip says so; unpinned, it
            // is a plain icon offering to keep the window on top.
            let pin = ToggleButton(
                icon: option.icon, accessibleName: option.title, action: option.detailedName)
            pin.addCSSClass("pin-toggle")
            pin.onToggled { [unowned pin] in showPinState(pin) }
            showPinState(pin)
            return pin
        }
        let words = Label(
            WindowOption.compositorKeepsOnTop.prefix(1).uppercased()
                + WindowOption.compositorKeepsOnTop.dropFirst() + ".")
        words.setWrap(true)
        words.setMaxWidthChars(36)
        words.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        return MenuButton(
            icon: option.icon, accessibleName: option.title, popover: Popover(child: words))
    }

    /// The pin's tooltip says whether the window is kept on top.
    private static func showPinState(_ pin: ToggleButton) {
        pin.tooltip = pin.isActive ? WindowOption.pin.done(true) : WindowOption.pin.title
    }

    /// The main menu: what concerns every page (a page's own actions are on the page).
    private static func mainMenu() -> Menu {
        let menu = Menu()
        let alerts = Menu()
        for mode in AlertOption.modes {
            let section = Menu()
            for option in AlertOption.all where option.mode == mode {
                section.append(option.menuLabel, action: option.detailedName)
            }
            alerts.appendSection(section, heading: mode.title)
        }
        let general = Menu()
        general.appendSubmenu(tr("Alerts"), alerts)
        for operation in [AppOperation.history, .preferences, .shortcuts, .about] {
            general.append(operation.definition.menuLabel ?? "", action: operation.detailedName)
        }
        menu.appendSection(general)
        let quit = Menu()
        quit.append(
            AppOperation.quit.definition.menuLabel ?? "", action: AppOperation.quit.detailedName)
        menu.appendSection(quit)
        return menu
    }
}
