import CGtk

/// Three children in a column, the middle one kept at the centre of the box whenever the others
/// leave room for it (GtkCenterBox): what is above and below it never moves it.
@MainActor
public final class CenterBox: Widget {
    /// The wrappers of its children (top or start, centre, bottom or end), kept alive with it.
    private var children: [Widget?] = []

    public init(top: Widget, center: Widget, bottom: Widget) {
        super.init(gtk_center_box_new())
        gtk_orientable_set_orientation(opaque(pointer), GTK_ORIENTATION_VERTICAL)
        gtk_center_box_set_start_widget(box, top.widget)
        gtk_center_box_set_center_widget(box, center.widget)
        gtk_center_box_set_end_widget(box, bottom.widget)
        children = [top, center, bottom]
    }

    /// Three children in a row, the middle one kept at the centre whenever the others leave room.
    public init(start: Widget, center: Widget, end: Widget) {
        super.init(gtk_center_box_new())
        gtk_center_box_set_start_widget(box, start.widget)
        gtk_center_box_set_center_widget(box, center.widget)
        gtk_center_box_set_end_widget(box, end.widget)
        children = [start, center, end]
    }

    /// Changes the top and middle children (nil: none), leaving the bottom one in place, so the
    /// keyboard focus inside it stays. Without a middle child, the top one takes its own height
    /// and the bottom one, if it expands, all the rest. A child may move from one slot to the other.
    public func place(top: Widget?, center: Widget?) {
        // Out first: a widget moving between the slots must have left the one it was in.
        gtk_center_box_set_center_widget(box, nil)
        gtk_center_box_set_start_widget(box, top?.widget)
        gtk_center_box_set_center_widget(box, center?.widget)
        children = [top, center, children.count == 3 ? children[2] : nil]
    }

    private var box: OpaquePointer { opaque(pointer) }
}
