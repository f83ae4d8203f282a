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

    /// The accelerator a key press makes: its key with the modifiers GTK counts for shortcuts
    /// ("<Super>t"); nil for a modifier pressed alone (the person is still choosing).
    public static func name(keyval: UInt32, modifiers: UInt32) -> String? {
        let keyName = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
        let modifierKeys = [
            "Shift", "Control", "Alt", "Super", "Meta", "Hyper", "Caps_Lock", "ISO_Level",
            "Num_Lock",
        ]
        guard !keyName.isEmpty, !modifierKeys.contains(where: { keyName.hasPrefix($0) }) else {
            return nil
        }
        let counted = GdkModifierType(
            rawValue: modifiers & gtk_accelerator_get_default_mod_mask().rawValue)
        guard let name = gtk_accelerator_name(gdk_keyval_to_lower(keyval), counted) else {
            return nil
        }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// Whether `modifiers` hold none GTK counts for shortcuts (Escape alone cancels a capture).
    public static func isBare(_ modifiers: UInt32) -> Bool {
        modifiers & gtk_accelerator_get_default_mod_mask().rawValue == 0
    }

    /// Escape's keyval.
    public static var escape: UInt32 { UInt32(GDK_KEY_Escape) }
}
