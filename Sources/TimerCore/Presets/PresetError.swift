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
            "a preset needs a name"
        case .badName(let name):
            "invalid preset name “\(LabelText.printable(String(name.prefix(TimerPreset.maximumNameLength))))”: "
                + "at most \(TimerPreset.maximumNameLength) characters of printable text on one line are accepted"
        case .nameInUse(let name):
            "a preset named “\(LabelText.printable(name))” already exists; give another name"
        case .unknown(let name, let existing):
            "no preset is named “\(LabelText.printable(name))”; "
                + (existing.isEmpty
                    ? "there are no presets of your own yet"
                    : "the presets are " + existing.map { "“\(LabelText.printable($0))”" }.joined(separator: ", "))
        case .badDuration(let seconds):
            "a preset cannot last \(ClockFormat.hms(totalSeconds: max(seconds, 0))); it lasts from 00:00:01 to 99:59:59"
        case .full:
            "there are already \(PresetList.capacity) presets; remove one first"
        }
    }
}
