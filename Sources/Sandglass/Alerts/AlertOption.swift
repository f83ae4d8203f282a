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

    /// The modes whose end alerts (a stopwatch never ends), in the switcher's order: those whose
    /// registration says what its channels do. Each option is a key of the settings schema.
    static var modes: [Mode] {
        ModeList.active.filter { !$0.alertSubtitles.isEmpty }.map(\.mode)
    }
    static var all: [AlertOption] {
        ModeList.active.flatMap { registration in
            Channel.allCases.filter { registration.alertSubtitles[$0] != nil }.map {
                AlertOption(mode: registration.mode, channel: $0)
            }
        }
    }

    /// Whether its mode's end is told this way (a stopwatch's never is).
    var isOffered: Bool { ModeList.registration(of: mode)?.alertSubtitles[channel] != nil }

    /// A sound rings unless turned off; a flash is asked for.
    var isOnByDefault: Bool { channel == .sound }

    /// Its key in the preferences file of earlier versions: `timer_sound`.
    struct FileKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ option: AlertOption) {
            stringValue = "\(option.mode.rawValue)_\(option.channel.rawValue)"
        }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
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

    /// What its row says it does, as its mode's registration says it.
    var preferencesSubtitle: String {
        ModeList.registration(of: mode)?.alertSubtitles[channel] ?? ""
    }

    /// The flash's row, the same for every mode.
    static var flashSubtitle: String { tr("Three flashes, for rooms where sound is not welcome") }

    /// Its menu item, under the mode's heading.
    var menuLabel: String {
        switch channel {
        case .sound: tr("Sound")
        case .flash: tr("Flash the Window")
        }
    }
}
