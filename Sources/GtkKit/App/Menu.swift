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
}
