/// Why a preset was not saved, renamed, removed or found; each says what was asked and what there is.
public enum PresetError: Error, Sendable, Equatable {
    /// The name is empty (or only spaces).
    case emptyName
    /// The name is too long or has a character a name cannot have (a line break, a control character).
    case badName(String)
    /// Another preset already has this name (names are compared without regard to case).
    case nameInUse(String)
    /// No preset has this name; `existing` are the names there are.
    case unknown(String, existing: [String])
    /// A preset cannot last this long (or this little).
    case badDuration(Int64)
    /// There are as many presets as can be kept.
    case full

    /// One line for a person: "no preset is named “Pasta”; the presets are “Tea”, “Eggs”".
    public var message: String {
        switch self {
        case .emptyName:
            tr("a preset needs a name")
        case .badName(let name):
            tr(
                "invalid preset name “{name}”: at most {count} characters of printable text on one line are accepted",
                [
                    "name": LabelText.shown(name),
                    "count": String(TimerPreset.maximumNameLength),
                ])
        case .nameInUse(let name):
            tr(
                "a preset named “{name}” already exists; give another name",
                ["name": LabelText.shown(name)])
        case .unknown(let name, let existing):
            existing.isEmpty
                ? tr(
                    "no preset is named “{name}”; there are no presets of your own yet",
                    ["name": LabelText.shown(name)])
                : tr(
                    "no preset is named “{name}”; the presets are {names}",
                    [
                        "name": LabelText.shown(name),
                        "names": existing.map { "“\(LabelText.shown($0))”" }.joined(
                            separator: ", "),
                    ])
        case .badDuration(let seconds):
            tr(
                "a preset cannot last {duration}; it lasts from 00:00:01 to 99:59:59",
                ["duration": ClockFormat.hms(totalSeconds: max(seconds, 0))])
        case .full:
            tr(
                "there are already {count} presets; remove one first",
                ["count": String(PresetList.capacity)])
        }
    }
}
