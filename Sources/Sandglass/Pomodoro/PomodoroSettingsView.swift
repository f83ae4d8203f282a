import FoundationEssentials
import GtkKit
import TimerCore

/// The cycle's lengths and options, edited in the Pomodoro page's settings popover: a form of
/// spin buttons in minutes, one per line, and two checks.
///
/// A length is held in seconds and shown in minutes ("25"), or as m:ss when it has seconds
/// (set from the command line with `--focus 90s`); typing "1:30" or "90s" works too.
@MainActor
final class PomodoroSettingsView {
    let root = Box(.vertical, spacing: 12)
    let focus = SpinButton(range: 1...Double(PomodoroSettings.maximumLength.totalSecondsRoundedDown), step: 60)
    let shortBreak = SpinButton(range: 1...Double(PomodoroSettings.maximumLength.totalSecondsRoundedDown), step: 60)
    let longBreak = SpinButton(range: 1...Double(PomodoroSettings.maximumLength.totalSecondsRoundedDown), step: 60)
    let rounds = SpinButton(range: Double(PomodoroSettings.roundsRange.lowerBound)...Double(PomodoroSettings.roundsRange.upperBound))
    let autoStart = CheckButton(label: tr("Start the next phase _automatically"))
    let flash = CheckButton(label: tr("_Flash the window when a phase ends"))

    /// The person changed a length, the rounds or auto-start.
    var onChange: ((PomodoroSettings) -> Void)?
    private var isShowing = false
    /// The unit the lengths are written in: "min", or "m:ss" once one has seconds.
    private var unit = "min"
    /// The lengths' captions with their mnemonics, before the unit ("F_ocus").
    private var lengthCaptions: [(label: Label, text: String)] = []

    init() {
        root.addCSSClass("pomodoro-lengths")
        root.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        // One field per line, its caption before it: about 300 px wide, so the popover fits
        // GNOME's smallest window (the four side by side made the page 536 px wide).
        let fields = Box(.vertical, spacing: 6)
        fields.append(line(focus, caption: tr("F_ocus")))
        fields.append(line(shortBreak, caption: tr("Short _break")))
        fields.append(line(longBreak, caption: tr("_Long break")))
        fields.append(line(rounds, caption: tr("Ro_unds")))
        showUnit("min")
        root.append(fields)
        let checks = Box(.vertical, spacing: 2)
        checks.append(autoStart)
        checks.append(flash)
        root.append(checks)

        for field in [focus, shortBreak, longBreak] {
            field.onOutput { [unowned self] in PomodoroLengthText.text(seconds: Int64($0), unit: self.unit) }
            field.setNumeric(false)
            field.onInput { PomodoroLengthText.seconds(typed: $0).map(Double.init) }
        }
        for field in [focus, shortBreak, longBreak, rounds] {
            field.setWidthChars(4)
            field.onValueChanged { [unowned self] in self.changed() }
        }
        autoStart.onToggled { [unowned self] in self.changed() }
        // The same on/off action as the main menu's Alerts item: it shows and saves the choice.
        flash.setAction(AlertOption(mode: .pomodoro, channel: .flash).detailedName)
    }

    /// The settings as the fields show them.
    var settings: PomodoroSettings {
        PomodoroSettings(
            focus: .seconds(Int64(focus.intValue)), shortBreak: .seconds(Int64(shortBreak.intValue)),
            longBreak: .seconds(Int64(longBreak.intValue)), rounds: rounds.intValue, autoStart: autoStart.isActive)
    }

    /// Shows `settings` (no change is reported for it).
    func show(_ settings: PomodoroSettings) {
        guard settings != self.settings else { return }
        isShowing = true
        showUnit(PomodoroLengthText.unit(of: [settings.focus, settings.shortBreak, settings.longBreak].map(\.totalSecondsRoundedDown)))
        focus.intValue = Int(settings.focus.totalSecondsRoundedDown)
        shortBreak.intValue = Int(settings.shortBreak.totalSecondsRoundedDown)
        longBreak.intValue = Int(settings.longBreak.totalSecondsRoundedDown)
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
    var captionTexts: [String] { lengthCaptions.map(\.label.text) }

    /// The lengths' captions name the unit their fields show: "Focus (min)", or "Focus (m:ss)"
    /// once a length has seconds.
    /// The unit as the captions name it: "min" and "m:ss" are also the lengths' format codes, so only the caption is translated.
    private static func unitName(_ unit: String) -> String {
        unit == "min" ? tr("min") : tr("m:ss")
    }

    private func showUnit(_ unit: String) {
        self.unit = unit
        for caption in lengthCaptions {
            caption.label.setMnemonicText(MnemonicLabel.filled(caption.text) { text in
                tr("{caption} ({unit})", ["caption": text, "unit": Self.unitName(unit)])
            })
        }
        // Every length in the one unit ("15" becomes "15:00"), also those whose value stays.
        for field in [focus, shortBreak, longBreak] { field.text = PomodoroLengthText.text(seconds: Int64(field.intValue), unit: unit) }
    }

    /// A caption and its field on one line; the caption's mnemonic focuses the field and names it.
    private func line(_ field: SpinButton, caption: String) -> Box {
        let line = Box(.horizontal, spacing: 12)
        let label = Label(caption, mnemonic: true)
        if field !== rounds { lengthCaptions.append((label, caption)) }
        label.setMnemonicWidget(field)
        label.setXAlign(0)
        label.setExpand(horizontal: true)
        line.append(label)
        line.append(field)
        return line
    }
}
