import CGtk

/// The standard "About" window: name, version, description, website.
@MainActor
public enum AboutDialog {
    public static func present(name: String, version: String, comments: String, iconName: String, transientFor parent: ApplicationWindow?) {
        guard let dialog = gtk_about_dialog_new() else { return }
        let about = OpaquePointer(dialog)
        gtk_about_dialog_set_program_name(about, name)
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_comments(about, comments)
        gtk_about_dialog_set_logo_icon_name(about, iconName)
        let window: UnsafeMutablePointer<GtkWindow> = cast(UnsafeMutableRawPointer(dialog))
        if let parent {
            gtk_window_set_transient_for(window, cast(parent.pointer))
            gtk_window_set_modal(window, 1)
        }
        gtk_window_present(window)
    }
}
