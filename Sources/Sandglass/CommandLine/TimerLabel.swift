import TimerCore

/// The rules for a timer's name given with `--label`.
enum TimerLabel {
    static let maximumLength = 60

    /// Why `label` is refused, or nil when it is fine.
    static func problem(with label: String) -> String? {
        if label.count > maximumLength {
            return "invalid label '\(label.prefix(20))…': at most \(maximumLength) characters are accepted"
        }
        if label.unicodeScalars.contains(where: LabelText.isRefused) {
            return "invalid label \"\(LabelText.printable(label))\": control characters and bidirectional overrides are not accepted; use printable text on one line"
        }
        return nil
    }
}
