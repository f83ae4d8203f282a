import GtkKit
import TimerCore

/// The Preferences window (Ctrl+,): each mode's sound and flash, how long an alarm rings, and
/// the person's presets. Every control goes through what the menu, the Timer page and the
/// command line use (the alert actions, the preset actions, the preferences store), so all of
/// them show a change made here, and this window shows theirs.
@MainActor
final class PreferencesDialog {
    let window: PreferencesWindow
    /// How long an alarm rings at most, in seconds.
    let ringSeconds = SpinButton(range: 1...3_600, step: 5)
    let presets = PresetRows()
    private let preferences: PreferencesStore

    init(preferences: PreferencesStore, application: Application) {
        self.preferences = preferences
        window = PreferencesWindow(title: tr("Preferences"), application: application)
        let alerts = PreferencesPage(title: tr("Alerts"), iconName: "preferences-system-notifications-symbolic")
        for mode in AlertOption.modes {
            let group = PreferencesGroup(title: mode.title)
            for option in AlertOption.all where option.mode == mode {
                let control = Switch()
                control.setAction(option.detailedName)
                let row = SettingRow(title: option.preferencesTitle, subtitle: option.preferencesSubtitle)
                row.addSuffix(control, activatedByRow: true)
                group.add(row)
            }
            alerts.add(group)
        }
        let alarm = PreferencesGroup(title: tr("Alarms"))
        ringSeconds.intValue = preferences.value.ringSeconds
        ringSeconds.setAccessibleLabel(tr("Ring for at most, in seconds"))
        let ring = SettingRow(title: tr("Ring for at Most"), subtitle: tr("Seconds, unless dismissed first"))
        ring.addSuffix(ringSeconds)
        alarm.add(ring)
        alerts.add(alarm)
        window.add(alerts)

        let timer = PreferencesPage(title: tr("Presets"), iconName: "starred-symbolic")
        timer.add(presets.group)
        presets.show(preferences.value.presets)
        window.add(timer)

        ringSeconds.onValueChanged { [unowned self] in
            self.preferences.value.ringSeconds = self.ringSeconds.intValue
        }
        preferences.observe { [weak self] _, after in
            guard let self else { return }
            if self.ringSeconds.intValue != after.ringSeconds { self.ringSeconds.intValue = after.ringSeconds }
            self.presets.show(after.presets)
        }
    }
}
