import CAdw
import CGtk

/// The view switcher at the bottom of a narrow window (AdwViewSwitcherBar): icons over labels.
@MainActor
public final class ViewSwitcherBar: Widget {
    public init(stack: ViewStack) {
        super.init(adw_view_switcher_bar_new())
        adw_view_switcher_bar_set_stack(bar, stack.stack)
    }

    private var bar: OpaquePointer { opaque(pointer) }

    public var isRevealed: Bool {
        get { adw_view_switcher_bar_get_reveal(bar) != 0 }
        set { adw_view_switcher_bar_set_reveal(bar, newValue ? 1 : 0) }
    }
}
