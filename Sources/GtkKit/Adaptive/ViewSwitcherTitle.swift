import CAdw
import CGtk

/// The header bar's title (AdwViewSwitcherTitle): the view switcher when the header bar has room
/// for it, else the window's title, and then a `ViewSwitcherBar` at the bottom takes over.
@MainActor
public final class ViewSwitcherTitle: Widget {
    public init(stack: ViewStack, title: String) {
        super.init(adw_view_switcher_title_new())
        adw_view_switcher_title_set_stack(switcherTitle, stack.stack)
        adw_view_switcher_title_set_title(switcherTitle, title)
    }

    private var switcherTitle: OpaquePointer { opaque(pointer) }

    /// True when the switcher did not fit and the title shows instead.
    public var isTitleVisible: Bool {
        adw_view_switcher_title_get_title_visible(switcherTitle) != 0
    }

    public func onTitleVisibleChanged(_ handler: @escaping @MainActor () -> Void) {
        onNotify("title-visible", handler)
    }
}
