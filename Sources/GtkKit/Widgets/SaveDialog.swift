import CGtk

/// The desktop's "Save As" dialog (GtkFileChooserNative: a portal where there is one).
@MainActor
public final class SaveDialog {
    private let dialog: OpaquePointer
    private var native: UnsafeMutablePointer<GtkNativeDialog> { cast(UnsafeMutableRawPointer(dialog)) }
    private static var open: [SaveDialog] = []

    /// Asks where to save; `completion` gets the chosen path, or nil when cancelled.
    public static func present(title: String, suggestedName: String, parent: ApplicationWindow?, completion: @escaping @MainActor (String?) -> Void) {
        let window: UnsafeMutablePointer<GtkWindow>? = parent.map { cast($0.pointer) }
        let chooser = SaveDialog(dialog: gtk_file_chooser_native_new(title, window, GTK_FILE_CHOOSER_ACTION_SAVE, "_Export", "_Cancel"))
        gtk_file_chooser_set_current_name(chooser.dialog, suggestedName)
        gtk_native_dialog_set_modal(chooser.native, 1)
        open.append(chooser)
        let respond: @MainActor (Int32) -> Void = { [unowned chooser] response in
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser.dialog) {
                if let cPath = g_file_get_path(file) {
                    path = String(cString: cPath)
                    g_free(cPath)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            open.removeAll { $0 === chooser }
            completion(path)
        }
        connectSignal(UnsafeMutableRawPointer(chooser.dialog), "response", trampoline: responseTrampoline, body: respond)
        gtk_native_dialog_show(chooser.native)
    }

    private init(dialog: OpaquePointer) { self.dialog = dialog }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(dialog)) }
}
