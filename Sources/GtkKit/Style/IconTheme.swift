import CGtk

/// The desktop's icon theme, for icons that ship with the program.
@MainActor
public enum IconTheme {
    /// Adds a folder laid out like `…/icons` (with `hicolor/…` inside) to the search path.
    public static func addSearchPath(_ path: String) {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
        gtk_icon_theme_add_search_path(theme, path)
    }

    /// The icon every window of the program shows in the window list.
    public static func setDefaultWindowIcon(_ name: String) { gtk_window_set_default_icon_name(name) }
}
