import GtkKit
import TimerCore

/// A key combination as a person types it ("Super+T", "<Super>t"), in GTK's syntax, which GNOME
/// keeps, and in sway's and i3's (`Mod4+t`).
enum ShortcutKeys {
    /// "<Super>t" for "Super+T", "super+t" or "<Super>t"; nil for no key, modifiers alone, or a
    /// key that types (a letter, Space) without Super, Ctrl or Alt: anywhere on the desktop it
    /// would be taken from every text field.
    static func normalized(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isNewline }) else { return nil }
        var gtk = trimmed
        if !trimmed.contains("<"), trimmed.count > 1, trimmed.contains("+") {
            let parts = trimmed.split(separator: "+", omittingEmptySubsequences: false)
            guard let key = parts.last, !key.isEmpty else { return nil }
            let modifiers = parts.dropLast().map { "<\($0)>" }.joined()
            // A letter as GTK names it: "t", not "T" (which GTK reads as Shift+t's keyval).
            gtk = modifiers + (key.count == 1 ? key.lowercased() : String(key))
        }
        guard let keys = Accelerator.normalized(gtk), !typesAlone(keys) else { return nil }
        return keys
    }

    /// Whether `keys` (GTK's syntax) is a key without modifiers other than a function or media key.
    static func typesAlone(_ keys: String) -> Bool {
        !keys.hasPrefix("<") && !keys.hasPrefix("F") && !keys.hasPrefix("XF86")
    }

    /// `keys` (GTK's syntax) as sway's and i3's `bindsym` write them: "<Super><Shift>t" → "Mod4+Shift+t".
    static func bindsym(_ keys: String) -> String {
        var rest = Substring(keys)
        var parts: [String] = []
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            let name = rest[rest.index(after: rest.startIndex)..<end]
            let part =
                switch name.lowercased() {
                case "super": "Mod4"
                case "alt", "mod1": "Mod1"
                case "control", "ctrl", "primary": "Ctrl"
                case "shift": "Shift"
                default: String(name)
                }
            parts.append(part)
            rest = rest[rest.index(after: end)...]
        }
        return (parts + [String(rest)]).joined(separator: "+")
    }

    /// `keys` (GTK's syntax) as the GlobalShortcuts portal's `preferred_trigger` writes them
    /// (the freedesktop shortcuts syntax, which KDE's backend reads): "<Super><Alt>t" →
    /// "LOGO+ALT+t", the modifiers always in the order LOGO, CTRL, ALT, SHIFT. Nil for a
    /// modifier the portal has no name for (Hyper, Meta).
    static func portalTrigger(_ keys: String) -> String? {
        var rest = Substring(keys)
        var parts: [String] = []
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            let name = rest[rest.index(after: rest.startIndex)..<end]
            let part: String? =
                switch name.lowercased() {
                case "super": "LOGO"
                case "alt", "mod1": "ALT"
                case "control", "ctrl", "primary": "CTRL"
                case "shift": "SHIFT"
                default: nil
                }
            guard let part else { return nil }
            parts.append(part)
            rest = rest[rest.index(after: end)...]
        }
        guard !rest.isEmpty, !rest.contains("+") else { return nil }
        let ordered = ["LOGO", "CTRL", "ALT", "SHIFT"].filter(parts.contains)
        return (ordered + [String(rest)]).joined(separator: "+")
    }
}
