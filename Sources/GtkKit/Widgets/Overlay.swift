import CGtk

/// A main child with widgets laid over it; only the main child counts in its size, so what is
/// laid over it never makes the window larger.
@MainActor
public final class Overlay: Widget {
    private let content: Widget
    /// The children laid across the top edge, placed by `place` rather than by GTK's default.
    private var acrossTop: [Widget] = []

    public init(child: Widget) {
        content = child
        super.init(gtk_overlay_new())
        // A container, not a control: no name, rather than "GtkOverlay".
        sg_accessible_set_generic(widget)
        gtk_overlay_set_child(overlay, child.widget)
        connect(
            "get-child-position", trampoline: childPositionTrampoline,
            body: { [unowned self] child, allocation in
                self.place(child, in: allocation)
            } as ChildPositionHandler)
    }

    private var overlay: OpaquePointer { opaque(pointer) }

    /// Lays `child` over the top edge: as wide as the overlay, as tall as its content needs at that width.
    public func addAcrossTop(_ child: Widget) {
        acrossTop.append(child)
        gtk_overlay_add_overlay(overlay, child.widget)
    }

    /// Lays `child` over the content where its alignment and margins put it (GTK's placement).
    public func addOver(_ child: Widget) {
        gtk_overlay_add_overlay(overlay, child.widget)
    }

    /// GTK's own placement measures a wrapping label at its natural (one-line) width, which is
    /// too short once the overlay is narrower; this measures the height for the width it gets.
    private func place(
        _ child: UnsafeMutableRawPointer?, in allocation: UnsafeMutablePointer<GdkRectangle>
    ) -> Bool {
        guard let placed = acrossTop.first(where: { UnsafeMutableRawPointer($0.widget) == child })
        else { return false }
        var minimumWidth: Int32 = 0
        gtk_widget_measure(
            placed.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let width = max(gtk_widget_get_width(widget), minimumWidth)
        var minimumHeight: Int32 = 0
        var naturalHeight: Int32 = 0
        gtk_widget_measure(
            placed.widget, GTK_ORIENTATION_VERTICAL, width, &minimumHeight, &naturalHeight, nil, nil
        )
        allocation.pointee = GdkRectangle(
            x: 0, y: 0, width: width, height: max(minimumHeight, naturalHeight))
        return true
    }
}
