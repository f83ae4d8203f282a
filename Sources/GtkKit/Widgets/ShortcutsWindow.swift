import CGtk

/// GTK's keyboard-shortcuts overview, built from a GtkBuilder description of a GtkShortcutsWindow.
@MainActor
public enum ShortcutsWindow {
    /// `sections` are (title, [(accelerator, description)]) groups shown in one section; `title`
    /// is the window's title, `searchLabel` what a screen reader calls its search field and button.
    public static func present(
        groups: [(String, [(String, String)])], title: String, searchLabel: String, transientFor parent: ApplicationWindow?
    ) {
        func escape(_ text: String) -> String {
            text.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;").replacingAll("\"", "&quot;")
        }
        var xml = #"<interface><object class="GtkShortcutsWindow" id="window"><property name="modal">1</property><child><object class="GtkShortcutsSection"><property name="section-name">main</property>"#
        for (title, shortcuts) in groups {
            xml += #"<child><object class="GtkShortcutsGroup"><property name="title">\#(escape(title))</property>"#
            for (accelerator, text) in shortcuts {
                xml += #"<child><object class="GtkShortcutsShortcut"><property name="accelerator">\#(escape(accelerator))</property><property name="title">\#(escape(text))</property></object></child>"#
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        guard let builder = gtk_builder_new_from_string(xml, -1) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "window") else { return }
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
        split(separator: Substring(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
