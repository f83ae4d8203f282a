import FoundationEssentials
import GtkKit
import TimerCore

/// The Preferences window (Ctrl+,): each mode's sound and flash, how long an alarm rings, the
/// Pomodoro cycle's lengths, the panel's tray item, and the person's presets. Every control goes through what the menu, the Timer page and the
/// command line use (the alert actions, the preset actions, the preferences store), so all of
/// them show a change made here, and this window shows theirs.
@MainActor
final class PreferencesDialog {
    let window: PreferencesWindow
    /// How long an alarm rings at most, in seconds.
    let ringSeconds = SpinButton(range: 1...3_600, step: 5)
    let presets: PresetRows
    /// Desktop-wide keys (`sandglass shortcuts`).
    let shortcuts: ShortcutRows
    /// The Pomodoro cycle's lengths, rounds and auto-start: the page's popover form, through the same action.
    let pomodoro = PomodoroSettingsView(layout: .preferences)
    private let preferences: PreferencesStore

    /// `addPreset` carries out the Timer page's add-preset action: (name, seconds) → why it was
    /// refused, or nil. `portalKeys`: the running Sandglass's keys where the desktop binds them
    /// through the GlobalShortcuts portal.
    init(
        preferences: PreferencesStore, application: Application,
        portalKeys: PortalKeybindings? = nil, addPreset: @escaping (String, Int64) -> String?
    ) {
        self.preferences = preferences
        shortcuts = ShortcutRows(
            desktop: SessionDesktop(environment: ProcessInfo.processInfo.environment),
            portal: portalKeys.flatMap { $0.offered == false ? nil : ($0, preferences) })
        presets = PresetRows(add: addPreset)
        window = PreferencesWindow(title: tr("Preferences"), application: application)
        let alerts = PreferencesPage(title: tr("General"), iconName: "preferences-system-symbolic")
        for mode in AlertOption.modes {
            let group = PreferencesGroup(title: mode.title)
            for option in AlertOption.all where option.mode == mode {
                let control = Switch()
                control.setAction(option.detailedName)
                let row = SettingRow(
                    title: option.preferencesTitle, subtitle: option.preferencesSubtitle)
                row.addSuffix(control, activatedByRow: true)
                group.add(row)
            }
            if mode == .pomodoro {
                addCycleForm(to: group, preferences: preferences, application: application)
            }
            alerts.add(group)
            // Beside the Pomodoro's "Pause focus while away", the stopwatch's own policy.
            if mode == .pomodoro { alerts.add(stopwatchGroup()) }
        }
        let alarm = PreferencesGroup(title: tr("Alarms"))
        ringSeconds.intValue = preferences.value.ringSeconds
        ringSeconds.setAccessibleLabel(tr("Ring for at most, in seconds"))
        let ring = SettingRow(
            title: tr("Ring for at most"), subtitle: tr("Seconds, unless dismissed first"))
        ring.addSuffix(ringSeconds)
        ringSeconds.wheelStepsOnlyWhenFocused()
        alarm.add(ring)
        alerts.add(alarm)
        let panel = PreferencesGroup(title: tr("Panel"))
        for option in TrayOption.allCases {
            let control = Switch()
            control.setAction(option.detailedName)
            let row = SettingRow(title: option.title, subtitle: option.subtitle)
            row.addSuffix(control, activatedByRow: true)
            panel.add(row)
        }
        alerts.add(panel)
        window.add(alerts)

        let timer = PreferencesPage(title: tr("Presets"), iconName: "starred-symbolic")
        timer.add(presets.group)
        timer.add(presets.addGroup)
        presets.show(preferences.value.presets)
        window.add(timer)
        window.add(shortcuts.page)

        ringSeconds.onValueChanged { [unowned self] in
            self.preferences.value.ringSeconds = self.ringSeconds.intValue
        }
        window.tidyAccessibility()
        preferences.observe { [weak self] _, after in
            guard let self else { return }
            if self.ringSeconds.intValue != after.ringSeconds {
                self.ringSeconds.intValue = after.ringSeconds
            }
            if let cycle = after.pomodoro { self.pomodoro.show(cycle) }
            self.presets.show(after.presets)
        }
    }

    /// Under the Pomodoro's switches, the cycle's lengths, rounds and auto-start (for this cycle
    /// and the next), a row each: the page's popover form's fields, through the same action.
    private func addCycleForm(
        to group: PreferencesGroup, preferences: PreferencesStore, application: Application
    ) {
        group.groupDescription = tr(
            "Lengths, rounds and auto-start apply to the cycle under way and the next")
        for field in [pomodoro.focus, pomodoro.shortBreak, pomodoro.longBreak, pomodoro.rounds] {
            field.wheelStepsOnlyWhenFocused()
        }
        pomodoro.show(preferences.value.pomodoro ?? .standard)
        pomodoro.onChange = { settings in
            application.activateAction(PomodoroOperation.settings.name, parameter: settings.variant)
        }
        for row in pomodoro.rows { group.add(row) }
        group.add(
            preferenceSwitch(
                awayPause, \.pauseFocusWhenAway, title: tr("Pause focus while away"),
                subtitle: tr(
                    "While the computer sleeps, the screen is locked or you are idle; a break runs on"
                )))
        group.add(
            preferenceSwitch(
                idleCounts, \.countIdleAsAway, title: tr("Count idle time as away"),
                subtitle: tr("Off, only a locked screen or a sleeping computer is time away")))
        group.add(idleRow())
        group.add(
            preferenceSwitch(
                quietPause, \.quietDuringFocus, title: tr("Do not disturb during focus"),
                subtitle: tr("Other notifications wait while a focus phase runs")))
    }

    /// The stopwatch's policy while away: its own group (the stopwatch has no alerts).
    private func stopwatchGroup() -> PreferencesGroup {
        let group = PreferencesGroup(title: Mode.stopwatch.title)
        group.add(
            preferenceSwitch(
                stopwatchAwayPause, \.pauseStopwatchWhenAway,
                title: tr("Pause the stopwatch while the screen is locked"),
                subtitle: tr("Or while the computer sleeps; off, it measures wall time")))
        return group
    }

    /// A row whose switch is the preference at `key`, both ways.
    private func preferenceSwitch(
        _ control: Switch, _ key: WritableKeyPath<SavedPreferences, Bool>, title: String,
        subtitle: String
    ) -> SettingRow {
        control.isActive = preferences.value[keyPath: key]
        control.onNotify("active") { [unowned self, unowned control] in
            self.preferences.value[keyPath: key] = control.isActive
        }
        preferences.observe { [weak control] _, after in
            guard let control, control.isActive != after[keyPath: key] else { return }
            control.isActive = after[keyPath: key]
        }
        let row = SettingRow(title: title, subtitle: subtitle)
        row.addSuffix(control, activatedByRow: true)
        return row
    }

    /// The minutes without a key or pointer touched that count as away, both ways.
    private func idleRow() -> SettingRow {
        let range = SavedPreferences.idleMinutes
        idleMinutes.value = Double(preferences.value.awayAfterIdleMinutes)
        idleMinutes.setNumeric(true)
        idleMinutes.wheelStepsOnlyWhenFocused()
        idleMinutes.onValueChanged { [unowned self] in
            let minutes = min(max(self.idleMinutes.intValue, range.lowerBound), range.upperBound)
            self.preferences.value.awayAfterIdleMinutes = minutes
        }
        preferences.observe { [weak self] _, after in
            guard let self, self.idleMinutes.intValue != after.awayAfterIdleMinutes else { return }
            self.idleMinutes.value = Double(after.awayAfterIdleMinutes)
        }
        let row = SettingRow(
            title: tr("Away after idle for (minutes)"),
            subtitle: tr("Back from this long away during focus, Sandglass asks what the time was"))
        row.addSuffix(idleMinutes, activatedByRow: true)
        return row
    }

    /// Minutes idle before the person counts as away.
    private let idleMinutes = SpinButton(
        range: Double(
            SavedPreferences.idleMinutes.lowerBound)...Double(
                SavedPreferences.idleMinutes.upperBound))

    /// Whether a focus phase pauses while the computer sleeps or the screen is locked.
    private let awayPause = Switch()
    /// Whether idleness counts as away at all.
    private let idleCounts = Switch()
    /// Whether other notifications wait while a focus phase runs.
    private let quietPause = Switch()
    /// Whether a running stopwatch pauses while the person is away.
    private let stopwatchAwayPause = Switch()

    /// The switch's state, as a click sets it (tests).
    var pausesFocusWhenAway: Bool {
        get { awayPause.isActive }
        set { awayPause.isActive = newValue }
    }

    /// The idle switch's state, as a click sets it (tests).
    var countsIdleAsAway: Bool {
        get { idleCounts.isActive }
        set { idleCounts.isActive = newValue }
    }
}
