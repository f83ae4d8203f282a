import GtkKit
import TimerCore

/// The popover of the person's own presets, beside the picker's label: Save as Preset (the
/// label and duration picked), then each preset with its name to edit (Enter renames) and Remove.
@MainActor
final class PresetEditor {
    let root = Box(.vertical, spacing: 12)
    let saveButton = TimerOperation.savePreset.button()
    private let rows = Box(.vertical, spacing: 6)
    private let empty = Label(tr("Presets you save show beside the others."))
    /// The name fields, by the preset's name, and their remove buttons.
    private(set) var nameFields: [String: Entry] = [:]
    private(set) var removeButtons: [String: Button] = [:]
    /// Called when a name is edited and Enter pressed: (old name, new name).
    var onRename: ((String, String) -> Void)?
    private var shown: PresetList?

    init() {
        root.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        saveButton.addCSSClass("suggested-action")
        empty.addCSSClass("dim-label")
        empty.setWrap(true)
        empty.setMaxWidthChars(24)
        root.append(saveButton)
        root.append(rows)
        root.append(empty)
    }

    /// Shows `presets`, building their rows again only when they changed.
    func show(_ presets: PresetList) {
        guard presets != shown else { return }
        shown = presets
        rows.removeAll()
        nameFields = [:]
        removeButtons = [:]
        empty.isVisible = presets.presets.isEmpty
        for preset in presets.presets {
            let row = Box(.horizontal, spacing: 6)
            let field = Entry()
            field.text = preset.name
            field.setMaxLength(Int32(TimerPreset.maximumNameLength))
            field.setWidthChars(14)
            field.setAccessibleLabel(
                tr(
                    "Name of the {duration} preset",
                    ["duration": ClockFormat.spoken(totalSeconds: preset.seconds)]))
            field.onActivate { [unowned self, unowned field] in
                field.removeCSSClass("error")
                self.onRename?(preset.name, field.text)
            }
            let length = Label(ClockFormat.short(totalSeconds: preset.seconds))
            length.addCSSClass("dim-label")
            length.setWidthChars(7)
            let remove = Self.removeButton(for: preset)
            row.append(field)
            row.append(length)
            row.append(remove)
            rows.append(row)
            nameFields[preset.name] = field
            removeButtons[preset.name] = remove
        }
    }

    /// A preset's Remove button (here and in the Preferences window): its action, named after it.
    static func removeButton(for preset: TimerPreset) -> Button {
        let remove = Button(
            icon: TimerOperation.removePreset.definition.icon ?? "",
            accessibleName: tr("Remove {name}", ["name": LabelText.printable(preset.name)]))
        remove.setAction(TimerOperation.removePreset.actionName, target: Variant(preset.name))
        remove.addCSSClass("flat")
        return remove
    }

    /// Marks the name field of `name` as refused (a clash, an empty name), leaving its text to fix.
    func refuseRename(of name: String) { nameFields[name]?.addCSSClass("error") }
}
