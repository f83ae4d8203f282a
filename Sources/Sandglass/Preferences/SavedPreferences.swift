import TimerCore

/// The person's choices that are not part of any timer's state: kept across restarts.
struct SavedPreferences: Codable, Equatable, Sendable {
    static let currentVersion = 1

    var version = Self.currentVersion
    /// Flash the window at each Pomodoro phase end (for rooms where sound is not allowed).
    var pomodoroFlash = false
    /// Flash the window when a timer ends.
    var timerFlash = false
    /// Flash the window when a countdown's date comes.
    var countdownFlash = false
    /// A timer's end rings (the freedesktop "alarm-clock-elapsed"), until dismissed or for `ringSeconds`.
    var timerSound = true
    /// A Pomodoro phase end chimes once ("complete").
    var pomodoroSound = true
    /// A countdown's date rings like a timer's end.
    var countdownSound = true
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
    /// The page shown last, which a window opened without a page asked for shows (GSettings only).
    var lastPage = Mode.timer
    /// The duration of the last timer started, in seconds; nil until one was (the saved timers'
    /// picker duration then stands: it was kept with them before the settings had it).
    var lastTimerSeconds: Int?
    /// The Pomodoro cycle's lengths, rounds and auto-start as last chosen; nil until chosen once
    /// (the saved cycle's then stand: they were kept with it before the settings had them).
    var pomodoro: PomodoroSettings?

    enum CodingKeys: String, CodingKey {
        case version
        case pomodoroFlash = "pomodoro_flash"
        case timerFlash = "timer_flash"
        case countdownFlash = "countdown_flash"
        case timerSound = "timer_sound"
        case pomodoroSound = "pomodoro_sound"
        case countdownSound = "countdown_sound"
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
        self.pomodoroFlash = pomodoroFlash
    }

    /// Whether `option` is on (a mode without alerts has none on).
    subscript(option: AlertOption) -> Bool {
        get {
            switch (option.mode, option.channel) {
            case (.timer, .sound): timerSound
            case (.timer, .flash): timerFlash
            case (.pomodoro, .sound): pomodoroSound
            case (.pomodoro, .flash): pomodoroFlash
            case (.countdown, .sound): countdownSound
            case (.countdown, .flash): countdownFlash
            default: false
            }
        }
        set {
            switch (option.mode, option.channel) {
            case (.timer, .sound): timerSound = newValue
            case (.timer, .flash): timerFlash = newValue
            case (.pomodoro, .sound): pomodoroSound = newValue
            case (.pomodoro, .flash): pomodoroFlash = newValue
            case (.countdown, .sound): countdownSound = newValue
            case (.countdown, .flash): countdownFlash = newValue
            default: break
            }
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
        pomodoroFlash =
            try container.decodeIfPresent(Bool.self, forKey: .pomodoroFlash)
            ?? decoder.container(keyedBy: LegacyKeys.self).decodeIfPresent(
                Bool.self, forKey: .flashWindow) ?? false
        timerFlash = try container.decodeIfPresent(Bool.self, forKey: .timerFlash) ?? false
        countdownFlash = try container.decodeIfPresent(Bool.self, forKey: .countdownFlash) ?? false
        timerSound = try container.decodeIfPresent(Bool.self, forKey: .timerSound) ?? true
        pomodoroSound = try container.decodeIfPresent(Bool.self, forKey: .pomodoroSound) ?? true
        countdownSound = try container.decodeIfPresent(Bool.self, forKey: .countdownSound) ?? true
        ringSeconds = min(
            max(try container.decodeIfPresent(Int.self, forKey: .ringSeconds) ?? 60, 1), 3_600)
        pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned) ?? false
        compact = try container.decodeIfPresent(Bool.self, forKey: .compact) ?? false
        // Unreadable presets lose only the presets (a bad one alone is dropped by PresetList).
        presets =
            (try? container.decodeIfPresent(PresetList.self, forKey: .presets)) ?? PresetList()
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
