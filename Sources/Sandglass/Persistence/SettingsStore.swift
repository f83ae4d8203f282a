import Foundation
import TimerCore

/// Remembers the last started duration (and its label) between runs, in the user's config folder.
///
/// A missing, unreadable or corrupt file means the defaults; writes are atomic, so a crash
/// mid-write never leaves a half-written file behind.
struct SettingsStore: Sendable {
    struct Settings: Codable, Equatable, Sendable {
        var lastDurationSeconds: Int64 = 300
        var lastLabel: String = ""

        enum CodingKeys: String, CodingKey {
            case lastDurationSeconds = "last_duration_seconds"
            case lastLabel = "last_label"
        }
    }

    let fileURL: URL

    /// `$XDG_CONFIG_HOME/sandglass/settings.json`, or `~/.config/sandglass/settings.json`.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SettingsStore {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return SettingsStore(fileURL: base.appendingPathComponent("sandglass/settings.json"))
    }

    func load() -> Settings {
        guard let data = try? Data(contentsOf: fileURL),
              var settings = try? JSONDecoder().decode(Settings.self, from: data)
        else { return Settings() }
        let maximum = CountdownTimer.maximumDuration.totalSecondsRoundedDown
        if !(1...maximum).contains(settings.lastDurationSeconds) { settings.lastDurationSeconds = Settings().lastDurationSeconds }
        return settings
    }

    func save(_ settings: Settings) {
        guard let data = try? JSONEncoder().encode(settings) else { return }
        try? FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: fileURL, options: .atomic)
    }

    /// An idle timer holding the remembered duration and label.
    func idleTimer() -> CountdownTimer {
        let settings = load()
        return CountdownTimer(duration: .seconds(settings.lastDurationSeconds), label: settings.lastLabel)
    }
}
