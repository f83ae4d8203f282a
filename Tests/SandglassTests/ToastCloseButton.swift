import CGtk

@testable import GtkKit

extension ToastOverlay {
    /// Presses the close button of the toast drawn now (libadwaita's own, found in the widget
    /// tree: the last button of the toast), as Enter on it does; false when there is none.
    @MainActor
    func pressCloseButton() -> Bool {
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        func collect(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if String(cString: gtk_widget_get_css_name(widget)) == "button" {
                buttons.append(widget)
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                collect(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            // The overlay's first child is the content; the others are toasts.
            if current != gtk_widget_get_first_child(widget), gtk_widget_get_mapped(current) != 0 {
                collect(current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        guard let close = buttons.last else { return false }
        return gtk_widget_activate(close) != 0
    }
}
