import CAdw
import CGtk

/// The header bar's title: the view switcher when the header bar has room for it, else the
/// window's title, and then a `ViewSwitcherBar` at the bottom takes over.
///
/// AdwViewSwitcherTitle's squeezer and its three steps: the switcher with each icon beside its
/// title, then with each icon over its title (a window of middle width, such as the default
/// 780 px with minimize, maximize and close), then the title.
///
/// The squeezer styles and measures every child it has, shown or not: at a launch, the switcher
/// the window does not show was 16 widgets and a font size more before the window could map
/// (2.7 ms of the 67 from exec to the map). So only the switcher the opening window is expected
/// to show is built before the first frame (`expect(wide:)`: the one it showed last); the other
/// comes in its slot, in the squeezer's order, as soon as the window is mapped (both then, if
/// none was asked). A wrong guess shows the other layout one frame later, without a crossfade.
@MainActor
public final class ViewSwitcherTitle: Widget {
    private let stack: ViewStack
    /// The squeezer's first two steps, in its order; an empty one costs nothing to measure.
    private let slots: [ViewSwitcher.Layout: UnsafeMutablePointer<GtkWidget>]
    private var switchers: [ViewSwitcher.Layout: ViewSwitcher] = [:]
    private let title: Label
    /// The switcher built first (before the first frame, when `expect(wide:)` was called).
    public private(set) var builtFirst: ViewSwitcher.Layout?
    /// Whether both switchers are in the squeezer (from the first idle after the first map).
    public var isComplete: Bool { switchers.count == 2 }

    public init(stack: ViewStack, title text: String) {
        self.stack = stack
        // As AdwWindowTitle shows it: bold (the header bar's `title`), on one line.
        title = Label(text)
        title.addCSSClass("title")
        title.setEllipsize(true)
        title.setWidthChars(5)
        var slots: [ViewSwitcher.Layout: UnsafeMutablePointer<GtkWidget>] = [:]
        for layout in [ViewSwitcher.Layout.wide, .narrow] {
            slots[layout] = adw_bin_new()!
        }
        self.slots = slots
        super.init(adw_squeezer_new())
        adw_squeezer_set_switch_threshold_policy(squeezer, ADW_FOLD_THRESHOLD_POLICY_NATURAL)
        // No crossfade until both switchers are in: a wrong guess then changes in one frame.
        adw_squeezer_set_transition_type(squeezer, ADW_SQUEEZER_TRANSITION_TYPE_NONE)
        for layout in [ViewSwitcher.Layout.wide, .narrow] {
            guard let slot = slots[layout] else { continue }
            // Disabled while empty: never the step chosen. (Hidden, the title would have been
            // the squeezer's first step, and the window's bottom switcher would have shown.)
            adw_squeezer_page_set_enabled(adw_squeezer_add(squeezer, slot), 0)
        }
        adw_squeezer_add(squeezer, title.widget)
        onMap { [unowned self] in self.complete() }
    }

    private var squeezer: OpaquePointer { opaque(pointer) }

    /// The switcher with each icon beside its title (built now if it was not yet).
    public var switcher: ViewSwitcher { made(.wide) }
    /// The same, each icon over its title, for a header bar with less room.
    public var narrowSwitcher: ViewSwitcher { made(.narrow) }

    /// Builds, before the window first shows, the switcher it is expected to show (the wide
    /// one, or the narrow one); the other follows once the window is mapped.
    public func expect(wide: Bool) {
        _ = made(wide ? .wide : .narrow)
    }

    /// Whether the wide switcher is the one shown.
    public var showsWideSwitcher: Bool {
        adw_squeezer_get_visible_child(squeezer) == slots[.wide]
    }

    private func made(_ layout: ViewSwitcher.Layout) -> ViewSwitcher {
        if let built = switchers[layout] { return built }
        let built = ViewSwitcher(stack: stack, layout: layout)
        built.setAlign(horizontal: .center)
        built.setMargins(start: 12, end: 12)
        switchers[layout] = built
        if builtFirst == nil { builtFirst = layout }
        if let slot = slots[layout] {
            adw_bin_set_child(cast(UnsafeMutableRawPointer(slot)), built.widget)
            adw_squeezer_page_set_enabled(adw_squeezer_get_page(squeezer, slot), 1)
        }
        return built
    }

    /// The other switcher, after the first frame (an idle runs after the frame clock's paint);
    /// and the crossfade between the steps, once the window has settled on one.
    private func complete() {
        guard !isComplete else { return }
        MainLoop.idle { [weak self] in
            guard let self else { return }
            _ = self.made(.wide)
            _ = self.made(.narrow)
            MainLoop.after(milliseconds: 250) { [weak self] in
                guard let self else { return }
                adw_squeezer_set_transition_type(
                    self.squeezer, ADW_SQUEEZER_TRANSITION_TYPE_CROSSFADE)
            }
        }
    }

    /// True when neither switcher fitted and the title shows instead.
    public var isTitleVisible: Bool {
        adw_squeezer_get_visible_child(squeezer) == title.widget
    }

    /// Called when the squeezer shows another step (a switcher or the title).
    public func onStepChanged(_ handler: @escaping @MainActor () -> Void) {
        onNotify("visible-child", handler)
    }
}
