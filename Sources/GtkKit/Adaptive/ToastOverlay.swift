import CAdw
import CGtk

/// Shows short notices over its child (AdwToastOverlay): they slide in at the bottom and never
/// change the window's size.
@MainActor
public final class ToastOverlay: Widget {
    private let content: Widget
    /// The accessible name of a toast's close button (the caller's language: GtkKit translates nothing).
    private let closeLabel: String
    /// The toast on screen, if any (our own reference, to withdraw it when what it tells of is
    /// over), and the handler that hears it dismissed.
    private var shown: (toast: OpaquePointer, dismissed: SignalConnection)?

    public init(child: Widget, closeLabel: String = "Dismiss") {
        self.closeLabel = closeLabel
        content = child
        super.init(adw_toast_overlay_new())
        adw_toast_overlay_set_child(overlay, child.widget)
    }

    private var overlay: OpaquePointer { opaque(pointer) }

    /// Shows `title` (replacing a toast this overlay showed before) for `seconds` (0: until
    /// dismissed), with a button that activates `action` (a detailed action name) when given.
    ///
    /// `onDismissed` runs when the toast goes by itself: its close button, its own button, or its
    /// time running out. Never for `withdraw()`, a later `show`, or the overlay going away, so an
    /// owner that withdraws it is not told of its own act.
    public func show(
        _ title: String, seconds: UInt32, button: (label: String, action: String)? = nil,
        onDismissed: (@MainActor () -> Void)? = nil
    ) {
        withdraw()
        guard let toast = adw_toast_new(title) else { return }
        adw_toast_set_timeout(toast, seconds)
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_detailed_action_name(toast, button.action)
        }
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        // The overlay takes the reference adw_toast_new gave; keep our own to withdraw it.
        g_object_ref(UnsafeMutableRawPointer(toast))
        let dismissed = connect(
            "dismissed", on: UnsafeMutableRawPointer(toast), trampoline: voidTrampoline,
            body: { [unowned self] in self.dismissedByItself(toast, then: onDismissed) } as VoidHandler)
        shown = (toast, dismissed)
        adw_toast_overlay_add_toast(overlay, toast)
        nameCloseButtons()
    }

    /// libadwaita 1.2's toast close button is an icon with a tooltip and no accessible name
    /// (a screen reader says "GtkImage"): give the toasts' last button, their close, a name.
    private func nameCloseButtons() {
        var toast = gtk_widget_get_first_child(widget)
        while let current = toast {
            if current != content.widget, let close = Self.lastButton(in: current) {
                sg_accessible_set_label(close, closeLabel)
            }
            if current != content.widget { sg_accessible_tidy(current) }
            toast = gtk_widget_get_next_sibling(current)
        }
    }

    private static func lastButton(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var found: UnsafeMutablePointer<GtkWidget>?
        if String(cString: gtk_widget_get_css_name(widget)) == "button" { found = widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let inner = lastButton(in: current) { found = inner }
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// The title of the toast on screen, or nil when there is none.
    public var shownTitle: String? {
        guard let toast = shown?.toast else { return nil }
        return adw_toast_get_title(toast).map { String(cString: $0) }
    }

    /// The label of the toast's button, or nil when it has none (or no toast shows).
    public var shownButtonLabel: String? {
        guard let toast = shown?.toast else { return nil }
        return adw_toast_get_button_label(toast).map { String(cString: $0) }
    }

    /// Whether a toast is drawn over the child now (while one shows or hides), as GTK lays it out.
    public var isToastMapped: Bool {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if current != content.widget, gtk_widget_get_mapped(current) != 0 { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    /// Dismisses the toast on screen as its close button does (`onDismissed` runs).
    public func dismissShown() {
        guard let toast = shown?.toast else { return }
        adw_toast_dismiss(toast)
    }

    /// Withdraws the toast this overlay showed, if it is still there (`onDismissed` does not run).
    public func withdraw() {
        guard let current = shown else { return }
        shown = nil
        // Deaf first: dismissing it emits "dismissed", which is not the person's answer.
        disconnect(current.dismissed)
        adw_toast_dismiss(current.toast)
        g_object_unref(UnsafeMutableRawPointer(current.toast))
    }

    /// The toast went by itself: forget it, then tell its owner.
    private func dismissedByItself(_ toast: OpaquePointer, then onDismissed: (@MainActor () -> Void)?) {
        guard let current = shown, current.toast == toast else { return }
        shown = nil
        disconnect(current.dismissed)
        // The overlay still holds the toast while it hides, so dropping ours here is safe.
        g_object_unref(UnsafeMutableRawPointer(toast))
        onDismissed?()
    }

    isolated deinit {
        // The handler goes with the wrapper (Object's deinit), before the overlay can dismiss
        // the toast as it is disposed.
        if let shown { g_object_unref(UnsafeMutableRawPointer(shown.toast)) }
    }
}
