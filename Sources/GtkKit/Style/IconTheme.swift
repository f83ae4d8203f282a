import CGtk

/// The desktop's icon theme, for icons that ship with the program.
@MainActor
public enum IconTheme {
    /// Makes the icons lying directly in `folder` (`NAME.svg`, `NAME-symbolic.svg`) findable by
    /// name on the default display. Cheaper than a whole `icons/hicolor` tree without an
    /// icon-theme.cache (the source tree's): GTK lists one folder, not hicolor's fifty.
    public static func addIconFolder(_ folder: String) {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
        gtk_icon_theme_add_search_path(theme, folder)
    }

    /// The icon every window of the program shows in the window list.
    public static func setDefaultWindowIcon(_ name: String) { gtk_window_set_default_icon_name(name) }
}
