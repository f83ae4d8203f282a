import CAdw
import CGtk

/// The pages of an adaptive window (AdwViewStack): one shows at a time; each has a title and a
/// symbolic icon that the view switchers show (labels when wide, icons over labels when narrow).
@MainActor
public final class ViewStack: Widget {
    private var children: [String: Widget] = [:]
    /// The pages in the order they were added, as the switchers show them.
    private(set) var pages: [(name: String, title: String, icon: String)] = []

    public init() { super.init(adw_view_stack_new()) }

    var stack: OpaquePointer { opaque(pointer) }

    /// Adds a page named `name`, shown in the switchers as `title` with `icon`.
    public func addChild(_ child: Widget, name: String, title: String, icon: String) {
        adw_view_stack_add_titled(stack, child.widget, name, title)
        if let page = adw_view_stack_get_page(stack, child.widget) {
            adw_view_stack_page_set_icon_name(page, icon)
        }
        children[name] = child
        pages.append((name, title, icon))
    }

    /// Page `name`'s AdwViewStackPage (its needs-attention is what the switchers show).
    func page(named name: String) -> OpaquePointer? {
        guard let child = children[name] else { return nil }
        return adw_view_stack_get_page(stack, child.widget)
    }

    /// Marks page `name` in the switchers with a dot (something there wants a look), or not.
    public func setNeedsAttention(_ on: Bool, page name: String) {
        guard let page = page(named: name) else { return }
        guard (adw_view_stack_page_get_needs_attention(page) != 0) != on else { return }
        adw_view_stack_page_set_needs_attention(page, on ? 1 : 0)
    }

    /// Whether page `name` is marked with a dot in the switchers.
    public func needsAttention(page name: String) -> Bool {
        guard let page = page(named: name) else { return false }
        return adw_view_stack_page_get_needs_attention(page) != 0
    }

    public var visibleChildName: String? {
        get { adw_view_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set {
            guard let newValue, newValue != visibleChildName else { return }
            adw_view_stack_set_visible_child_name(stack, newValue)
        }
    }

    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) {
        onNotify("visible-child", handler)
    }
}
