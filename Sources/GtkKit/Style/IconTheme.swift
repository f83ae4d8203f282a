import CGtk

/// The desktop's icon theme, for icons that ship with the program.
@MainActor
public enum IconTheme {
    /// Puts `folder` (one holding `icons/hicolor/…`, like /usr/share) first among the data
    /// folders GLib reads once, at its first use: call it before anything else of GLib or GTK.
    /// GTK's icon theme then finds the icons there from the start, with no reload.
    public static func addDataFolderBeforeStart(_ folder: String) {
        // GLib's default when the variable is unset (XDG Base Directory specification).
        let current =
            getenv("XDG_DATA_DIRS").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/local/share:/usr/share"
        setenv("XDG_DATA_DIRS", folder + ":" + current, 1)
    }

    /// The icon every window of the program shows in the window list.
    public static func setDefaultWindowIcon(_ name: String) {
        gtk_window_set_default_icon_name(name)
    }
}
