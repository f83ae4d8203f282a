import CGtk

/// Any GTK widget: visibility, CSS classes, accessibility and focus.
@MainActor
open class Widget: Object {
    var widget: UnsafeMutablePointer<GtkWidget> { cast(pointer) }
    /// The tick callbacks this wrapper added, removed when it goes (like its signal handlers).
    private var tickCallbacks: Set<UInt32> = []

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(retaining: UnsafeMutableRawPointer(widget))
    }

    isolated deinit {
        for id in tickCallbacks { gtk_widget_remove_tick_callback(widget, guint(id)) }
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Visible and inside a mapped window: what a person could see.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    public func setCSSClass(_ name: String, _ on: Bool) {
        on ? addCSSClass(name) : removeCSSClass(name)
    }
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    public func setMargins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) {
        gtk_widget_set_margin_top(widget, top)
        gtk_widget_set_margin_bottom(widget, bottom)
        gtk_widget_set_margin_start(widget, start)
        gtk_widget_set_margin_end(widget, end)
    }

    public func setAlign(horizontal: Align? = nil, vertical: Align? = nil) {
        if let horizontal { gtk_widget_set_halign(widget, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(widget, vertical.gtk) }
    }

    public func setExpand(horizontal: Bool? = nil, vertical: Bool? = nil) {
        if let horizontal { gtk_widget_set_hexpand(widget, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(widget, vertical ? 1 : 0) }
    }

    public func setSizeRequest(width: Int32, height: Int32) {
        gtk_widget_set_size_request(widget, width, height)
    }

    /// The least width the widget asks for, and the least height at that width.
    public var minimumSize: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &height, nil, nil, nil)
        return (width, height)
    }

    /// The height `widget` would like at `width` (-1: any), its margins included.
    static func naturalHeight(of widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Int32)
        -> Int32
    {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
        return natural
    }

    /// The size the widget was last given (0 × 0 before it is laid out).
    public var allocatedSize: (width: Int32, height: Int32) {
        (gtk_widget_get_width(widget), gtk_widget_get_height(widget))
    }

    /// The widget's box in `other`'s coordinates (an ancestor's); nil when either is not laid out.
    public func bounds(in other: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &bounds) != 0 else { return nil }
        return (
            Double(bounds.origin.x), Double(bounds.origin.y), Double(bounds.size.width),
            Double(bounds.size.height)
        )
    }

    /// Whether the widget's box lies wholly inside `other`'s (an ancestor's, such as a scrolled
    /// page): on screen there, not scrolled or clipped away. False when either is not laid out.
    public func liesWithin(_ other: Widget) -> Bool {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &bounds) != 0,
            other.allocatedSize.height > 0
        else { return false }
        let (width, height) = other.allocatedSize
        return bounds.origin.x >= 0 && bounds.origin.y >= 0
            && bounds.origin.x + bounds.size.width <= Float(width)
            && bounds.origin.y + bounds.size.height <= Float(height)
    }

    /// Whether any of the widget's box shows inside `other`'s (an ancestor's, such as a scrolled
    /// list): a row scrolled half into view does. False when either is not laid out.
    public func overlaps(_ other: Widget) -> Bool {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &bounds) != 0 else { return false }
        let (width, height) = other.allocatedSize
        return bounds.origin.x < Float(width) && bounds.origin.y < Float(height)
            && bounds.origin.x + bounds.size.width > 0 && bounds.origin.y + bounds.size.height > 0
    }

    /// What it gives its parent to draw at a frame (tests): how many still pictures (cairo
    /// nodes), how many nodes GTK's cairo renderer converts or measures at every frame (textures,
    /// recolouring groups, text), and the first picture's identity.
    public var drawnNodes: (pictures: Int, converted: Int, picture: UInt?) {
        var counts: [Int32] = [0, 0]
        var picture: UnsafeRawPointer?
        counts.withUnsafeMutableBufferPointer {
            sg_widget_drawn_nodes(widget, $0.baseAddress, &picture)
        }
        return (Int(counts[0]), Int(counts[1]), picture.map { UInt(bitPattern: $0) })
    }

    /// Its tooltip. GTK 4.8 asks the X server where the pointer is whenever a visible widget's
    /// tooltip is set (a server grab and three round trips), so widgets made by the hundred (list
    /// rows) go without. A widget not yet in a tree (being made) has no tooltip to show or move
    /// under the pointer: its tooltip is set while it is hidden from that question (a widget
    /// starts visible), which spares a launch six of them before its window shows.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set {
            let unplaced =
                gtk_widget_get_parent(widget) == nil && gtk_widget_get_root(widget) == nil
                && gtk_widget_get_visible(widget) != 0
            if unplaced { gtk_widget_set_visible(widget, 0) }
            gtk_widget_set_tooltip_text(widget, newValue)
            if unplaced { gtk_widget_set_visible(widget, 1) }
        }
    }

    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// Does what pressing Enter or Space on the focused widget does (a check toggles, a button clicks).
    @discardableResult
    public func activate() -> Bool { gtk_widget_activate(widget) != 0 }

    /// Makes the widget's body move its window when dragged, as a title bar does, and calls
    /// `onDoubleClick` on a double click there (for a window shown without a title bar).
    /// Buttons inside keep their clicks: the gestures see only what the children leave.
    public func movesWindow(onDoubleClick: @escaping @MainActor () -> Void) {
        let click = UnsafeMutableRawPointer(gtk_gesture_click_new()!)
        let drag = UnsafeMutableRawPointer(gtk_gesture_drag_new()!)
        // The widget takes each controller's reference.
        gtk_widget_add_controller(widget, opaque(click))
        gtk_widget_add_controller(widget, opaque(drag))
        let body = widget
        let pressed: PressHandler = { source, presses in
            guard let source else { return }
            // A press on a button inside is the button's; counted here, Stop and then Undo
            // where Stop was (a quick second click) made a double click on the body.
            if sg_press_is_on_button(opaque(source), body) != 0 {
                gtk_event_controller_reset(opaque(source))
                return
            }
            guard presses == 2 else { return }
            _ = gtk_gesture_set_state(opaque(source), GTK_EVENT_SEQUENCE_CLAIMED)
            onDoubleClick()
        }
        connect("pressed", on: click, trampoline: pressTrampoline, body: pressed)
        let moved: DragHandler = { [weak self] source, dx, dy in
            guard let self, let source else { return }
            _ = sg_drag_moves_window(opaque(source), self.widget, opaque(click), dx, dy)
        }
        connect("drag-update", on: drag, trampoline: dragTrampoline, body: moved)
    }

    /// Does what its mnemonic (Alt+letter) does; the focus stays where it is.
    @discardableResult
    public func mnemonicActivate() -> Bool { gtk_widget_mnemonic_activate(widget, 0) != 0 }

    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether its window's keyboard focus is on it or inside it (a spin button hands the focus
    /// to its text, so `hasFocus` is false on the spin button itself).
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else {
            return false
        }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// The name a screen reader announces for this widget.
    public func setAccessibleLabel(_ text: String) { sg_accessible_set_label(widget, text) }

    /// A longer description a screen reader may announce after the name.
    public func setAccessibleDescription(_ text: String) {
        sg_accessible_set_description(widget, text)
    }

    /// Calls `body` before every frame the widget's frame clock draws, until removed or until this
    /// wrapper goes; returns its id. Only while the widget is mapped does the frame clock run for it.
    public func addTickCallback(_ body: @escaping @MainActor () -> Void) -> UInt32 {
        let box = ClosureBox<VoidHandler>(body)
        let id = UInt32(
            gtk_widget_add_tick_callback(
                widget, tickTrampoline, box.retainedPointer(), releaseSourceBox))
        tickCallbacks.insert(id)
        return id
    }

    public func removeTickCallback(_ id: UInt32) {
        guard tickCallbacks.remove(id) != nil else { return }
        gtk_widget_remove_tick_callback(widget, guint(id))
    }

    /// Puts `text` on the clipboard (Ctrl+V elsewhere pastes it).
    public func copyToClipboard(_ text: String) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text)
    }

    /// Runs `handler` when the widget is mapped (shown on screen) or unmapped.
    public func onMap(_ handler: @escaping @MainActor () -> Void) { onSignal("map", handler) }
    public func onUnmap(_ handler: @escaping @MainActor () -> Void) { onSignal("unmap", handler) }

    /// Visible and all its ancestors visible.
    public var isDrawable: Bool { gtk_widget_is_visible(widget) != 0 }
}

/// The horizontal or vertical direction of a box or a separator.
public enum Orientation: Sendable {
    case horizontal, vertical
    var gtk: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }
}

/// Where a widget sits in space larger than it needs.
public enum Align: Sendable {
    case fill, start, end, center
    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}

extension Widget {
    /// Whether widgets lay out right to left by default (GTK decides it from the translation in
    /// use: Arabic, Hebrew, Persian…).
    public static var defaultIsRightToLeft: Bool {
        gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL
    }
}
