import CAdw
import CGtk

/// Shows short notices at the bottom of its child (AdwToastOverlay), one at a time. It does not
/// make room for them itself: `onToastChanged` and `toastHeight` let a window keep a strip as tall
/// as the toast, so that it covers nothing. Several owners share it, each withdrawing only its
/// own toast, by the handle `show` returned.
@MainActor
public final class ToastOverlay: Widget {
    private let content: Widget
    /// The accessible name of a toast's close button (the caller's language: GtkKit translates nothing).
    private let closeLabel: String
    /// The toast on screen, if any (our own reference, to withdraw it when what it tells of is
    /// over), the handle its owner holds, and the handler that hears it dismissed.
    private var shown: (toast: OpaquePointer, handle: Handle, dismissed: SignalConnection)?
    /// Told whether a toast is on screen, as one comes and goes (shown, dismissed, withdrawn):
    /// a window that keeps room for it under its pages, so that it covers nothing.
    public var onToastChanged: (@MainActor (_ shown: Bool) -> Void)?

    public init(child: Widget, closeLabel: String = "Dismiss") {
        self.closeLabel = closeLabel
        content = child
        super.init(adw_toast_overlay_new())
        adw_toast_overlay_set_child(overlay, child.widget)
    }

    private var overlay: OpaquePointer { opaque(pointer) }

    /// Shows `title` (replacing a toast this overlay showed before) for `seconds` (0: until
    /// dismissed), with a button that activates `action` (a detailed action name) when given.
    /// Returns the handle its owner withdraws it with.
    ///
    /// `onDismissed` runs when the toast goes by itself: its close button, its own button, or its
    /// time running out. Never for `withdraw(_:)`, a later `show`, or the overlay going away, so an
    /// owner that withdraws it is not told of its own act.
    ///
    /// `spokenButton` is what a screen reader calls the button (the label as it reads, without
    /// its mnemonic mark; by default the label without underscores).
    @discardableResult
    public func show(
        _ title: String, seconds: UInt32, button: (label: String, action: String)? = nil,
        spokenButton: String? = nil,
        onDismissed: (@MainActor () -> Void)? = nil
    ) -> Handle {
        lastHandle += 1
        let request = Request(
            handle: Handle(id: lastHandle), title: title, seconds: seconds, button: button,
            spokenButton: spokenButton ?? button.map { Self.withoutMnemonic($0.label) },
            onDismissed: onDismissed)
        show(request)
        return request.handle
    }

    /// Which toast an owner showed: several owners share the overlay, and each takes back only its own.
    public struct Handle: Equatable, Sendable {
        let id: Int
    }

    private var lastHandle = 0

    private func show(_ request: Request) {
        let wait = shownAt + Self.dwellMicroseconds - g_get_monotonic_time()
        guard wait <= 0 else {
            waiting = request
            if !waitScheduled {
                waitScheduled = true
                MainLoop.after(milliseconds: UInt32(wait / 1_000) + 1) { [weak self] in
                    self?.showWaiting()
                }
            }
            return
        }
        present(request)
    }

    /// A toast to show, as `show` was asked.
    struct Request {
        var handle: Handle
        var title: String
        var seconds: UInt32
        var button: (label: String, action: String)?
        var spokenButton: String?
        var onDismissed: (@MainActor () -> Void)?
    }

    /// libadwaita 1.2 can crash when a toast replaces one it is still animating (seen with twenty
    /// commands at once, each cancelling or stopping something): a toast stays at least this
    /// long before the next replaces it; of those asked for meanwhile, only the newest shows.
    private static let dwellMicroseconds = 600_000
    private var shownAt = 0
    private(set) var waiting: Request?
    private var waitScheduled = false

    /// The toast waiting to replace the one on screen, shown now (a person's answer is to it).
    private func presentWaiting() {
        guard let request = waiting else { return }
        waiting = nil
        present(request)
    }

    private func showWaiting() {
        waitScheduled = false
        guard let request = waiting else { return }
        waiting = nil
        show(request)
    }

    private func present(_ request: Request) {
        let (title, seconds, button, onDismissed) = (
            request.title, request.seconds, request.button, request.onDismissed
        )
        // The newest request: it replaces the one on screen and any older one still waiting.
        waiting = nil
        withdrawShown()
        shownAt = g_get_monotonic_time()
        guard let toast = Self.makeToast(title, seconds: seconds, button: button) else { return }
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        // The overlay takes the reference adw_toast_new gave; keep our own to withdraw it.
        g_object_ref(UnsafeMutableRawPointer(toast))
        let dismissed = connect(
            "dismissed", on: UnsafeMutableRawPointer(toast), trampoline: voidTrampoline,
            body: { [unowned self] in self.dismissedByItself(toast, then: onDismissed) }
                as VoidHandler)
        shown = (toast, request.handle, dismissed)
        adw_toast_overlay_add_toast(overlay, toast)
        nameButtons(action: request.spokenButton)
        onToastChanged?(true)
    }

    /// The height the toasts take (their margins included), as wide as the overlay is now; 0 with none.
    public var toastHeight: Int32 {
        var height: Int32 = 0
        let width = gtk_widget_get_width(widget)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if current != content.widget, gtk_widget_get_visible(current) != 0 {
                height = max(
                    height, Widget.naturalHeight(of: current, forWidth: width > 0 ? width : -1))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return height
    }

    /// libadwaita 1.2's toast close button is an icon with a tooltip and no accessible name
    /// (a screen reader says "GtkImage"), and its own button is named with the mnemonic's
    /// underscore ("_Undo Undo"): give the toasts' last button, their close, a name, and the
    /// newest toast's first one, when it has its own, the label as it reads.
    private func nameButtons(action: String?) {
        var toast = gtk_widget_get_first_child(widget)
        var newest: [UnsafeMutablePointer<GtkWidget>] = []
        while let current = toast {
            if current != content.widget {
                newest = Self.buttons(in: current)
                if let close = newest.last { sg_accessible_set_label(close, closeLabel) }
            }
            if current != content.widget { sg_accessible_tidy(current) }
            toast = gtk_widget_get_next_sibling(current)
        }
        if let action, newest.count > 1, let own = newest.first {
            // Named by its label too, which would read the name twice ("Undo Undo").
            gtk_accessible_reset_relation(OpaquePointer(own), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            sg_accessible_set_label(own, action)
        }
    }

    /// The buttons inside `widget`, in the order they are drawn.
    private static func buttons(in widget: UnsafeMutablePointer<GtkWidget>)
        -> [UnsafeMutablePointer<GtkWidget>]
    {
        if String(cString: gtk_widget_get_css_name(widget)) == "button" { return [widget] }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += buttons(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// "_Undo" as it reads: "Undo" ("__" stands for an underscore).
    private static func withoutMnemonic(_ label: String) -> String {
        var plain = ""
        var afterUnderscore = false
        for character in label {
            if character == "_", !afterUnderscore {
                afterUnderscore = true
                continue
            }
            afterUnderscore = false
            plain.append(character)
        }
        return plain
    }

    /// The title of the toast on screen (or about to replace it), or nil when there is none.
    public var shownTitle: String? {
        if let waiting { return waiting.title }
        guard let toast = shown?.toast else { return nil }
        return adw_toast_get_title(toast).map { String(cString: $0) }
    }

    /// The label of the toast's button, or nil when it has none (or no toast shows).
    public var shownButtonLabel: String? {
        if let waiting { return waiting.button?.label }
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

    /// Activates the action of the shown toast's button, as a click on it does; false when no
    /// toast with a button shows.
    @discardableResult
    public func activateShownButton() -> Bool {
        presentWaiting()
        guard let toast = shown?.toast, let name = adw_toast_get_action_name(toast) else {
            return false
        }
        let activated =
            gtk_widget_activate_action_variant(
                widget, name, adw_toast_get_action_target_value(toast)) != 0
        adw_toast_dismiss(toast)
        return activated
    }

    /// Dismisses the toast on screen as its close button does (`onDismissed` runs).
    public func dismissShown() {
        presentWaiting()
        guard let toast = shown?.toast else { return }
        adw_toast_dismiss(toast)
    }

    /// Withdraws the toast `handle` names if it still shows or waits to (`onDismissed` does not
    /// run); a toast that has replaced it, another owner's, stays.
    public func withdraw(_ handle: Handle) {
        if waiting?.handle == handle { waiting = nil }
        if shown?.handle == handle { withdrawShown() }
    }

    /// Takes the toast on screen away, whoever showed it (one replacing it is about to show).
    private func withdrawShown() {
        guard let current = shown else { return }
        shown = nil
        // Deaf first: dismissing it emits "dismissed", which is not the person's answer.
        disconnect(current.dismissed)
        adw_toast_dismiss(current.toast)
        g_object_unref(UnsafeMutableRawPointer(current.toast))
        onToastChanged?(false)
    }

    /// The toast went by itself: forget it, then tell its owner.
    private func dismissedByItself(
        _ toast: OpaquePointer, then onDismissed: (@MainActor () -> Void)?
    ) {
        guard let current = shown, current.toast == toast else { return }
        shown = nil
        disconnect(current.dismissed)
        // The overlay still holds the toast while it hides, so dropping ours here is safe.
        g_object_unref(UnsafeMutableRawPointer(toast))
        onToastChanged?(false)
        onDismissed?()
    }

    isolated deinit {
        // The handler goes with the wrapper (Object's deinit), before the overlay can dismiss
        // the toast as it is disposed.
        if let shown { g_object_unref(UnsafeMutableRawPointer(shown.toast)) }
    }

    /// A toast of `title` for `seconds`, with a button that activates a detailed action: made
    /// the same way for the window's overlay and the Preferences and History windows.
    static func makeToast(
        _ title: String, seconds: UInt32, button: (label: String, action: String)?
    ) -> OpaquePointer? {
        guard let toast = adw_toast_new(title) else { return nil }
        adw_toast_set_timeout(toast, seconds)
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_detailed_action_name(toast, button.action)
        }
        return toast
    }
}
