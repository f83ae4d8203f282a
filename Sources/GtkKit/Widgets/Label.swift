import CGtk

/// A text label.
@MainActor
public final class Label: Widget {
    public init(_ text: String = "", mnemonic: Bool = false) {
        super.init(mnemonic ? gtk_label_new_with_mnemonic(text) : gtk_label_new(text))
        if text.isEmpty { setAccessibleHidden(true) }
    }

    private var label: OpaquePointer { opaque(pointer) }

    /// The text; setting the same text again does nothing (no relayout, no frame).
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set {
            let old = text
            guard newValue != old else { return }
            gtk_label_set_text(label, newValue)
            // An empty label says nothing (GTK 4.8 would name it "GtkLabel"): out of the tree until it does.
            if newValue.isEmpty != old.isEmpty { setAccessibleHidden(newValue.isEmpty) }
        }
    }

    /// Sets the text with `_` before its mnemonic letter (`gtk_label_set_text` would drop the mnemonic).
    public func setMnemonicText(_ text: String) {
        let wasEmpty = self.text.isEmpty
        gtk_label_set_text_with_mnemonic(label, text)
        if wasEmpty != text.isEmpty { setAccessibleHidden(text.isEmpty) }
    }

    public func setWrap(_ wrap: Bool) { gtk_label_set_wrap(label, wrap ? 1 : 0) }
    /// Wrapped text may break inside a word too long for a line (a path), not only between words.
    public func setBreaksLongWords(_ on: Bool) {
        gtk_label_set_wrap_mode(label, on ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD)
    }
    public func setCentered() { gtk_label_set_justify(label, GTK_JUSTIFY_CENTER) }
    public func setXAlign(_ value: Float) { gtk_label_set_xalign(label, value) }
    public func setMnemonicWidget(_ target: Widget) {
        gtk_label_set_mnemonic_widget(label, target.widget)
    }
    public func setSelectable(_ selectable: Bool) {
        gtk_label_set_selectable(label, selectable ? 1 : 0)
    }
    /// The widest it asks to be, in characters, when it wraps.
    public func setMaxWidthChars(_ characters: Int32) {
        gtk_label_set_max_width_chars(label, characters)
    }
    public func setEllipsize(_ on: Bool) {
        gtk_label_set_ellipsize(label, on ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
    }
    /// Room for at least `count` characters, however short the text.
    public func setWidthChars(_ count: Int32) { gtk_label_set_width_chars(label, count) }
}
