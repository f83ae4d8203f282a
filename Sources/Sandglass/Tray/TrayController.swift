import GtkKit
import TimerCore

/// Keeps the panel's tray item as the status and the preferences say: there while something
/// runs, rings or waits paused (or always, when the person keeps it), gone otherwise, and never
/// when turned off in Preferences.
///
/// It hears each status `StatusBroadcast` publishes and counts its seconds on with `BarTicks`,
/// as `status --follow` does for a bar: one update of the label per displayed second while
/// something counts, no wake-up at all while nothing does. Its menu is made again only when a
/// new status is heard (or just before a host shows it). All of it only while a panel's tray
/// is there to show it (a StatusNotifierWatcher owns its name): a desktop without one (GNOME
/// without the AppIndicator extension) costs nothing but a watch on that name.
@MainActor
final class TrayController {
    /// What the tray asks of the application: each is an `app.*` action or reads one.
    struct Doors {
        /// Activates a detailed action (`app.timer-pause(int64 0)`), as a menu item would.
        var activate: @MainActor (String) -> Void
        /// Whether a detailed action is enabled now.
        var isEnabled: @MainActor (String) -> Bool
        /// The compact view's face of a mode now: its title and main button.
        var face: @MainActor (Mode) -> CompactFace?
        /// The page a window opened without one shows.
        var lastPage: @MainActor () -> Mode
    }

    private let preferences: PreferencesStore
    private let doors: Doors
    /// Where hosts find our icons first: the source tree's, before an install; "" once installed.
    private let iconFolder = AppIdentity.sourceTreeData.map { $0 + "/icons/modes" } ?? ""
    private lazy var ticks = BarTicks(clock: clock) { [unowned self] items in self.show(items) }
    private let clock: TimeSource
    /// The status last published, and the bar's items last counted from it.
    private var report: StatusReport?
    private var items: [BarItem] = []
    /// A new status was heard since the menu was made.
    private var menuIsStale = true
    /// The item on the bus while it is shown.
    private(set) var shown: TrayConnection?
    /// Who owns the StatusNotifierWatcher's name, followed; whether one does.
    private var watcher: NameWatch?
    private var panelIsThere = false

    init(preferences: PreferencesStore, clock: TimeSource, doors: Doors) {
        self.preferences = preferences
        self.clock = clock
        self.doors = doors
        preferences.observe { [unowned self] before, after in
            guard TrayOption.allCases.contains(where: { $0.isOn(in: before) != $0.isOn(in: after) })
            else { return }
            self.follow()
        }
        // A panel that goes takes the item with it; one that comes (again) gets a new one.
        watcher = NameWatch.onSessionBus(
            TrayConnection.watcherName,
            appeared: { [unowned self] in
                self.panelIsThere = true
                self.follow()
            },
            vanished: { [unowned self] in
                self.panelIsThere = false
                self.follow()
            })
    }

    /// A status was published (`StatusBroadcast`).
    func heard(_ report: StatusReport) {
        self.report = report
        menuIsStale = true
        follow()
    }

    /// Counts the status on while the tray is on and a panel is there; takes the item away otherwise.
    private func follow() {
        if preferences.value.tray, panelIsThere {
            ticks.follow(report)
        } else {
            ticks.follow(nil)
            shown = nil
        }
    }

    /// What the item shows of `items`, now: shown, changed, or taken away.
    private func show(_ items: [BarItem]) {
        self.items = items
        let face = TrayFace(items: items)
        guard preferences.value.tray, panelIsThere,
            !face.isIdle || preferences.value.trayWhenIdle
        else {
            shown = nil
            return
        }
        if let shown {
            shown.item.show(face)
            if menuIsStale { shown.menu.show(menu()) }
        } else {
            shown = TrayConnection(
                face: face, menu: menu(), iconFolder: iconFolder,
                activate: { [unowned self] in self.doors.activate(AppOperation.show(self.page)) },
                activateEntry: { [unowned self] action in self.doors.activate(action) },
                refreshMenu: { [unowned self] in self.menu() })
        }
    }

    /// The menu for what shows now.
    private func menu() -> TrayMenu {
        menuIsStale = false
        return TrayMenu(
            main: items.first.flatMap { Mode(rawValue: $0.mode) }.flatMap(doors.face), window: page,
            isEnabled: doors.isEnabled)
    }

    /// The page a click shows: that of what shows first, else the last one seen.
    private var page: Mode {
        items.first.flatMap { Mode(rawValue: $0.mode) } ?? doors.lastPage()
    }
}
