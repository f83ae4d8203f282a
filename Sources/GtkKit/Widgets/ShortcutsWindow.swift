import CGtk

/// GTK's keyboard-shortcuts overview, built from a GtkBuilder description of a GtkShortcutsWindow.
@MainActor
public enum ShortcutsWindow {
    /// Lines in a column (GTK's own default), two columns to a page.
    static let columnHeight: guint = 15
    /// The column height while the groups are added: GTK 4.8 lays the groups out again at each
    /// one added, and collects them from its pages in reverse page order, so once they fill two
    /// pages their order is lost (the first group showed last). Added into one tall column, the
    /// groups keep their order; setting `columnHeight` afterwards lays them out once, in order.
    static let buildingHeight: guint = 1_000

    /// `groups` are (title, [(accelerator, description)]), shown in one section in this order;
    /// `title` is the window's (without one, the window manager shows the program's name),
    /// `searchLabel` what a screen reader calls its search field and button.
    public static func present(
        title: String, groups: [(String, [(String, String)])], searchLabel: String,
        transientFor parent: ApplicationWindow?
    ) {
        func escape(_ text: String) -> String {
            text.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;")
                .replacingAll("\"", "&quot;")
        }
        var xml =
            #"<interface><object class="GtkShortcutsWindow" id="window"><property name="modal">1</property><property name="title">\#(escape(title))</property><child><object class="GtkShortcutsSection" id="section"><property name="section-name">main</property><property name="max-height">\#(Self.buildingHeight)</property>"#
        for (title, shortcuts) in groups {
            xml +=
                #"<child><object class="GtkShortcutsGroup"><property name="title">\#(escape(title))</property>"#
            for (accelerator, text) in shortcuts {
                xml +=
                    #"<child><object class="GtkShortcutsShortcut"><property name="accelerator">\#(escape(accelerator))</property><property name="title">\#(escape(text))</property></object></child>"#
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        guard let builder = gtk_builder_new_from_string(xml, -1) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "window") else { return }
        if let section = gtk_builder_get_object(builder, "section") {
            sg_shortcuts_section_set_max_height(section, Self.columnHeight)
        }
        let window: UnsafeMutablePointer<GtkWindow> = cast(UnsafeMutableRawPointer(object))
        if let parent { gtk_window_set_transient_for(window, cast(parent.pointer)) }
        gtk_window_set_title(window, title)
        // Its inner widgets would reach a screen reader by their type names ("GtkSearchEntry").
        sg_shortcuts_window_name(cast(UnsafeMutableRawPointer(object)), title, searchLabel)
        sg_accessible_tidy(cast(UnsafeMutableRawPointer(object)))
        gtk_window_present(window)
    }
}

extension String {
    /// Replaces every occurrence of `target` (GtkKit avoids Foundation).
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: Substring(target), omittingEmptySubsequences: false).joined(
            separator: replacement)
    }
}
