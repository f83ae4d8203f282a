import CGtk

/// Text that changes often in a place whose size does not (GtkInscription, GTK 4.8): the digits
/// of a running timer.
///
/// A label's new text makes GTK measure its ancestors again, up to the window, every time; an
/// inscription's size comes from how many characters it is set to hold, so new text only
/// redraws it. Its font and colours come from CSS like a label's.
@MainActor
public final class Inscription: Widget {
    /// Room for `characters` characters of its font, its text centred in it; when
    /// `minimumCharacters` is given, it can be squeezed to that many (the window may be made
    /// narrower, and its style then makes the font smaller).
    public init(_ text: String = "", characters: UInt32, minimumCharacters: UInt32? = nil) {
        super.init(gtk_inscription_new(text))
        gtk_inscription_set_min_chars(inscription, minimumCharacters ?? characters)
        gtk_inscription_set_nat_chars(inscription, characters)
        gtk_inscription_set_xalign(inscription, 0.5)
    }

    private var inscription: OpaquePointer { opaque(pointer) }

    /// Where the text lies in its room: 0 at the start, 1 at the end (0.5 unless set).
    public func setXAlign(_ value: Float) { gtk_inscription_set_xalign(inscription, value) }

    /// The text; setting the same text again does nothing.
    public var text: String {
        get { gtk_inscription_get_text(inscription).map { String(cString: $0) } ?? "" }
        set { if newValue != text { gtk_inscription_set_text(inscription, newValue) } }
    }
}
