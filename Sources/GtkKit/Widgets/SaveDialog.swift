import CGtk

/// The desktop's "Save As" dialog (GtkFileChooserNative: a portal where there is one).
@MainActor
public final class SaveDialog: Object {
    /// The dialogs on screen: each is kept until it answers, then released with its handler.
    private static var open: [SaveDialog] = []

    private var native: UnsafeMutablePointer<GtkNativeDialog> { cast(pointer) }
    private var chooser: OpaquePointer { opaque(pointer) }

    /// Asks where to save, modal over `parent` (the window whose Export asked: the desktop
    /// places it there and keeps it above); `completion` gets the chosen path, or nil when
    /// cancelled.
    public static func present(
        title: String, suggestedName: String, parent: (any TopLevelWindow)?,
        completion: @escaping @MainActor (String?) -> Void
    ) {
        let window: UnsafeMutablePointer<GtkWindow>? = parent.map { cast($0.pointer) }
        guard
            let made = gtk_file_chooser_native_new(
                title, window, GTK_FILE_CHOOSER_ACTION_SAVE, "_Export", "_Cancel")
        else {
            completion(nil)
            return
        }
        let dialog = SaveDialog(adopting: UnsafeMutableRawPointer(made))
        gtk_file_chooser_set_current_name(dialog.chooser, suggestedName)
        gtk_native_dialog_set_modal(dialog.native, 1)
        let respond: @MainActor (Int32) -> Void = { [weak dialog] response in
            guard let dialog else { return }
            let path = response == GTK_RESPONSE_ACCEPT.rawValue ? dialog.chosenPath : nil
            open.removeAll { $0 === dialog }
            completion(path)
        }
        dialog.connect("response", trampoline: responseTrampoline, body: respond)
        open.append(dialog)
        gtk_native_dialog_show(dialog.native)
    }

    /// The local path of the chosen file, nil when there is none.
    private var chosenPath: String? {
        guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
