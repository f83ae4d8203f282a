import CGtk

/// Three children in a column, the middle one kept at the centre of the box whenever the others
/// leave room for it (GtkCenterBox): what is above and below it never moves it.
@MainActor
public final class CenterBox: Widget {
    private var children: [Widget] = []

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

    /// Puts `top`, `center` and `bottom` in (after `empty()`).
    public func fill(top: Widget, center: Widget, bottom: Widget) {
        gtk_center_box_set_start_widget(box, top.widget)
        gtk_center_box_set_center_widget(box, center.widget)
        gtk_center_box_set_end_widget(box, bottom.widget)
        children = [top, center, bottom]
    }

    /// Takes its children out (to put them elsewhere: their wrappers keep them alive).
    public func empty() {
        gtk_center_box_set_start_widget(box, nil)
        gtk_center_box_set_center_widget(box, nil)
        gtk_center_box_set_end_widget(box, nil)
        children = []
    }

    private var box: OpaquePointer { opaque(pointer) }
}
