import FoundationEssentials
import GtkKit
import TimerCore

/// The cycle's lengths and options: in the Pomodoro page's settings popover a form of spin
/// buttons, one per line, and two checks; in the Preferences window rows of its Pomodoro group
/// (each field the suffix of a row, auto-start a switch row), through the same fields and rules.
///
/// A length is held in minutes, as its field shows it ("25", so a screen reader reads the value
/// it sees), or as m:ss when it has seconds (set from the command line with `--focus 90s`);
/// typing "1:30" or "90s" works too.
@MainActor
final class PomodoroSettingsView {
    /// Where the fields go: the popover's form, or a preferences group's rows.
    enum Layout {
        case popover, preferences
    }

    /// The popover's form (empty in the preferences layout, whose fields are in `rows`).
    let root = Box(.vertical, spacing: 12)
    /// The preferences layout's rows, top to bottom (none in the popover's form).
    private(set) var rows: [SettingRow] = []
    let focus = PomodoroSettingsView.lengthField()
    let shortBreak = PomodoroSettingsView.lengthField()
    let longBreak = PomodoroSettingsView.lengthField()
    let rounds = SpinButton(
        range: Double(
            PomodoroSettings.roundsRange.lowerBound)...Double(
                PomodoroSettings.roundsRange.upperBound))
    /// A check in the popover, a switch in the Preferences window.
    let autoStart: any OnOffControl
    /// The popover's flash check (the Preferences window has its own switch for it), nil there.
    let flash: CheckButton?

    /// The person changed a length, the rounds or auto-start.
    var onChange: ((PomodoroSettings) -> Void)?
    private var isShowing = false
    /// The unit the lengths are written in: "min", or "m:ss" once one has seconds.
    private var unit = "min"
    /// The lengths' captions with their mnemonics, before the unit ("F_ocus"), and how each is shown.
    private var lengthCaptions: [(text: String, field: SpinButton, show: (String) -> Void)] = []

    /// A length's field, in minutes: one second (1/60) up to the longest length, a minute a step.
    private static func lengthField() -> SpinButton {
        SpinButton(
            range: 1.0 / 60...Double(PomodoroSettings.maximumLength.totalSecondsRoundedDown) / 60,
            step: 1)
    }

    init(layout: Layout = .popover) {
        let autoStartText = tr("Start the next phase _automatically")
        let fields = [
            (focus, tr("F_ocus")), (shortBreak, tr("Short _break")), (longBreak, tr("_Long break")),
            (rounds, tr("Ro_unds")),
        ]
        switch layout {
        case .popover:
            let check = CheckButton(label: autoStartText)
            let flashCheck = CheckButton(label: tr("_Flash the window when a phase ends"))
            autoStart = check
            flash = flashCheck
            root.addCSSClass("pomodoro-lengths")
            root.setMargins(top: 6, bottom: 6, start: 6, end: 6)
            // One field per line, its caption before it: about 300 px wide, so the popover fits
            // GNOME's smallest window (the four side by side made the page 536 px wide).
            let lines = Box(.vertical, spacing: 6)
            for (field, caption) in fields { lines.append(line(field, caption: caption)) }
            root.append(lines)
            let checks = Box(.vertical, spacing: 2)
            checks.append(check)
            checks.append(flashCheck)
            root.append(checks)
            // The same on/off action as the main menu's Alerts item: it shows and saves the choice.
            flashCheck.setAction(AlertOption(mode: .pomodoro, channel: .flash).detailedName)
        case .preferences:
            let toggle = Switch()
            autoStart = toggle
            flash = nil
            for (field, caption) in fields { rows.append(row(field, caption: caption)) }
            let autoStartRow = SettingRow(title: MnemonicLabel.plain(autoStartText))
            autoStartRow.addSuffix(toggle, activatedByRow: true)
            rows.append(autoStartRow)
        }
        showUnit("min")

        for field in [focus, shortBreak, longBreak] {
            field.onOutput { [unowned self] in
                PomodoroLengthText.text(seconds: Self.seconds(minutes: $0), unit: self.unit)
            }
            field.setNumeric(false)
            field.onInput { PomodoroLengthText.seconds(typed: $0).map { Double($0) / 60 } }
        }
        for field in [focus, shortBreak, longBreak, rounds] {
            field.setWidthChars(4)
            field.onValueChanged { [unowned self] in self.changed() }
        }
        autoStart.onToggled { [unowned self] in self.changed() }
    }

    /// The whole seconds a field's minutes stand for.
    private static func seconds(minutes: Double) -> Int64 { Int64((minutes * 60).rounded()) }

    /// The length `field` shows.
    private func length(_ field: SpinButton) -> Duration {
        .seconds(Self.seconds(minutes: field.value))
    }

    /// Shows `length` in `field`, in minutes.
    private func show(_ length: Duration, in field: SpinButton) {
        field.value = Double(length.totalSecondsRoundedDown) / 60
    }

    /// The settings as the fields show them.
    var settings: PomodoroSettings {
        PomodoroSettings(
            focus: length(focus), shortBreak: length(shortBreak), longBreak: length(longBreak),
            rounds: rounds.intValue,
            autoStart: autoStart.isActive)
    }

    /// Shows `settings` (no change is reported for it).
    func show(_ settings: PomodoroSettings) {
        guard settings != self.settings else { return }
        isShowing = true
        showUnit(
            PomodoroLengthText.unit(
                of: [settings.focus, settings.shortBreak, settings.longBreak].map(
                    \.totalSecondsRoundedDown)))
        show(settings.focus, in: focus)
        show(settings.shortBreak, in: shortBreak)
        show(settings.longBreak, in: longBreak)
        rounds.intValue = settings.rounds
        autoStart.isActive = settings.autoStart
        isShowing = false
    }

    /// Commits what is typed in the fields (as Enter or leaving them would): reported as a change.
    func commitTyping() { [focus, shortBreak, longBreak, rounds].forEach { $0.update() } }

    private func changed() {
        guard !isShowing else { return }
        onChange?(settings)
    }

    /// The lengths' captions as shown ("Focus (min)").
    private(set) var captionTexts: [String] = []

    /// The unit as the captions name it: "min" and "m:ss" are also the lengths' format codes, so only the caption is translated.
    private static func unitName(_ unit: String) -> String {
        unit == "min" ? tr("min") : tr("m:ss")
    }

    /// The lengths' captions name the unit their fields show: "Focus (min)", or "Focus (m:ss)"
    /// once a length has seconds.
    private func showUnit(_ unit: String) {
        self.unit = unit
        captionTexts = lengthCaptions.map { caption in
            // A translation's "(_O)" key moves to the end: one parenthesised part, not two in a row.
            let text = MnemonicLabel.filled(caption.text) { text in
                tr("{caption} ({unit})", ["caption": text, "unit": Self.unitName(unit)])
            }
            caption.show(text)
            return MnemonicLabel.plain(text)
        }
        // Every length in the one unit ("15" becomes "15:00"), also those whose value stays.
        for field in [focus, shortBreak, longBreak] {
            field.text = PomodoroLengthText.text(
                seconds: Self.seconds(minutes: field.value), unit: unit)
        }
    }

    /// A caption and its field on one line; the caption's mnemonic focuses the field and names it.
    private func line(_ field: SpinButton, caption: String) -> Box {
        let line = Box(.horizontal, spacing: 12)
        let label = Label(caption, mnemonic: true)
        if field !== rounds {
            lengthCaptions.append((caption, field, { label.setMnemonicText($0) }))
        }
        label.setMnemonicWidget(field)
        label.setXAlign(0)
        label.setExpand(horizontal: true)
        line.append(label)
        line.append(field)
        return line
    }

    /// A preferences row titled by the caption, its field at the end and named by the title
    /// (the row makes it so); a click on the row puts the keyboard in the field.
    private func row(_ field: SpinButton, caption: String) -> SettingRow {
        let row = SettingRow(title: MnemonicLabel.plain(caption))
        if field !== rounds {
            lengthCaptions.append(
                (caption, field, { [unowned row] text in row.title = MnemonicLabel.plain(text) }))
        }
        row.addSuffix(field, activatedByRow: true)
        return row
    }
}
