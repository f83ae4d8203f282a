import CGtk

/// A window's title bar with room for a title widget and buttons at either end.
@MainActor
public final class HeaderBar: Widget {
    private var children: [Widget] = []

    public init() { super.init(gtk_header_bar_new()) }

    private var bar: OpaquePointer { opaque(pointer) }

    public func setTitleWidget(_ title: Widget) {
        gtk_header_bar_set_title_widget(bar, title.widget)
        children.append(title)
    }

    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(bar, child.widget); children.append(child) }
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(bar, child.widget); children.append(child) }
}
