import CAdw
import CGtk

/// The header bar's title: the view switcher when the header bar has room for it, else the
/// window's title, and then a `ViewSwitcherBar` at the bottom takes over.
///
/// AdwViewSwitcherTitle's squeezer and its three steps: the switcher with each icon beside its
/// title, then with each icon over its title (a window of middle width, such as the default
/// 780 px with minimize, maximize and close), then the title.
@MainActor
public final class ViewSwitcherTitle: Widget {
    public let switcher: ViewSwitcher
    /// The same, each icon over its title, for a header bar with less room.
    public let narrowSwitcher: ViewSwitcher
    private let title: Label

    public init(stack: ViewStack, title text: String) {
        switcher = ViewSwitcher(stack: stack)
        narrowSwitcher = ViewSwitcher(stack: stack, layout: .narrow)
        // As AdwWindowTitle shows it: bold (the header bar's `title`), on one line.
        title = Label(text)
        title.addCSSClass("title")
        title.setEllipsize(true)
        title.setWidthChars(5)
        super.init(adw_squeezer_new())
        adw_squeezer_set_switch_threshold_policy(squeezer, ADW_FOLD_THRESHOLD_POLICY_NATURAL)
        adw_squeezer_set_transition_type(squeezer, ADW_SQUEEZER_TRANSITION_TYPE_CROSSFADE)
        for shown in [switcher, narrowSwitcher] {
            shown.setAlign(horizontal: .center)
            shown.setMargins(start: 12, end: 12)
            adw_squeezer_add(squeezer, shown.widget)
        }
        adw_squeezer_add(squeezer, title.widget)
    }

    private var squeezer: OpaquePointer { opaque(pointer) }

    /// True when neither switcher fitted and the title shows instead.
    public var isTitleVisible: Bool {
        adw_squeezer_get_visible_child(squeezer) == title.widget
    }

    public func onTitleVisibleChanged(_ handler: @escaping @MainActor () -> Void) {
        onNotify("visible-child", handler)
    }
}
