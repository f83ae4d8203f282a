import TimerCore

/// `sandglass timer preset …`: the person's own presets, kept with the preferences.
enum PresetRequest: Equatable, Sendable {
    case list
    /// One preset, found by name (what the picker's preset button uses).
    case find(name: String)
    case save(name: String, seconds: Int64)
    /// A new preset (the Preferences window's Add form): unlike `save`, a name in use is refused.
    case add(name: String, seconds: Int64)
    case rename(name: String, to: String)
    case remove(name: String)

    /// Carries the request out on `presets` (unchanged when it throws); returns the line to print.
    /// The one place it is done, by the instance and, with none running, by the command itself.
    func apply(to presets: inout PresetList) throws(PresetError) -> String {
        switch self {
        case .list:
            return Self.listing(presets)
        case .find(let name):
            let preset = try presets.find(name)
            return
                "\(ClockFormat.hms(totalSeconds: preset.seconds))  \(LabelText.printable(preset.name))"
        case .save(let name, let seconds), .add(let name, let seconds):
            let saved: TimerPreset
            if case .add = self {
                saved = try presets.add(name: name, seconds: seconds)
            } else {
                saved = try presets.save(name: name, seconds: seconds)
            }
            return tr(
                "Preset “{name}” saved: {duration}",
                [
                    "name": LabelText.printable(saved.name),
                    "duration": ClockFormat.hms(totalSeconds: saved.seconds),
                ])
        case .rename(let name, let newName):
            let old = try presets.find(name).name
            let renamed = try presets.rename(name, to: newName)
            return tr(
                "Preset “{name}” renamed “{new}”",
                ["name": LabelText.printable(old), "new": LabelText.printable(renamed.name)])
        case .remove(let name):
            let removed = try presets.remove(name)
            return tr("Preset “{name}” removed", ["name": LabelText.printable(removed.name)])
        }
    }

    /// Whether the request changes the presets (a list only reads them).
    var changes: Bool {
        switch self {
        case .list, .find: false
        case .save, .add, .rename, .remove: true
        }
    }

    /// One line per preset, "00:04:00  Tea", in the order they were saved; a sentence when there are none.
    static func listing(_ presets: PresetList) -> String {
        guard !presets.presets.isEmpty else {
            return tr(
                "No presets of your own; save one with 'sandglass timer preset save NAME DURATION'")
        }
        return presets.presets.map {
            "\(ClockFormat.hms(totalSeconds: $0.seconds))  \(LabelText.printable($0.name))"
        }
        .joined(separator: "\n")
    }
}
