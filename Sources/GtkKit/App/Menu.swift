import CGtk

/// A menu model: labelled items that name actions, in sections.
@MainActor
public final class Menu {
    let model: UnsafeMutablePointer<GMenuModel>
    private let menu: OpaquePointer

    public init() {
        menu = g_menu_new()
        model = UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }

    /// Adds an item; `action` is a detailed name like `app.about`.
    public func append(_ label: String, action: String) { g_menu_append(menu, label, action) }

    /// Adds a section (drawn with separators around it).
    public func appendSection(_ section: Menu) { g_menu_append_section(menu, nil, section.model) }

    /// Adds a section under a heading.
    public func appendSection(_ section: Menu, heading: String) {
        g_menu_append_section(menu, heading, section.model)
    }

    /// Adds an item that opens `submenu` (in a popover, it slides in with a way back).
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(menu, label, submenu.model)
    }
}
