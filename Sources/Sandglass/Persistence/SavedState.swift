import Foundation
import TimerCore

/// Where the timer and the stopwatch are saved, and how they come back.
struct SavedState: Sendable {
    let timerFile: StateFile<SavedTimer>
    let stopwatchFile: StateFile<SavedStopwatch>

    /// Both files in one folder (tests use a temporary one).
    init(folder: URL) {
        timerFile = StateFile(fileURL: folder.appendingPathComponent("timer.json"))
        stopwatchFile = StateFile(fileURL: folder.appendingPathComponent("stopwatch.json"))
    }

    /// `$XDG_STATE_HOME/sandglass`, or `~/.local/state/sandglass`.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SavedState {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return SavedState(folder: base.appendingPathComponent("sandglass"))
    }

    /// The saved countdown, or an idle 5-minute timer.
    func timer(_ reading: ClockReading) -> CountdownTimer {
        timerFile.load { try $0.restore(reading: reading) } ?? CountdownTimer()
    }

    func save(_ timer: CountdownTimer, _ reading: ClockReading) {
        timerFile.save(SavedTimer(timer: timer, reading: reading))
    }

    /// The saved stopwatch with its laps, or an idle one.
    func stopwatch(_ reading: ClockReading) -> Stopwatch {
        stopwatchFile.load { try $0.restore(reading: reading) } ?? Stopwatch()
    }

    func save(_ stopwatch: Stopwatch, _ reading: ClockReading) {
        stopwatchFile.save(SavedStopwatch(stopwatch: stopwatch, reading: reading))
    }
}
