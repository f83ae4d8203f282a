import CAdw
import CGtk
import Glibc

/// The application's desktop notifications, on whichever server the desktop has.
///
/// GNOME Shell (and the portal, in a sandbox) keep notifications by application id and start
/// the application through D-Bus activation for a button: GLib's GNotification is right there.
/// Any other server (dunst, mako, KDE's, xfce4-notifyd) knows only the process that sent one:
/// `FreedesktopNotifications` holds those for the application across its processes.
@MainActor
public final class DesktopNotifications {
    private let application: UnsafeMutablePointer<GApplication>
    private let appName: String
    private let iconName: String
    /// Set on first use, once the application is on the bus; nil where GNotification serves.
    private var freedesktop: FreedesktopNotifications?
    private var chosen = false
    /// What an earlier process left shown, handed over once the server is known.
    private var earlier: [String: ShownNotification] = [:]
    /// Told what is shown after each change (freedesktop servers only), to keep for the next process.
    public var onChange: (@MainActor ([String: ShownNotification]) -> Void)?

    init(application: UnsafeMutablePointer<GApplication>, appName: String, iconName: String) {
        self.application = application
        self.appName = appName
        self.iconName = iconName
    }

    /// Shows (or replaces) the notification `id`.
    public func send(id: String, content: NotificationContent) {
        if let server = server() { return server.send(id: id, content: content) }
        let notification = g_notification_new(content.title)
        g_notification_set_body(notification, content.body)
        g_notification_set_priority(
            notification,
            content.urgent ? G_NOTIFICATION_PRIORITY_URGENT : G_NOTIFICATION_PRIORITY_NORMAL)
        let icon = g_themed_icon_new(iconName)
        g_notification_set_icon(notification, icon)
        g_object_unref(UnsafeMutableRawPointer(icon))
        if let action = content.defaultAction {
            g_notification_set_default_action(notification, action)
        }
        for button in content.buttons {
            g_notification_add_button(notification, button.label, button.action)
        }
        g_application_send_notification(application, id, notification)
        g_object_unref(UnsafeMutableRawPointer(notification))
    }

    /// Withdraws the notification `id`, whichever process of the application showed it.
    public func withdraw(id: String) {
        if let server = server() { return server.withdraw(id: id) }
        g_application_withdraw_notification(application, id)
    }

    /// What the last process left shown (it did not quit cleanly); call before anything is sent.
    public func adopt(_ shown: [String: ShownNotification]) {
        earlier = shown
    }

    /// After start-up's own notifications: each adopted one not shown again is shown as this
    /// process's when `wanted` says its end still waits, otherwise closed.
    public func settle(wanted: (String) -> Bool) {
        guard !earlier.isEmpty, let server = server() else { return }
        server.settle(wanted: wanted)
    }

    /// The application quits: a freedesktop server's notifications are closed, since nothing
    /// would answer their buttons, and shown again at the next start while their end waits
    /// (GNOME Shell's stay: it starts the application for them).
    public func closeAll() {
        freedesktop?.closeAll()
    }

    /// The freedesktop server's client, when that is what the desktop has.
    private func server() -> FreedesktopNotifications? {
        if chosen { return freedesktop }
        guard let connection = g_application_get_dbus_connection(application) else { return nil }
        chosen = true
        let bus = BusConnection(raw: connection)
        // As GLib decides: the portal in a sandbox, GNOME Shell's interface where it is offered.
        guard access("/.flatpak-info", F_OK) != 0, !bus.hasOwner("org.gtk.Notifications") else {
            return nil
        }
        let appID =
            g_application_get_application_id(application).map { String(cString: $0) } ?? appName
        let server = FreedesktopNotifications(
            bus: bus, appName: appName, iconName: iconName, desktopEntry: appID)
        server.onChange = { [weak self] shown in self?.onChange?(shown) }
        server.onAction = { [weak self] action in self?.activate(action) }
        server.adopt(earlier)
        freedesktop = server
        return server
    }

    /// Carries out a detailed action (`app.timer-dismiss(int64 3)`) that the application has, with
    /// a parameter of the type it takes; anything else is ignored.
    private func activate(_ detailed: String) {
        var name: UnsafeMutablePointer<gchar>?
        var target: OpaquePointer?
        var error: UnsafeMutablePointer<GError>?
        guard g_action_parse_detailed_name(detailed, &name, &target, &error) != 0, let name else {
            g_clear_error(&error)
            return
        }
        defer {
            g_free(name)
            if let target { g_variant_unref(target) }
        }
        let full = String(cString: name)
        guard full.hasPrefix("app.") else { return }
        let action = String(full.dropFirst(4))
        let group = OpaquePointer(application)
        guard g_action_group_has_action(group, action) != 0 else { return }
        let expected = g_action_group_get_action_parameter_type(group, action)
        let matches =
            switch (expected, target) {
            case (nil, nil): true
            case (let type?, let value?): g_variant_is_of_type(value, type) != 0
            default: false
            }
        guard matches else { return }
        g_action_group_activate_action(group, action, target)
    }
}
