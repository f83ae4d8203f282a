import CGtk

extension Widget {
    /// Keeps what GTK and libadwaita build inside this widget from reaching a screen reader by
    /// its type's name ("GtkImage", "AdwGizmo"): decorations leave the accessibility tree, plain
    /// containers become generic ones. Call it once what is inside has been built.
    public func tidyAccessibility() { sg_accessible_tidy(widget) }

    /// Takes the widget, and all inside it, out of the accessibility tree (a decoration), or puts it back.
    public func setAccessibleHidden(_ hidden: Bool) {
        sg_accessible_set_hidden(widget, hidden ? 1 : 0)
    }
}
