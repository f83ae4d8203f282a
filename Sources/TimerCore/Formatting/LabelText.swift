/// What may stand in a timer's or a countdown's label, and how a label is shown on a terminal.
///
/// The one label rule for every door: the command line, an action activated over D-Bus, the
/// window's fields and the state files all refuse what `problem(with:)` refuses.
public enum LabelText {
    /// The longest label, in characters.
    public static let maximumLength = 60

    /// The most characters of a value an error line repeats (`shown`).
    public static let shownLength = 60

    /// Whether `scalar` is refused in a label: control characters (C0, DEL, C1), the line and
    /// paragraph separators, and the bidirectional overrides and isolates that reorder what
    /// follows them on screen. (The marks, U+200E/U+200F, reorder nothing: right-to-left labels
    /// may hold them.)
    public static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Why `label` is refused, or nil when it is fine: too long, or a character `isRefused`.
    public static func problem(with label: String) -> String? {
        if label.count > maximumLength {
            return tr(
                "invalid label '{label}…': at most {count} characters are accepted",
                [
                    "label": printable(String(label.prefix(20))), "count": String(maximumLength),
                ])
        }
        if label.unicodeScalars.contains(where: isRefused) {
            return tr(
                "invalid label \"{label}\": control characters and bidirectional overrides are not accepted; use printable text on one line",
                ["label": printable(label)])
        }
        return nil
    }

    /// `label` safe to print: each refused character written as an escape (`\n`, `\u{1B}`) (a label from a damaged
    /// or older state file must not move a terminal's cursor or colour its text).
    public static func printable(_ label: String) -> String {
        var text = ""
        for scalar in label.unicodeScalars {
            if isRefused(scalar) {
                switch scalar {
                case "\n": text += "\\n"
                case "\t": text += "\\t"
                case "\r": text += "\\r"
                default: text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// A value as an error line repeats it: printable, and cut after `shownLength` characters
    /// ("…" marks the cut), so a 100 KB argument costs one line, not a screenful.
    public static func shown(_ value: String) -> String {
        guard value.count > shownLength else { return printable(value) }
        return printable(String(value.prefix(shownLength))) + "…"
    }
}
