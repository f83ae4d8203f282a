import TimerCore

/// The rules for a timer's name given with `--label`.
enum TimerLabel {
    static let maximumLength = 60

    /// Why `label` is refused, or nil when it is fine.
    static func problem(with label: String) -> String? {
        if label.count > maximumLength {
            return tr("invalid label '{label}…': at most {count} characters are accepted", ["label": String(label.prefix(20)), "count": String(maximumLength)])
        }
        if label.unicodeScalars.contains(where: LabelText.isRefused) {
            return tr("invalid label \"{label}\": control characters and bidirectional overrides are not accepted; use printable text on one line", ["label": LabelText.printable(label)])
        }
        return nil
    }
}
