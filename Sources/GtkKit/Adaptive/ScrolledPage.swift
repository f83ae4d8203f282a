import CGtk

/// A page that scrolls vertically when the window is shorter than its content, so the window can
/// be made as small as GNOME's smallest size without clipping anything; never horizontally.
@MainActor
public final class ScrolledPage: Widget {
    private let content: Widget

    /// `accessibleName` names it for a screen reader (it takes the keyboard focus to scroll).
    public init(child: Widget, accessibleName: String) {
        content = child
        super.init(gtk_scrolled_window_new())
        setAccessibleLabel(accessibleName)
        // Its scroll bars are decorations to a screen reader, which scrolls by the focus.
        for bar in [
            gtk_scrolled_window_get_vscrollbar(scrolled),
            gtk_scrolled_window_get_hscrollbar(scrolled),
        ] {
            if let bar { sg_accessible_set_hidden(bar, 1) }
        }
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled, child.widget)
        // As tall as the content where the window allows: the window's natural size still fits it.
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
    }

    private var scrolled: OpaquePointer { opaque(pointer) }
}
