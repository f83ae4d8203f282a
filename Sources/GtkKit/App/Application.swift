import CAdw
import CGtk

/// The AdwApplication (a GtkApplication that sets up libadwaita and follows the desktop's light
/// or dark style): one primary instance per session, actions, accelerators, command lines.
@MainActor
public final class Application: Object {
    private var actions: [String: SimpleAction] = [:]
    private let notificationName: String
    private let notificationIcon: String

    /// An application with the given D-Bus id that receives every command line (its own and
    /// those forwarded by later `sandglass` processes).
    /// `unique: false` skips the session bus (tests): every process is its own primary.
    /// `name` and `icon` are what notifications show as the sender (freedesktop servers).
    public init(id: String, unique: Bool = true, name: String? = nil, icon: String? = nil) {
        notificationName = name ?? id
        notificationIcon = icon ?? id
        var flags = G_APPLICATION_HANDLES_COMMAND_LINE.rawValue
        if !unique { flags |= G_APPLICATION_NON_UNIQUE.rawValue }
        super.init(
            adopting: UnsafeMutableRawPointer(
                adw_application_new(id, GApplicationFlags(rawValue: flags))))
        // No automatic resources (the program ships none: no menus.ui, help overlay, style.css or
        // icons under /io/github/…): GtkApplication's start-up would otherwise add an icon resource
        // path, which throws away the icon theme GTK has just loaded in a thread, so the window's
        // first icon reloaded it on the main thread (about 6 ms of every launch).
        g_application_set_resource_base_path(gApplication, nil)
    }

    /// Registers without running the main loop (emits startup); tests drive the loop themselves.
    @discardableResult
    public func register() -> Bool { g_application_register(gApplication, nil, nil) != 0 }

    /// The GUID of the session bus the application registered on; nil before that, or without a bus.
    public var sessionBusID: String? {
        guard let bus = g_application_get_dbus_connection(gApplication) else { return nil }
        return g_dbus_connection_get_guid(bus).map { String(cString: $0) }
    }

    /// Gives up the application's name on the session bus at once, after answering what was
    /// sent to it: the process is about to start afresh (`exec`), and its next image takes the
    /// name again. Released first, so nothing new is routed here; then the calls that came before
    /// (in order ahead of the release's reply) are answered and every reply is sent. The bus
    /// would drop the name only when it notices the connection closed, which may be after the
    /// new image asks for it.
    public func giveUpBusName() {
        guard let bus = g_application_get_dbus_connection(gApplication),
            let id = g_application_get_application_id(gApplication)
        else { return }
        var name: OpaquePointer? = g_variant_new_string(id)
        let arguments = withUnsafeMutablePointer(to: &name) { g_variant_new_tuple($0, 1) }
        let reply = g_dbus_connection_call_sync(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
            "ReleaseName", arguments, nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil, nil)
        if let reply { g_variant_unref(reply) }
        // Bounded: a source that is always ready (an idle) would otherwise keep this going.
        var turns = 0
        while g_main_context_pending(nil) != 0, turns < 200 {
            g_main_context_iteration(nil, 0)
            turns += 1
        }
        g_dbus_connection_flush_sync(bus, nil, nil)
    }

    var gtkApplication: UnsafeMutablePointer<GtkApplication> { cast(pointer) }
    private var gApplication: UnsafeMutablePointer<GApplication> { cast(pointer) }

    public func onStartup(_ handler: @escaping @MainActor () -> Void) {
        onSignal("startup", handler)
    }
    /// The application is about to end (after the main loop's last turn).
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) {
        onSignal("shutdown", handler)
    }
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        onSignal("activate", handler)
    }

    /// Handles a command line; the returned value is the exit status of the process that ran it.
    public func onCommandLine(_ handler: @escaping @MainActor (CommandLineInvocation) -> Int32) {
        let body: PointerHandler = { commandLine in
            guard let commandLine else { return 1 }
            return handler(CommandLineInvocation(retaining: commandLine))
        }
        connect("command-line", trampoline: pointerTrampoline, body: body)
    }

    /// Runs the main loop until the application quits; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        var cStrings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        return cStrings.withUnsafeMutableBufferPointer { argv in
            g_application_run(gApplication, Int32(arguments.count), argv.baseAddress)
        }
    }

    public func quit() { g_application_quit(gApplication) }

    /// Keeps the application running with no window (a timer still counts down).
    public func hold() { g_application_hold(gApplication) }
    public func release() { g_application_release(gApplication) }

    /// Registers `action` as `app.NAME`.
    public func addAction(_ action: SimpleAction) {
        g_action_map_add_action(opaque(pointer), opaque(action.pointer))
        actions[action.name] = action
    }

    public func action(named name: String) -> SimpleAction? { actions[name] }

    /// Activates `app.NAME` as a button or key would; does nothing while the action is disabled.
    public func activateAction(_ name: String, parameter: Variant? = nil) {
        g_action_group_activate_action(opaque(pointer), name, parameter?.raw)
    }

    /// Activates a detailed action as a menu item naming it would (`app.mode::timer`,
    /// `app.timer-pause(int64 0)`); nothing for a name of another group or one GLib cannot read,
    /// nor while the action is disabled.
    public func activateDetailedAction(_ detailed: String) {
        guard let (name, target) = Self.parse(detailed) else { return }
        activateAction(name, parameter: target)
    }

    /// Whether the action a detailed name (`app.NAME…`) names is there and enabled.
    public func isDetailedActionEnabled(_ detailed: String) -> Bool {
        guard let (name, _) = Self.parse(detailed) else { return false }
        return g_action_group_get_action_enabled(opaque(pointer), name) != 0
    }

    /// The action's name and target of an `app.` detailed name.
    private static func parse(_ detailed: String) -> (String, Variant?)? {
        guard detailed.hasPrefix("app.") else { return nil }
        var name: UnsafeMutablePointer<gchar>?
        var target: OpaquePointer?
        var error: UnsafeMutablePointer<GError>?
        guard
            g_action_parse_detailed_name(String(detailed.dropFirst(4)), &name, &target, &error)
                != 0,
            let name
        else {
            g_clear_error(&error)
            return nil
        }
        defer { g_free(name) }
        return (String(cString: name), target.map { Variant(adopting: $0) })
    }

    /// Binds keys (GTK accelerator strings like `<Control>q`, `space`) to `app.NAME`.
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        var cStrings: [UnsafeMutablePointer<CChar>?] = accelerators.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(
                to: UnsafePointer<CChar>?.self, capacity: buffer.count
            ) {
                gtk_application_set_accels_for_action(gtkApplication, detailedAction, $0)
            }
        }
    }

    /// The application's desktop notifications (named and with the icon given at `init`).
    public private(set) lazy var notifications = DesktopNotifications(
        application: gApplication, appName: notificationName, iconName: notificationIcon)
}
