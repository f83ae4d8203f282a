import GtkKit
import TimerCore

/// The person's presets in the Preferences window: a row each, with its duration and a Remove
/// button (the Timer page's own remove action), kept in step with the presets.
@MainActor
final class PresetRows {
    let group = PreferencesGroup(title: tr("Your presets"))
    private var rows: [SettingRow] = []
    private(set) var removeButtons: [String: Button] = [:]
    private var shown: PresetList?

    func show(_ presets: PresetList) {
        guard presets != shown else { return }
        shown = presets
        for row in rows { group.remove(row) }
        rows = []
        removeButtons = [:]
        group.groupDescription = presets.presets.isEmpty
            ? tr("None yet. Save one from the Timer page’s star, or with “sandglass timer preset save NAME DURATION”.")
            : tr("Shown beside the built-in presets on the Timer page.")
        for preset in presets.presets {
            let row = SettingRow(title: LabelText.printable(preset.name), subtitle: ClockFormat.short(totalSeconds: preset.seconds))
            let remove = PresetEditor.removeButton(for: preset)
            row.addSuffix(remove)
            group.add(row)
            rows.append(row)
            removeButtons[preset.name] = remove
        }
    }
}
