import GtkKit
import TimerCore

/// The tray item while it is shown: a bus connection of its own with the item and its menu on
/// it, registered with the panel's StatusNotifierWatcher as soon as the watcher is seen on this
/// connection. Letting go of it closes the connection: its name leaves the bus, and every host
/// drops the item, as the StatusNotifierItem specification has an item leave.
@MainActor
final class TrayConnection {
    static let watcherName = "org.kde.StatusNotifierWatcher"
    static let watcherPath = "/StatusNotifierWatcher"

    // Let go in this order: the watch before the connection it calls on.
    private var watch: NameWatch?
    let item: StatusNotifierItem
    let menu: DBusMenu
    private let connection: OwnBusConnection

    /// Puts the item on the bus showing `face` and `menu`; nil without a session bus.
    init?(
        face: TrayFace, menu: TrayMenu, iconFolder: String,
        activate: @escaping @MainActor () -> Void,
        activateEntry: @escaping @MainActor (String) -> Void,
        refreshMenu: @escaping @MainActor () -> TrayMenu
    ) {
        guard let connection = OwnBusConnection(),
            let menu = DBusMenu(
                on: connection, menu: menu, activate: activateEntry, refresh: refreshMenu),
            let item = StatusNotifierItem(
                on: connection, face: face, menuPath: DBusMenu.path, iconFolder: iconFolder,
                activate: activate)
        else { return nil }
        self.connection = connection
        self.menu = menu
        self.item = item
        // Registered by its path: the watcher takes our connection's unique name as the service.
        watch = connection.watch(
            Self.watcherName,
            appeared: { [unowned connection] in
                connection.call(
                    Self.watcherName, path: Self.watcherPath, interface: Self.watcherName,
                    method: "RegisterStatusNotifierItem",
                    parameters: Variant(tuple: [Variant(StatusNotifierItem.path)]))
            }, vanished: {})
    }
}
