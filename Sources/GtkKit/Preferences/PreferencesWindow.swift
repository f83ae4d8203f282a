// CAdw too: with both C modules in GtkKit, Swift finds some GLib/GTK constants only through both.
import CAdw
import CGtk

/// libadwaita's preferences window: pages of titled groups of rows, closed with Escape.
///
/// Its owner keeps the wrapper until the window is closed (`onClosed`); the wrapper keeps its pages.
@MainActor
public final class PreferencesWindow: Widget {
    private var pages: [PreferencesPage] = []

    /// Belonging to `application` gives its controls the application's actions (`app.NAME`).
    public init(title: String, application: Application) {
        super.init(adw_preferences_window_new())
        gtk_window_set_application(window, application.gtkApplication)
        gtk_window_set_title(window, title)
        // A click whose window is laid out again between press and release (History's day
        // chosen, a switch's row) is not lost to GDK's own motion on a busy machine.
        sg_window_keep_clicks_whole(widget)
        // A handful of settings: a search would only add a button.
        adw_preferences_window_set_search_enabled(preferences, 0)
        // Its search field and results never show: out of the accessibility tree, where they
        // had no names. (No page is added yet: the only scrolled list is the results'.)
        Self.hideSearch(in: widget)
        gtk_window_set_default_size(window, 480, 600)
        // It goes with the window it was opened over (the application may then end).
        gtk_window_set_destroy_with_parent(window, 1)
    }

    private var preferences: UnsafeMutablePointer<AdwPreferencesWindow> { cast(pointer) }

    private static func hideSearch(in widget: UnsafeMutablePointer<GtkWidget>) {
        if sg_is_search_entry(widget) != 0 || sg_is_scrolled_window(widget) != 0 {
            sg_accessible_set_hidden(widget, 1)
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            hideSearch(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
    private var window: UnsafeMutablePointer<GtkWindow> { cast(pointer) }

    /// Shows a toast over the pages for `seconds`, with a button that activates `action` (a
    /// detailed action name).
    public func showToast(
        _ title: String, seconds: UInt32, button: (label: String, action: String)? = nil
    ) {
        guard let toast = ToastOverlay.makeToast(title, seconds: seconds, button: button) else {
            return
        }
        adw_preferences_window_add_toast(preferences, toast)
    }

    public func add(_ page: PreferencesPage) {
        adw_preferences_window_add(preferences, cast(page.pointer))
        pages.append(page)
    }

    /// Shows the window, modal over `parent` when there is one.
    public func present(transientFor parent: ApplicationWindow?) {
        if let parent {
            gtk_window_set_transient_for(window, cast(parent.pointer))
            gtk_window_set_modal(window, 1)
        }
        gtk_window_present(window)
    }

    public var isModal: Bool { gtk_window_get_modal(window) != 0 }

    /// Closes the window as Escape or its close button would.
    public func close() { gtk_window_close(window) }

    /// Called when the window is closed (Escape, its close button, `close()`), before it goes.
    /// ("destroy" would not come while this wrapper holds its reference, nor a visibility notice.)
    public func onClosed(_ handler: @escaping @MainActor () -> Void) {
        let closing: BoolHandler = {
            handler()
            return false  // and let it close
        }
        connect("close-request", trampoline: boolTrampoline, body: closing)
    }
}
