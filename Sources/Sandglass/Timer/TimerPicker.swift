import FoundationEssentials
import GtkKit
import TimerCore

/// The idle timer: hours/minutes/seconds spin buttons, presets and Start.
@MainActor
final class TimerPicker {
    private(set) var root: Widget!
    let hours = SpinButton(range: 0...99, vertical: true)
    let minutes = SpinButton(range: 0...59, vertical: true)
    let seconds = SpinButton(range: 0...59, vertical: true)
    let startButton = TimerOperation.start.button()
    /// The new timer's name (optional), shown above its digits and in its row.
    let labelEntry = Entry(placeholder: tr("Label (optional)"))
    /// Back to the timers there are; shown only when the picker is open over them.
    let backButton = TimerOperation.back.button()
    /// The person's own presets: save, rename, remove.
    let presetEditor = PresetEditor()
    let presetsButton: MenuButton
    /// The person's own presets, as buttons under the built-in ones.
    private(set) var ownPresetButtons: [Button] = []
    private let ownPresetRows = Box(.vertical, spacing: 6)
    private var shownOwnPresets: PresetList?
    private(set) var presetButtons: [Button] = []
    /// The preset buttons' rows, left out in a short window so that Start stays on screen.
    private let presetRows = Box(.vertical, spacing: 6)

    /// Presets shown under the picker, in seconds.
    static let presets: [Int64] = [60, 180, 300, 600, 900, 1500, 2700, 3600]

    /// Called when the picked duration changes (typing, arrows, presets).
    var onChange: (() -> Void)?
    /// Called on Enter in any of the fields.
    var onActivate: (() -> Void)?
    /// Called at each key typed into a field, before the field commits it (and at each change of the label).
    var onTyping: (() -> Void)?

    /// The label typed, trimmed ("" for none).
    var label: String { labelEntry.text.trimmingWhitespace }

    init() {
        presetsButton = MenuButton(
            icon: "starred-symbolic", accessibleName: tr("Your Presets"),
            popover: Popover(child: presetEditor.root))
        let fields = Box(.horizontal, spacing: 8)
        fields.setAlign(horizontal: .center)
        fields.append(column(hours, caption: tr("_Hours")))
        fields.append(separator())
        fields.append(column(minutes, caption: tr("_Minutes")))
        fields.append(separator())
        fields.append(column(seconds, caption: tr("S_econds")))

        presetRows.setAlign(horizontal: .center)
        presetRows.addCSSClass("presets")
        var presetRow = Box(.horizontal, spacing: 6)
        for (index, preset) in Self.presets.enumerated() {
            if index % 4 == 0 {
                presetRow = Box(.horizontal, spacing: 6)
                presetRow.setHomogeneous(true)
                presetRows.append(presetRow)
            }
            let button = Button(
                label: ClockFormat.short(totalSeconds: preset), mnemonic: false,
                action: TimerOperation.set.detailedName, target: Variant(preset))
            button.addCSSClass("preset")
            button.setAccessibleLabel(
                tr("Set {duration}", ["duration": ClockFormat.spoken(totalSeconds: preset)]))
            presetButtons.append(button)
            presetRow.append(button)
        }
        presetRows.append(ownPresetRows)

        startButton.addCSSClass("suggested-action")
        startButton.addCSSClass("circular-pill")
        backButton.addCSSClass("circular-pill")
        backButton.isVisible = false
        let actions = Box(.horizontal, spacing: 12)
        actions.setAlign(horizontal: .center)
        actions.append(backButton)
        actions.append(startButton)
        // The label over the fields, as a running timer's label is over its digits.
        labelEntry.setMaxLength(Int32(LabelText.maximumLength))
        labelEntry.setWidthChars(18)
        labelEntry.setAlign(horizontal: .center)
        labelEntry.setAccessibleLabel(tr("Label"))
        labelEntry.addCSSClass("timer-label-entry")
        labelEntry.onActivate { [unowned self] in self.onActivate?() }
        labelEntry.onChanged { [unowned self] in self.onTyping?() }
        presetsButton.addCSSClass("flat")
        let above = Box(.horizontal, spacing: 6)
        above.setAlign(horizontal: .center)
        above.append(labelEntry)
        above.append(presetsButton)
        // The fields where the other pages have their digits; the presets and Start under them.
        let below = Box(.vertical, spacing: 18)
        below.append(presetRows)
        below.append(actions)
        root = PageLayout.make(above: above, digits: fields, below: below)
        root.addCSSClass("timer-picker")

        for field in [hours, minutes, seconds] {
            field.onOutput { ClockFormat.twoDigits(Int($0)) }
            field.onInput { [unowned self, unowned field] text in self.carry(text, in: field) }
            field.onValueChanged { [unowned self] in if !self.isShowing { self.onChange?() } }
            field.onActivate { [unowned self] in self.onActivate?() }
            field.onTextChanged { [unowned self] in if !self.isShowing { self.onTyping?() } }
            // The wheel scrolls the page past a field unless the field has the keyboard.
            field.wheelStepsOnlyWhenFocused()
        }
    }

    /// Shows Back when the picker is open over timers there are.
    func showBack(_ shown: Bool) {
        if backButton.isVisible != shown { backButton.isVisible = shown }
    }

    /// In a short window (GNOME's smallest is 294 px high) only the fields and Start show: the
    /// presets are a shortcut, typing or the arrows do the same; a label is for a taller window.
    func fit(short: Bool) {
        presetRows.isVisible = !short
        labelEntry.isVisible = !short
        presetsButton.isVisible = !short
    }

    /// Shows the person's own presets as buttons under the built-in ones (four to a row), each
    /// filling the picker with its duration and its name as the label; and in the editor.
    func showOwnPresets(_ presets: PresetList) {
        presetEditor.show(presets)
        guard presets != shownOwnPresets else { return }
        shownOwnPresets = presets
        ownPresetRows.removeAll()
        ownPresetButtons = []
        var row = Box(.horizontal, spacing: 6)
        for (index, preset) in presets.presets.enumerated() {
            if index % 4 == 0 {
                row = Box(.horizontal, spacing: 6)
                row.setHomogeneous(true)
                ownPresetRows.append(row)
            }
            let name = LabelText.printable(preset.name)
            let button = Button(
                label: name, mnemonic: false, action: TimerOperation.usePreset.actionName,
                target: Variant(preset.name))
            button.addCSSClass("preset")
            button.addCSSClass("own-preset")
            button.setAccessibleLabel(
                tr(
                    "{name}, {duration}",
                    ["name": name, "duration": ClockFormat.spoken(totalSeconds: preset.seconds)]))
            ownPresetButtons.append(button)
            row.append(button)
        }
        ownPresetRows.isVisible = !presets.presets.isEmpty
    }
    var showsPresets: Bool { presetRows.isVisible }

    /// The picked duration in whole seconds, committing any text still being typed.
    var totalSeconds: Int64 {
        commitTyping()
        return committedSeconds
    }

    /// The duration the fields hold as committed values, leaving text being typed alone.
    var committedSeconds: Int64 {
        ClockComponents(hours: hours.intValue, minutes: minutes.intValue, seconds: seconds.intValue)
            .totalSeconds
    }

    /// The duration the fields show, text being typed included, without committing it: read at
    /// each key (to keep Start's sensitivity true to the fields), it never rewrites a field under
    /// the caret. The same numbers as `totalSeconds` once committed (carried, at most 99:59:59).
    var shownSeconds: Int64 {
        // Text that is no number (an emptied field, also for a moment while GTK rewrites it on
        // commit) counts as the value: Start must not flicker insensitive under a click.
        let parts = [hours, minutes, seconds].map { field in
            Int(field.text.trimmingWhitespace).map { max($0, 0) } ?? field.intValue
        }
        return ClockComponents(hours: min(parts[0], 99), minutes: parts[1], seconds: parts[2])
            .normalized.totalSeconds
    }

    /// Shows `totalSeconds` in the three fields.
    func show(totalSeconds: Int64) {
        let parts = ClockComponents(totalSeconds: totalSeconds)
        // One change, not three: the half-set values in between are nobody's choice.
        isShowing = true
        hours.intValue = parts.hours
        minutes.intValue = parts.minutes
        seconds.intValue = parts.seconds
        isShowing = false
        onChange?()
    }

    private var isShowing = false

    func commitTyping() { [hours, minutes, seconds].forEach { $0.update() } }

    /// Typing 90 into Minutes means 1 h 30 min: keep the remainder in the field, carry the rest up.
    private func carry(_ text: String, in field: SpinButton) -> Double? {
        guard let typed = Int(text.trimmingWhitespace), typed >= 60, field !== hours else {
            return nil
        }
        var parts = ClockComponents(
            hours: hours.intValue, minutes: minutes.intValue, seconds: seconds.intValue)
        if field === minutes { parts.minutes = typed } else { parts.seconds = typed }
        let carried = ClockComponents(
            totalSeconds: min(
                parts.totalSeconds, CountdownTimer.maximumDuration.totalSecondsRoundedDown))
        hours.intValue = carried.hours
        if field === seconds { minutes.intValue = carried.minutes }
        return Double(field === minutes ? carried.minutes : carried.seconds)
    }

    /// A field over its caption; the caption's mnemonic (Alt+H/M/E) focuses the field and names it.
    private func column(_ field: SpinButton, caption: String) -> Box {
        let column = Box(.vertical, spacing: 4)
        field.addCSSClass("time-field")
        column.append(field)
        let label = Label(caption, mnemonic: true)
        label.setMnemonicWidget(field)
        label.addCSSClass("dim-label")
        column.append(label)
        return column
    }

    private func separator() -> Label {
        let colon = Label(":")
        colon.addCSSClass("time-separator")
        return colon
    }
}
