import CGtk

/// The header bar's view switcher: a button for each page of a `ViewStack` (those it has when the
/// switcher is made), its icon beside its title (`wide`) or over it (`narrow`), the page shown
/// pressed in, and a dot on the icon of a page that needs attention.
///
/// Made of plain GTK widgets that carry libadwaita's CSS names (`viewswitcher`, `indicatorbin`,
/// `indicator`) and roles (a tab list of tabs), so the theme draws it as AdwViewSwitcher. Each of
/// libadwaita's buttons parses a GtkBuilder template and holds a second layout (the icon over the
/// title) as well; its switcher title, with a wide and a narrow switcher, built eight of them:
/// about 26 M of the 401 M instructions a launch took to its window's map.
@MainActor
public final class ViewSwitcher: Widget {
    private let stack: ViewStack
    /// A page's button and the bin around its icon.
    private typealias Tab = (
        name: String, button: UnsafeMutablePointer<GtkWidget>, bin: UnsafeMutablePointer<GtkWidget>
    )
    /// Each page's tab, in the stack's order.
    private var tabs: [Tab] = []

    /// How a button lays out its icon and title.
    public enum Layout: Sendable {
        /// The icon beside the title.
        case wide
        /// The icon over the title, in smaller letters.
        case narrow
    }

    public init(stack: ViewStack, layout: Layout = .wide) {
        self.stack = stack
        super.init(sg_view_switcher_new())
        let style = layout == .wide ? "wide" : "narrow"
        addCSSClass(style)
        Self.installStyle()
        var group: UnsafeMutablePointer<GtkToggleButton>?
        for page in stack.pages {
            let button = sg_view_switcher_button_new()!
            let bin = sg_indicator_bin_new(gtk_image_new_from_icon_name(page.icon))!
            let content = gtk_box_new(
                layout == .wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_add_css_class(content, style)
            gtk_widget_set_halign(content, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(content, GTK_ALIGN_CENTER)
            gtk_box_append(cast(UnsafeMutableRawPointer(content)), bin)
            let title = Label(page.title)
            if layout == .narrow { title.setEllipsize(true) }
            gtk_box_append(cast(UnsafeMutableRawPointer(content)), title.widget)
            gtk_button_set_child(cast(UnsafeMutableRawPointer(button)), content)
            sg_accessible_set_label(button, page.title)
            let toggle: UnsafeMutablePointer<GtkToggleButton> = cast(
                UnsafeMutableRawPointer(button))
            gtk_toggle_button_set_group(toggle, group)
            group = group ?? toggle
            gtk_box_append(cast(pointer), button)
            tabs.append((page.name, button, bin))
            let name = page.name
            let toggled: VoidHandler = { [unowned self] in
                if gtk_toggle_button_get_active(toggle) != 0 { self.stack.visibleChildName = name }
            }
            connect(
                "toggled", on: UnsafeMutableRawPointer(button), trampoline: voidTrampoline,
                body: toggled)
            if let stackPage = stack.page(named: name) {
                let marked: VoidHandler = { [unowned self] in self.showAttention(page: name) }
                connect(
                    "notify::needs-attention", on: UnsafeMutableRawPointer(stackPage),
                    trampoline: notifyTrampoline, body: marked)
                showAttention(page: name)
            }
        }
        tidyAccessibility()
        showSelected()
        let switched: VoidHandler = { [unowned self] in self.showSelected() }
        connect(
            "notify::visible-child", on: stack.pointer, trampoline: notifyTrampoline, body: switched
        )
    }

    /// Presses in the shown page's button (and lets the others out: they are a group).
    private func showSelected() {
        let shown = stack.visibleChildName
        for tab in tabs {
            let selected = tab.name == shown
            if selected {
                gtk_toggle_button_set_active(cast(UnsafeMutableRawPointer(tab.button)), 1)
            }
            sg_accessible_set_selected(tab.button, selected ? 1 : 0)
        }
    }

    private func tab(_ name: String) -> Tab? {
        tabs.first { $0.name == name }
    }

    private func showAttention(page name: String) {
        guard let tab = tab(name) else { return }
        sg_indicator_bin_set_shown(tab.bin, stack.needsAttention(page: name) ? 1 : 0)
    }

    /// Whether page `name`'s button is pressed in.
    public func isSelected(page name: String) -> Bool {
        guard let tab = tab(name) else { return false }
        return gtk_toggle_button_get_active(cast(UnsafeMutableRawPointer(tab.button))) != 0
    }

    /// Whether page `name`'s icon shows the dot.
    public func showsAttention(page name: String) -> Bool {
        guard let tab = tab(name) else { return false }
        return sg_indicator_bin_get_shown(tab.bin) != 0
    }

    /// Presses page `name`'s button, as a click does.
    public func press(page name: String) {
        guard let tab = tab(name) else { return }
        sg_button_click(tab.button)
    }

    /// libadwaita's rules for its buttons' insides name the stack that holds its two layouts;
    /// ours hold one, directly. Installed once, with the first switcher on a display.
    private static var styled = false
    private static func installStyle() {
        guard !styled, StyleSheet.hasDisplay else { return }
        styled = true
        StyleSheet.install(
            """
            viewswitcher button.toggle > box.wide { padding: 2px 12px; border-spacing: 6px; }
            viewswitcher button.toggle > box.narrow { font-size: 0.75rem; padding-top: 7px; padding-bottom: 5px; border-spacing: 4px; }
            viewswitcher button.toggle > box.narrow > label { padding-left: 8px; padding-right: 8px; }
            """)
    }
}
