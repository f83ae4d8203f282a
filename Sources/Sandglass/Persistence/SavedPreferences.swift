/// The person's choices that are not part of any timer's state: kept across restarts.
struct SavedPreferences: Codable, Equatable, Sendable {
    static let currentVersion = 1

    var version = Self.currentVersion
    /// Flash the window at each Pomodoro phase end (for rooms where sound is not allowed).
    var flashWindow = false
    /// A timer's end rings (the freedesktop "alarm-clock-elapsed"), until dismissed or for `ringSeconds`.
    var timerSound = true
    /// A Pomodoro phase end chimes once ("complete").
    var pomodoroSound = true
    /// A countdown's date rings like a timer's end.
    var countdownSound = true
    /// How long an alarm rings at most.
    var ringSeconds = 60

    enum CodingKeys: String, CodingKey {
        case version
        case flashWindow = "flash_window"
        case timerSound = "timer_sound"
        case pomodoroSound = "pomodoro_sound"
        case countdownSound = "countdown_sound"
        case ringSeconds = "ring_seconds"
    }

    init(flashWindow: Bool = false) {
        self.flashWindow = flashWindow
    }

    /// Reads a file of this version; a setting it lacks (written before the setting existed) keeps its default.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        flashWindow = try container.decodeIfPresent(Bool.self, forKey: .flashWindow) ?? false
        timerSound = try container.decodeIfPresent(Bool.self, forKey: .timerSound) ?? true
        pomodoroSound = try container.decodeIfPresent(Bool.self, forKey: .pomodoroSound) ?? true
        countdownSound = try container.decodeIfPresent(Bool.self, forKey: .countdownSound) ?? true
        ringSeconds = min(max(try container.decodeIfPresent(Int.self, forKey: .ringSeconds) ?? 60, 1), 3_600)
    }

    /// Why a saved preferences file is not used.
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// The preferences if the file's version is one this program reads.
    func checked() throws(Invalid) -> SavedPreferences {
        guard version == Self.currentVersion else { throw Invalid(description: "unknown version \(version)") }
        return self
    }
}
