/// What may stand in a timer's or a countdown's label, and how a label is shown on a terminal.
public enum LabelText {
    /// Whether `scalar` is refused in a label: control characters (C0, DEL, C1) and the
    /// bidirectional overrides and isolates that reorder what follows them on screen.
    public static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
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
}
