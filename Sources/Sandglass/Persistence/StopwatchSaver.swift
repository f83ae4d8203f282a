import Dispatch
import GtkKit
import TimerCore

/// Saves the stopwatch: at once when it starts, pauses or resets; a burst of laps at most twice a second.
///
/// The saved file holds every lap, so writing it per lap would cost O(laps) each time (10,000
/// laps: megabytes per second of rapid laps). A crash can lose at most the last half second of laps.
/// Encoding and writing happen on a serial background queue, in order, so a long lap list never
/// holds up a frame; the write itself is atomic.
@MainActor
final class StopwatchSaver {
    private let saved: SavedState
    private let clock: TimeSource
    private let current: () -> Stopwatch?
    private var savedPhase: StopwatchPhase?
    private var pending = false

    static let lapDelayMilliseconds: UInt32 = 500
    private static let queue = DispatchQueue(label: "sandglass.stopwatch-save", qos: .utility)

    /// `current` reads the stopwatch when a deferred save runs (nil once its owner is gone).
    init(saved: SavedState, clock: TimeSource, current: @escaping () -> Stopwatch?) {
        self.saved = saved
        self.clock = clock
        self.current = current
    }

    func changed(_ stopwatch: Stopwatch) {
        if stopwatch.phase == savedPhase, stopwatch.phase == .running {
            guard !pending else { return }
            pending = true
            MainLoop.after(milliseconds: Self.lapDelayMilliseconds) { [weak self] in
                guard let self, self.pending, let stopwatch = self.current() else { return }
                self.save(stopwatch)
            }
        } else {
            save(stopwatch)
        }
    }

    /// Writes what is pending and waits for every write: the application is about to exit.
    func flush() {
        if pending, let stopwatch = current() { save(stopwatch) }
        Self.queue.sync {}
    }

    private func save(_ stopwatch: Stopwatch) {
        pending = false
        savedPhase = stopwatch.phase
        let (saved, reading) = (self.saved, clock.reading())
        Self.queue.async { saved.save(stopwatch, reading) }
    }
}
