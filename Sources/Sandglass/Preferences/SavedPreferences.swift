import TimerCore

/// The person's choices that are not part of any timer's state: kept across restarts.
struct SavedPreferences: Codable, Equatable, Sendable {
    static let currentVersion = 1

    var version = Self.currentVersion
    /// The alert options set otherwise than their default (a sound on, a flash off); read and
    /// written through the subscript, so two equal choices are equal however they were made.
    private var alertChoices: [AlertOption: Bool] = [:]
    /// How long an alarm rings at most.
    var ringSeconds = 60
    /// The window is kept above other windows.
    var pinned = false
    /// The window shows the compact view.
    var compact = false
    /// The person's own timer presets.
    var presets = PresetList()
    /// The full window's size when last resized, and whether it was maximized (GSettings only);
    /// at first, room for the switcher in the header bar.
    var windowWidth = 780
    var windowHeight = 540
    var windowMaximized = false
    /// The header bar showed its wide switcher (icons beside titles) at that size: a new
    /// window builds that one before it first shows, the other after (GSettings only).
    var windowWideSwitcher = false
    /// The page shown last, which a window opened without a page asked for shows (GSettings only).
    var lastPage = Mode.timer
    /// The duration of the last timer started, in seconds; nil until one was (the saved timers'
    /// picker duration then stands: it was kept with them before the settings had it).
    var lastTimerSeconds: Int?
    /// A focus phase pauses while the computer sleeps or the screen is locked (GSettings only).
    var pauseFocusWhenAway = true
    /// No key or pointer touched for this many minutes is away; back from at least as long away
    /// during focus, the person is asked what it was (GSettings only).
    var awayAfterIdleMinutes = 5
    /// Idleness counts as away at all; off, no idle watch is armed and only a lock or a sleep is
    /// time away (GSettings only).
    var countIdleAsAway = true
    static let idleMinutes = 1...120
    /// A running stopwatch pauses while the screen is locked or the computer sleeps (GSettings only).
    var pauseStopwatchWhenAway = false
    /// Other notifications wait while a focus phase runs (GSettings only).
    var quietDuringFocus = false
    /// An item in the panel's tray while something runs or rings, and kept there while nothing
    /// does (GSettings only).
    var tray = true
    var trayWhenIdle = false
    /// The Pomodoro cycle's lengths, rounds and auto-start as last chosen; nil until chosen once
    /// (the saved cycle's then stand: they were kept with it before the settings had them).
    var pomodoro: PomodoroSettings?

    /// The file's keys besides the alert options' (`timer_sound`, `AlertOption.FileKey`).
    enum CodingKeys: String, CodingKey {
        case version
        case ringSeconds = "ring_seconds"
        case pinned
        case compact
        case presets
    }

    /// Names that older files use for a setting that has another now.
    private enum LegacyKeys: String, CodingKey {
        /// The Pomodoro's flash, from before the timer and the countdown had one.
        case flashWindow = "flash_window"
    }

    init(pomodoroFlash: Bool = false) {
        self[AlertOption(mode: .pomodoro, channel: .flash)] = pomodoroFlash
    }

    /// Whether `option` is on (a mode without alerts has none on).
    subscript(option: AlertOption) -> Bool {
        get { option.isOffered && (alertChoices[option] ?? option.isOnByDefault) }
        set {
            guard option.isOffered else { return }
            alertChoices[option] = newValue == option.isOnByDefault ? nil : newValue
        }
    }

    /// Whether `mode`'s end is told through `channel`.
    func alerts(_ mode: Mode, by channel: AlertOption.Channel) -> Bool {
        self[AlertOption(mode: mode, channel: channel)]
    }

    /// Reads a file of this version; a setting it lacks (written before the setting existed) keeps its default.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        let alerts = try decoder.container(keyedBy: AlertOption.FileKey.self)
        for option in AlertOption.all {
            if let on = try alerts.decodeIfPresent(Bool.self, forKey: AlertOption.FileKey(option)) {
                self[option] = on
            }
        }
        // The older name, unless the newer holds a value (null reads as absent, as it always did).
        let pomodoroFlash = AlertOption(mode: .pomodoro, channel: .flash)
        if try alerts.decodeIfPresent(Bool.self, forKey: AlertOption.FileKey(pomodoroFlash)) == nil,
            let flash = try decoder.container(keyedBy: LegacyKeys.self).decodeIfPresent(
                Bool.self, forKey: .flashWindow)
        {
            self[pomodoroFlash] = flash
        }
        ringSeconds = min(
            max(try container.decodeIfPresent(Int.self, forKey: .ringSeconds) ?? 60, 1), 3_600)
        pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned) ?? false
        compact = try container.decodeIfPresent(Bool.self, forKey: .compact) ?? false
        // Unreadable presets lose only the presets (a bad one alone is dropped by PresetList).
        presets =
            (try? container.decodeIfPresent(PresetList.self, forKey: .presets)) ?? PresetList()
    }

    /// Writes every key a file of this version has.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        var alerts = encoder.container(keyedBy: AlertOption.FileKey.self)
        for option in AlertOption.all {
            try alerts.encode(self[option], forKey: AlertOption.FileKey(option))
        }
        try container.encode(ringSeconds, forKey: .ringSeconds)
        try container.encode(pinned, forKey: .pinned)
        try container.encode(compact, forKey: .compact)
        try container.encode(presets, forKey: .presets)
    }

    /// Why a saved preferences file is not used.
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// The preferences if the file's version is one this program reads.
    func checked() throws(Invalid) -> SavedPreferences {
        guard version == Self.currentVersion else {
            throw Invalid(description: "unknown version \(version)")
        }
        return self
    }
}
