import CAdw
import CGtk

/// A window's title bar with room for a title widget and buttons at either end.
@MainActor
public final class HeaderBar: Widget {
    private var children: [Widget] = []

    /// libadwaita's header bar: GNOME's spacing, and the window controls the desktop asks for.
    public init() { super.init(adw_header_bar_new()) }

    private var bar: OpaquePointer { opaque(pointer) }

    public func setTitleWidget(_ title: Widget) {
        adw_header_bar_set_title_widget(bar, title.widget)
        children.append(title)
    }

    public func packStart(_ child: Widget) {
        adw_header_bar_pack_start(bar, child.widget)
        children.append(child)
    }
    public func packEnd(_ child: Widget) {
        adw_header_bar_pack_end(bar, child.widget)
        children.append(child)
    }
}
