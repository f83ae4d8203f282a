import CAdw
import CGtk

/// A page that says what state something is in (AdwStatusPage): a large icon, a title, a
/// description and the actions that follow from it.
@MainActor
public final class StatusPage: Widget {
    private var content: Widget?

    public init(icon: String, title: String) {
        super.init(adw_status_page_new())
        adw_status_page_set_icon_name(page, icon)
        adw_status_page_set_title(page, title)
        // Its icon is a decoration, its insides would be named by their types.
        tidyAccessibility()
        nameScrolledWindows(in: widget, title)
    }

    /// Its content scrolls, and the scrolled window takes the keyboard focus: named by the title.
    private func nameScrolledWindows(in widget: UnsafeMutablePointer<GtkWidget>, _ title: String) {
        if sg_is_scrolled_window(widget) != 0 { sg_accessible_set_label(widget, title) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            nameScrolledWindows(in: current, title)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private var page: OpaquePointer { opaque(pointer) }

    public var title: String {
        get { adw_status_page_get_title(page).map { String(cString: $0) } ?? "" }
        set {
            guard newValue != title else { return }
            adw_status_page_set_title(page, newValue)
            nameScrolledWindows(in: widget, newValue)
        }
    }

    /// The line under the title (Pango markup is not used: plain text).
    public var text: String {
        get { adw_status_page_get_description(page).map { String(cString: $0) } ?? "" }
        set {
            guard newValue != text else { return }
            let escaped = g_markup_escape_text(newValue, -1)
            adw_status_page_set_description(page, escaped)
            g_free(escaped)
        }
    }

    public func setChild(_ child: Widget) {
        adw_status_page_set_child(page, child.widget)
        content = child
    }
}
