import GtkKit
import TimerCore

/// The person's presets in the Preferences window: a row each, with its duration and a Remove
/// button (the Timer page's own remove action), kept in step with the presets; and under them a
/// form to add one, a name and a duration, through the Timer page's add-preset action.
@MainActor
final class PresetRows {
    let group = PreferencesGroup(title: tr("Your presets"))
    /// The form that adds a preset.
    let addGroup = PreferencesGroup(title: tr("Add a preset"))
    let nameField = Entry(placeholder: tr("Tea"))
    let durationField = Entry(placeholder: tr("4m or 4:00"))
    /// Not bound to the action: what it adds (the fields) goes with it, through `add`.
    let addButton = Button(
        label: TimerOperation.addPreset.definition.label ?? "",
        icon: TimerOperation.addPreset.definition.icon ?? "")
    /// Why the last Add was refused; hidden while there is nothing to say.
    let problem = Label()
    private var rows: [SettingRow] = []
    private(set) var removeButtons: [String: Button] = [:]
    private var shown: PresetList?
    /// Carries out the add-preset action: (name, seconds) → why it was refused, or nil when done.
    private let add: (String, Int64) -> String?

    init(add: @escaping (String, Int64) -> String?) {
        self.add = add
        // The fields are named by their rows' titles (the rows make it so).
        let name = SettingRow(title: tr("Name"))
        nameField.setMaxLength(Int32(TimerPreset.maximumNameLength))
        nameField.setWidthChars(12)
        name.addSuffix(nameField, activatedByRow: true)
        addGroup.add(name)
        let duration = SettingRow(title: tr("Duration"))
        durationField.setWidthChars(12)
        duration.addSuffix(durationField, activatedByRow: true)
        addGroup.add(duration)
        problem.addCSSClass("error")
        problem.setWrap(true)
        problem.setXAlign(0)
        problem.setMargins(top: 6)
        problem.isVisible = false
        addGroup.add(problem)
        addButton.addCSSClass("pill")
        addButton.setAlign(horizontal: .end)
        addButton.setMargins(top: 12)
        addGroup.add(addButton)
        addButton.onClicked { [unowned self] in self.addTyped() }
        nameField.onActivate { [unowned self] in self.addTyped() }
        durationField.onActivate { [unowned self] in self.addTyped() }
    }

    /// Adds the preset the form names; a refusal is shown under it, the fields kept to fix.
    func addTyped() {
        let seconds: Int64
        do {
            seconds = try DurationParser.parse(durationField.text).totalSecondsRoundedDown
        } catch {
            return refuse(tr("Type a duration such as 4m, 4:00 or 1h30m."), field: durationField)
        }
        // Tried first on the presets shown, to mark the field the refusal is about.
        var trial = shown ?? PresetList()
        do {
            try trial.add(name: nameField.text, seconds: seconds)
        } catch {
            return refuse(error.message, field: field(refusedBy: error))
        }
        if let refusal = add(nameField.text, seconds) { return refuse(refusal, field: nil) }
        nameField.text = ""
        durationField.text = ""
        problem.isVisible = false
        for field in [nameField, durationField] { field.removeCSSClass("error") }
    }

    /// Shows why the form was refused: a refusal as the command line words it ("a preset needs
    /// a name"), begun with a capital as a sentence under a form is.
    private func refuse(_ text: String, field: Entry?) {
        problem.text = text.prefix(1).uppercased() + text.dropFirst()
        problem.isVisible = true
        for other in [nameField, durationField] { other.setCSSClass("error", other === field) }
    }

    /// The field a refusal is about: the name's (empty, unprintable, in use) or the duration's
    /// (0 s, over 99:59:59); neither when the list is full.
    private func field(refusedBy error: PresetError) -> Entry? {
        switch error {
        case .emptyName, .badName, .nameInUse, .unknown: nameField
        case .badDuration: durationField
        case .full: nil
        }
    }

    func show(_ presets: PresetList) {
        guard presets != shown else { return }
        shown = presets
        for row in rows { group.remove(row) }
        rows = []
        removeButtons = [:]
        group.groupDescription =
            presets.presets.isEmpty
            ? tr("None yet. Add one below, or save one from the Timer page’s star.")
            : tr("Shown beside the built-in presets on the Timer page.")
        for preset in presets.presets {
            let row = SettingRow(
                title: LabelText.printable(preset.name),
                subtitle: ClockFormat.short(totalSeconds: preset.seconds))
            let remove = PresetEditor.removeButton(for: preset)
            row.addSuffix(remove)
            group.add(row)
            rows.append(row)
            removeButtons[preset.name] = remove
        }
        group.tidyAccessibility()
    }
}
