import CGtk

/// A key combination in GTK's accelerator syntax ("<Super>t", "<Control><Alt>p"), as GNOME's
/// keyboard settings keep it.
public enum Accelerator {
    /// `text` as GTK names it ("<super>T" → "<Super>t"); nil when it names no key, or only
    /// modifiers. Needs no display.
    public static func normalized(_ text: String) -> String? {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(text, &key, &modifiers)
        guard key != 0, let name = gtk_accelerator_name(key, modifiers) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
