import CGtk

/// A top-level window that belongs to an Application. Under the cairo renderer its title bar is
/// drawn from a still picture of itself, redrawn when the bar changes (`SgWindow` in the C shim):
/// a frame that changes a page's digits then does not draw the bar's icons and labels again.
@MainActor
public final class ApplicationWindow: Widget {
    private var content: [Widget] = []
    private var surfaceStateHandlers: [VoidHandler] = []
    /// The handler on the current surface's state, while the window is realized.
    private var surfaceState: SignalConnection?

    public init(application: Application) {
        super.init(sg_window_new(application.gtkApplication))
        // No click lost when the program runs behind the pointer (see the shim's comment).
        sg_window_keep_clicks_whole(widget)
        // A button whose action is disabled for a moment under a person's key keeps the focus.
        sg_window_keep_focus_through_insensitivity(widget)
    }

    private var window: UnsafeMutablePointer<GtkWindow> { cast(pointer) }

    /// The still picture the title bar is drawn from, as an identity to compare from frame to
    /// frame (tests); nil before the first frame, without a title bar, or when GTK draws with GL.
    public var titlebarPicture: UInt? {
        sg_window_titlebar_picture(widget).map { UInt(bitPattern: $0) }
    }

    /// How many frames the window's frame clock has begun (0 before it is realized).
    public var frameCounter: Int { sg_widget_frame_counter(widget) }

    /// Whether GTK draws the window with its cairo renderer (software GL would draw it all).
    public var drawsWithCairo: Bool { sg_widget_draws_with_cairo(widget) != 0 }

    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(window, width, height)
    }

    /// The size the window is given: its default size until shown, then the size the person or
    /// the window manager made it (GTK keeps the default size in step with the window's).
    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (width, height)
    }

    /// Whether the window fills the screen (maximized by the person or the window manager).
    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }

    /// Opens the window maximized (or maximizes it now).
    public func maximize() { gtk_window_maximize(window) }

    /// Called when the window is maximized or no longer.
    public func onMaximizedChanged(_ handler: @escaping @MainActor () -> Void) {
        onNotify("maximized", handler)
    }

    /// Called when the window's size (`defaultSize`) changes.
    public func onSizeChanged(_ handler: @escaping @MainActor () -> Void) {
        onNotify("default-width", handler)
        onNotify("default-height", handler)
    }
    public func setTitlebar(_ bar: Widget) {
        gtk_window_set_titlebar(window, bar.widget)
        content.append(bar)
    }
    public func setChild(_ child: Widget) {
        gtk_window_set_child(window, child.widget)
        content.append(child)
    }

    /// Shows the window and gives it focus.
    public func present() { gtk_window_present(window) }

    /// Asks the window to close, as its close button would (emits close-request).
    public func close() { gtk_window_close(window) }
    public func destroy() { gtk_window_destroy(window) }

    /// Closing hides instead of destroying: the window keeps its widgets for the next present().
    public func setHideOnClose(_ on: Bool) { gtk_window_set_hide_on_close(window, on ? 1 : 0) }

    /// Whether the window manager shows it minimized (iconified).
    public var isMinimized: Bool {
        (sg_toplevel_state(widget).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue) != 0
    }

    public var isActive: Bool { gtk_window_is_active(window) != 0 }

    public func minimize() { gtk_window_minimize(window) }
    public func unminimize() { gtk_window_unminimize(window) }

    /// Whether the display lets a window ask to stay above others (X11; Wayland has no protocol for it).
    public var canKeepAbove: Bool { sg_is_x11_display(gtk_widget_get_display(widget)) != 0 }

    /// The same for the default display, before any window exists.
    public static var defaultDisplayCanKeepAbove: Bool {
        guard let display = gdk_display_get_default() else { return false }
        return sg_is_x11_display(display) != 0
    }

    /// What was asked last: applied again each time the window is mapped (GTK resets the
    /// window manager's state of a window it maps).
    private var keepAbove = false
    private var keepAboveOnMap = false

    /// Asks the window manager to keep the window above others, or no longer; false where the
    /// display cannot (see `canKeepAbove`). `isKeptAbove` tells what took effect.
    @discardableResult
    public func setKeepAbove(_ above: Bool) -> Bool {
        keepAbove = above
        if !keepAboveOnMap {
            keepAboveOnMap = true
            onSignal("map") { [weak self] in
                guard let self, self.keepAbove else { return }
                _ = sg_x11_set_keep_above(self.widget, 1, 1)
            }
        }
        guard isMapped else { return canKeepAbove }
        return sg_x11_set_keep_above(widget, above ? 1 : 0, 0) != 0
    }

    /// The window's X11 id, as a window manager names it (i3's `[id=…]`); nil off X11 or before
    /// the window has a surface.
    public var x11WindowID: UInt? {
        let id = sg_x11_window_id(widget)
        return id == 0 ? nil : UInt(id)
    }

    /// Whether the window manager keeps the window above others now (read from the X server).
    public var isKeptAbove: Bool { sg_x11_is_kept_above(widget) != 0 }

    /// Sets the urgency hint that makes a taskbar draw attention to the window (X11 only).
    public func setUrgent(_ urgent: Bool) { sg_x11_set_urgency(widget, urgent ? 1 : 0) }

    /// The close button or Ctrl+W: return true to keep the window, false to let it close.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) {
        connect("close-request", trampoline: boolTrampoline, body: handler as BoolHandler)
    }

    /// Runs `handler` whenever the toplevel surface's state changes (minimized, maximized, focused …).
    /// Follows each surface the window has: one is made when it is realized, destroyed when unrealized.
    public func onSurfaceStateChanged(_ handler: @escaping @MainActor () -> Void) {
        if surfaceStateHandlers.isEmpty {
            onSignal("realize") { [weak self] in self?.watchSurfaceState() }
            onSignal("unrealize") { [weak self] in self?.unwatchSurfaceState() }
            watchSurfaceState()
        }
        surfaceStateHandlers.append(handler)
    }

    private func watchSurfaceState() {
        unwatchSurfaceState()
        guard let surface = sg_window_surface(widget) else { return }
        let changed: VoidHandler = { [weak self] in self?.surfaceStateHandlers.forEach { $0() } }
        surfaceState = connect(
            "notify::state", on: UnsafeMutableRawPointer(surface), trampoline: notifyTrampoline,
            body: changed)
    }

    private func unwatchSurfaceState() {
        guard let surfaceState else { return }
        disconnect(surfaceState)
        self.surfaceState = nil
    }

    /// Makes `widget` the default, activated by Enter anywhere in the window.
    public func setFocus(_ target: Widget?) { gtk_window_set_focus(window, target?.widget) }

    /// Whether no widget has the window's keyboard focus (shown or hidden, a window keeps it).
    public var hasNoFocus: Bool { gtk_window_get_focus(window) == nil }
}
