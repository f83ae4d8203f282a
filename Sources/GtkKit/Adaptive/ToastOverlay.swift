import CAdw
import CGtk

/// Shows short notices over its child (AdwToastOverlay): they slide in at the bottom and never
/// change the window's size.
@MainActor
public final class ToastOverlay: Widget {
    private let content: Widget
    /// The toast on screen, if any, to withdraw it when what it tells of is over.
    private var shown: OpaquePointer?

    public init(child: Widget) {
        content = child
        super.init(adw_toast_overlay_new())
        adw_toast_overlay_set_child(overlay, child.widget)
    }

    private var overlay: OpaquePointer { opaque(pointer) }

    /// Shows `title` (replacing a toast this overlay showed before) for `seconds` (0: until
    /// dismissed), with a button that activates `action` (a detailed action name) when given.
    public func show(_ title: String, seconds: UInt32, button: (label: String, action: String)? = nil) {
        withdraw()
        guard let toast = adw_toast_new(title) else { return }
        adw_toast_set_timeout(toast, seconds)
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_action_name(toast, button.action)
        }
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        // The overlay takes the reference adw_toast_new gave; keep our own to withdraw it.
        g_object_ref(UnsafeMutableRawPointer(toast))
        shown = toast
        adw_toast_overlay_add_toast(overlay, toast)
    }

    /// Withdraws the toast this overlay showed, if it is still there.
    public func withdraw() {
        guard let toast = shown else { return }
        shown = nil
        adw_toast_dismiss(toast)
        g_object_unref(UnsafeMutableRawPointer(toast))
    }

    isolated deinit {
        if let shown { g_object_unref(UnsafeMutableRawPointer(shown)) }
    }
}
