import CGtk

/// A one-line text field.
@MainActor
public final class Entry: Widget {
    public init(placeholder: String = "") {
        super.init(gtk_entry_new())
        if !placeholder.isEmpty { gtk_entry_set_placeholder_text(entry, placeholder) }
    }

    private var entry: UnsafeMutablePointer<GtkEntry> { cast(pointer) }
    private var editable: OpaquePointer { opaque(pointer) }

    /// The text; setting the same text again does nothing (the cursor stays where it is).
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { if newValue != text { gtk_editable_set_text(editable, newValue) } }
    }

    public func setMaxLength(_ characters: Int32) { gtk_entry_set_max_length(entry, characters) }
    public func setWidthChars(_ characters: Int32) {
        gtk_editable_set_width_chars(editable, characters)
    }

    /// How many characters wide the field would like to be where there is room (at least its width in characters).
    public func setMaxWidthChars(_ characters: Int32) {
        gtk_editable_set_max_width_chars(editable, characters)
    }

    /// Does what Enter in the field does: the entry's "activate" (`gtk_widget_activate` does nothing on a GTK 4.8 entry).
    public func pressEnter() { sg_entry_activate(widget) }

    /// Enter pressed in the field.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        onSignal("activate", handler)
    }

    /// The text changed (typed, pasted or set).
    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        onSignal("changed", handler)
    }
}
