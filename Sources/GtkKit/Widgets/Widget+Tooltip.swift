import CGtk

extension Widget {
    /// Shows the tooltip `text` gives when GTK asks for one (the pointer rests on the widget, or
    /// the keyboard asks), nil for none. Unlike setting `tooltip`, a change costs nothing: no
    /// round trip to the X server, so rows made by the hundred can have one.
    public func setTooltip(from text: @escaping @MainActor () -> String?) {
        gtk_widget_set_has_tooltip(widget, 1)
        connect("query-tooltip", trampoline: queryTooltipTrampoline, body: text)
    }
}
