import TimerCore

/// A person's on/off choice for how a mode tells of its end besides its notification: its
/// sound, and a flash of the window for rooms where sound is not welcome.
///
/// Each is an on/off action, `app.MODE-sound` or `app.MODE-flash`, defined here once: the main
/// menu's Alerts items, the Pomodoro page's check and the saved preferences all go through it.
struct AlertOption: Hashable, Sendable {
    enum Channel: String, CaseIterable, Sendable {
        case sound, flash
    }

    let mode: Mode
    let channel: Channel

    /// The modes that end (a stopwatch never does), in the switcher's order: each has its sound
    /// and flash settings in the schema and in `SavedPreferences`.
    static let modes: [Mode] = [.timer, .pomodoro, .countdown]
    static let all: [AlertOption] = modes.flatMap { mode in
        Channel.allCases.map { AlertOption(mode: mode, channel: $0) }
    }

    /// The action's name on the application (`timer-sound`).
    var name: String { "\(mode.rawValue)-\(channel.rawValue)" }
    var detailedName: String { "app." + name }

    /// Its row's title in the Preferences window, under the mode's heading (in sentence case,
    /// where the menu item has a title's capitals).
    var preferencesTitle: String {
        switch channel {
        case .sound: tr("Sound")
        case .flash: tr("Flash the window")
        }
    }

    /// What its row says it does.
    var preferencesSubtitle: String {
        switch (mode, channel) {
        case (.pomodoro, .sound): tr("A chime at the end of each focus and break")
        case (.countdown, .sound): tr("Ring when the date comes, until dismissed")
        case (_, .sound): tr("Ring at the end, until dismissed")
        case (_, .flash): tr("Three flashes, for rooms where sound is not welcome")
        }
    }

    /// Its menu item, under the mode's heading.
    var menuLabel: String {
        switch channel {
        case .sound: tr("Sound")
        case .flash: tr("Flash the Window")
        }
    }
}
