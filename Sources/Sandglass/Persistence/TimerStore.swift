import Foundation
import TimerCore

/// Keeps the countdown on disk, so nothing a user started is lost to a crash, a kill or a restart.
///
/// Written atomically at every change of state (never per tick), in wall-clock form
/// (`SavedTimer`). An idle timer's duration is the last one started, prefilled next time.
/// A file that cannot be read as a valid timer is moved aside, not overwritten, and the
/// defaults are used.
struct TimerStore: Sendable {
    let fileURL: URL

    /// `$XDG_STATE_HOME/sandglass/timer.json`, or `~/.local/state/sandglass/timer.json`.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> TimerStore {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return TimerStore(fileURL: base.appendingPathComponent("sandglass/timer.json"))
    }

    /// The saved countdown as of `reading`, or an idle 5-minute timer when there is none.
    func load(reading: ClockReading) -> CountdownTimer {
        guard let data = try? Data(contentsOf: fileURL) else { return CountdownTimer() }
        do {
            return try JSONDecoder().decode(SavedTimer.self, from: data).restore(reading: reading)
        } catch {
            setAside(because: "\(error)")
            return CountdownTimer()
        }
    }

    func save(_ timer: CountdownTimer, reading: ClockReading) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(SavedTimer(timer: timer, reading: reading)) else { return }
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("sandglass: cannot save the timer to \(fileURL.path): \(error.localizedDescription)\n".utf8))
        }
    }

    /// Keeps an unreadable file for inspection instead of silently replacing it.
    private func setAside(because reason: String) {
        let aside = fileURL.appendingPathExtension("corrupt")
        try? FileManager.default.removeItem(at: aside)
        try? FileManager.default.moveItem(at: fileURL, to: aside)
        FileHandle.standardError.write(Data("sandglass: ignored \(fileURL.path) (\(reason)); kept it as \(aside.lastPathComponent)\n".utf8))
    }
}
