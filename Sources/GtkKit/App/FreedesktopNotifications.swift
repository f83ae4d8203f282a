/// Notifications through the desktop's freedesktop notification server (dunst, mako, KDE's,
/// xfce4-notifyd…), held by the application rather than by the process.
///
/// GLib's own backend forgets a notification once one of its actions is used, and the server
/// answers a button only to the bus name of the process that showed it: after a restart the
/// buttons of what the last run showed reached nobody, and nothing could withdraw it. Here each
/// notification keeps its server id under a stable id (`timer-3`); the owner saves them
/// (`onChange`), so the next process takes them over (`adopt`, then `settle`): it shows them
/// again as its own or closes them.
@MainActor
final class FreedesktopNotifications {
    static let name = "org.freedesktop.Notifications"
    private static let path = "/org/freedesktop/Notifications"

    private let bus: BusConnection
    private let appName: String
    private let iconName: String
    private let desktopEntry: String
    /// What is on the desktop, by stable id.
    private(set) var shown: [String: ShownNotification] = [:]
    /// Shown by an earlier process and not yet taken over by this one.
    private var adopted: Set<String> = []
    /// Ids whose `Notify` is on its way, with what was asked for them meanwhile.
    private var inFlight: [String: Pending] = [:]
    /// Each notification's actions (key → detailed action) by server id, until it closes: a click
    /// on its body leaves its buttons working.
    private var actions: [UInt32: [String: String]] = [:]
    /// Told what is shown after each change, to keep it for the next process.
    var onChange: (@MainActor ([String: ShownNotification]) -> Void)?
    /// A detailed action to carry out: a button or the notification itself was clicked.
    var onAction: (@MainActor (String) -> Void)?

    private enum Pending {
        case nothing
        case send(NotificationContent)
        case withdraw
    }

    init(bus: BusConnection, appName: String, iconName: String, desktopEntry: String) {
        self.bus = bus
        self.appName = appName
        self.iconName = iconName
        self.desktopEntry = desktopEntry
        bus.subscribe(sender: Self.name, interface: Self.name, path: Self.path) {
            [weak self] member, parameters in
            self?.received(member, parameters.tupleItems)
        }
    }

    /// Shows `content` under `id`, replacing what that id showed (in this run or an earlier one).
    func send(id: String, content: NotificationContent) {
        if inFlight[id] != nil {
            inFlight[id] = .send(content)
            return
        }
        adopted.remove(id)
        inFlight[id] = .nothing
        var keys: [String] = []
        var byKey: [String: String] = [:]
        if let action = content.defaultAction {
            keys += ["default", ""]
            byKey["default"] = action
        }
        for button in content.buttons {
            // The detailed action is the key: what a server's menu shows of it is harmless.
            keys += [button.action, button.label]
            byKey[button.action] = button.action
        }
        let hints = Variant(dictionary: [
            ("urgency", Variant(byte: content.urgent ? 2 : 1)),
            ("desktop-entry", Variant(desktopEntry)),
        ])
        let parameters = Variant(tuple: [
            Variant(appName), Variant(uint32: shown[id]?.serverID ?? 0), Variant(iconName),
            Variant(content.title),
            Variant(content.body), Variant(strings: keys), hints, Variant(int32: -1),
        ])
        bus.call(
            Self.name, path: Self.path, interface: Self.name, method: "Notify",
            parameters: parameters
        ) { [weak self] reply in
            guard let self else { return }
            if let serverID = reply?.tupleItems.first?.uint32 {
                if let old = shown[id]?.serverID, old != serverID { actions[old] = nil }
                shown[id] = ShownNotification(serverID: serverID, content: content)
                actions[serverID] = byKey
                onChange?(shown)
            }
            let next = inFlight.removeValue(forKey: id) ?? .nothing
            switch next {
            case .nothing: break
            case .send(let content): send(id: id, content: content)
            case .withdraw: withdraw(id: id)
            }
        }
    }

    /// Takes `id`'s notification off the desktop, whichever run showed it.
    func withdraw(id: String) {
        if inFlight[id] != nil {
            inFlight[id] = .withdraw
            return
        }
        adopted.remove(id)
        guard let old = shown.removeValue(forKey: id) else { return }
        actions[old.serverID] = nil
        close(old.serverID)
        onChange?(shown)
    }

    /// What an earlier process showed and did not withdraw (it quit without a word): this
    /// process's `send` for the same ids replaces them.
    func adopt(_ earlier: [String: ShownNotification]) {
        for (id, notification) in earlier where shown[id] == nil {
            shown[id] = notification
            adopted.insert(id)
        }
    }

    /// Once this process has said what it has to: an earlier notification it did not show again
    /// is shown again as its own when `wanted` (its end still waits for an answer), else closed.
    func settle(wanted: (String) -> Bool) {
        for id in adopted.sorted() {
            guard let notification = shown[id] else { continue }
            if wanted(id) { send(id: id, content: notification.content) } else { withdraw(id: id) }
        }
    }

    /// The application quits: everything shown is closed, so no button is left that nobody
    /// answers; the record stays, for the next process to show again what still waits.
    func closeAll() {
        for notification in shown.values { close(notification.serverID) }
        bus.flush()
    }

    private func close(_ serverID: UInt32) {
        bus.call(
            Self.name, path: Self.path, interface: Self.name, method: "CloseNotification",
            parameters: Variant(tuple: [Variant(uint32: serverID)]))
    }

    private func received(_ member: String, _ arguments: [Variant]) {
        guard let serverID = arguments.first?.uint32 else { return }
        switch member {
        case "ActionInvoked":
            guard arguments.count == 2, let key = arguments[1].string,
                let action = actions[serverID]?[key]
            else { return }
            onAction?(action)
        case "NotificationClosed":
            // Gone from the desktop (expired, closed by the person): nothing left to replace or close.
            actions[serverID] = nil
            guard let id = shown.first(where: { $0.value.serverID == serverID })?.key else {
                return
            }
            shown[id] = nil
            adopted.remove(id)
            onChange?(shown)
        default:
            break
        }
    }
}
