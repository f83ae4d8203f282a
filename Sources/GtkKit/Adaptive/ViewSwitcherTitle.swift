import CAdw
import CGtk

/// The header bar's title: the view switcher when the header bar has room for it, else the
/// window's title, and then a `ViewSwitcherBar` at the bottom takes over.
///
/// AdwViewSwitcherTitle's squeezer, without its middle step (a second switcher with the icons
/// over the titles, built at every launch for windows of middle width): the title and the
/// bottom bar take over as soon as the switcher does not fit.
@MainActor
public final class ViewSwitcherTitle: Widget {
    public let switcher: ViewSwitcher
    private let title: Label

    public init(stack: ViewStack, title text: String) {
        switcher = ViewSwitcher(stack: stack)
        // As AdwWindowTitle shows it: bold (the header bar's `title`), on one line.
        title = Label(text)
        title.addCSSClass("title")
        title.setEllipsize(true)
        title.setWidthChars(5)
        super.init(adw_squeezer_new())
        adw_squeezer_set_switch_threshold_policy(squeezer, ADW_FOLD_THRESHOLD_POLICY_NATURAL)
        adw_squeezer_set_transition_type(squeezer, ADW_SQUEEZER_TRANSITION_TYPE_CROSSFADE)
        switcher.setAlign(horizontal: .center)
        switcher.setMargins(start: 12, end: 12)
        adw_squeezer_add(squeezer, switcher.widget)
        adw_squeezer_add(squeezer, title.widget)
    }

    private var squeezer: OpaquePointer { opaque(pointer) }

    /// True when the switcher did not fit and the title shows instead.
    public var isTitleVisible: Bool {
        adw_squeezer_get_visible_child(squeezer) == title.widget
    }

    public func onTitleVisibleChanged(_ handler: @escaping @MainActor () -> Void) {
        onNotify("visible-child", handler)
    }
}
