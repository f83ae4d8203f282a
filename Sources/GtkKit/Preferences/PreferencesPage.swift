import CAdw
import CGtk

/// One page of a preferences window: groups, one under another.
@MainActor
public final class PreferencesPage: Widget {
    private var groups: [PreferencesGroup] = []

    public init(title: String, iconName: String) {
        super.init(adw_preferences_page_new())
        adw_preferences_page_set_title(page, title)
        adw_preferences_page_set_icon_name(page, iconName)
        // It scrolls, and takes the keyboard focus to: named by its title, as its switcher's button.
        Self.name(scrolledWindowsIn: widget, title)
    }

    private static func name(
        scrolledWindowsIn widget: UnsafeMutablePointer<GtkWidget>, _ title: String
    ) {
        if sg_is_scrolled_window(widget) != 0 { sg_accessible_set_label(widget, title) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            name(scrolledWindowsIn: current, title)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private var page: UnsafeMutablePointer<AdwPreferencesPage> { cast(pointer) }

    public func add(_ group: PreferencesGroup) {
        adw_preferences_page_add(page, cast(group.pointer))
        groups.append(group)
    }
}
