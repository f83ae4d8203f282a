import SystemKit
import TimerCore

/// Saves each change of the stopwatch before whoever made it hears that it is done.
///
/// Two files: the snapshot (`stopwatch.json`: state, instants and the laps' generation, no laps,
/// so O(1)) is written at once, on this thread, when the state changes (start, pause, resume,
/// reset); each lap is appended to the journal (`stopwatch.laps`) as one line, through a
/// descriptor kept open, and fdatasync'd (~0.2 ms here). So `sandglass stopwatch lap` answers,
/// and the window shows a lap, only once it is on the disk: kill -9 at any moment loses no
/// acknowledged lap, and a lap costs the same at 10,000 laps as at one.
///
/// A reset saves the snapshot with a new generation, then replaces the journal by an empty one of
/// that generation: a crash between the two leaves a journal that counts for nothing. A failed
/// write keeps the change in memory, reported (`SaveProblems`); the next change writes what is
/// still missing (the journal whole, if an append failed part-way).
@MainActor
final class StopwatchSaver {
    private let snapshot: StateFile<SavedStopwatch>
    private let journal: LapJournalFile
    private let clock: TimeSource
    /// The generation the laps in memory belong to.
    private var generation: Int64
    /// The state and generation of the snapshot on disk, as far as known (nil: none of this format).
    private var savedSnapshot: (state: Stopwatch.State, generation: Int64)?
    /// The journal on disk is of `generation` and holds the first `journaledLaps` laps, its last
    /// line whole: the next laps can be appended.
    private var journalIsCurrent: Bool
    private var journaledLaps: Int
    /// The current journal, open for appending (opened at the first lap after a launch).
    private var appender: AppendOnlyFile?
    private var phase: StopwatchPhase

    /// Reads the saved stopwatch and returns it with its saver; a running or paused stopwatch
    /// whose files a crash or an older Sandglass left half done (laps inline in an old snapshot,
    /// a torn journal) is written back as it should be at once.
    static func restore(saved: SavedState, clock: TimeSource, reading: ClockReading) -> (
        StopwatchSaver, Stopwatch
    ) {
        let stored = saved.storedStopwatch(reading)
        let saver = StopwatchSaver(saved: saved, clock: clock, stored: stored)
        let stopwatch = stored.stopwatch
        if stopwatch.phase != .idle,
            !(saver.savedSnapshot?.generation == saver.generation && saver.journalIsCurrent)
        {
            saver.changed(stopwatch)
        }
        return (saver, stopwatch)
    }

    private init(saved: SavedState, clock: TimeSource, stored: StoredStopwatch) {
        snapshot = saved.stopwatchFile
        journal = saved.lapJournal
        self.clock = clock
        // Without a snapshot of this format, one past any journal on disk: none of it counts.
        generation =
            stored.snapshotGeneration ?? LapJournal.generation(after: stored.journalGeneration ?? 0)
        savedSnapshot = stored.snapshotGeneration.map { (stored.stopwatch.state, $0) }
        journalIsCurrent = stored.journalIsCurrent
        journaledLaps = stored.journalIsCurrent ? stored.stopwatch.laps.count : 0
        phase = stored.stopwatch.phase
    }

    /// Writes what `stopwatch` changed (the controller's `onChange`): the snapshot when its state
    /// did, the laps recorded since the last call. Whether all of it is on disk (called again
    /// with the same stopwatch, it writes only what is still missing).
    @discardableResult
    func changed(_ stopwatch: Stopwatch) -> Bool {
        if stopwatch.phase == .idle, phase != .idle {
            // A reset: once the snapshot names a new generation, the old journal counts for nothing.
            generation = LapJournal.generation(after: generation)
            journalIsCurrent = false
            appender = nil
        }
        phase = stopwatch.phase
        if stopwatch.laps.isEmpty || savedSnapshot?.generation == generation {
            // The snapshot first: naming this generation loses no lap (there are none, or they are in it).
            guard saveSnapshot(of: stopwatch) else {
                // A lap appended now could belong to no saved state: it waits for the snapshot.
                if stopwatch.laps.count > (journalIsCurrent ? journaledLaps : 0) {
                    journal.reportFailure(
                        tr(
                            "{file} could not be saved first",
                            ["file": snapshot.fileURL.lastPathComponent]))
                }
                return false
            }
            return saveLaps(of: stopwatch)
        } else {
            // Laps moving to a new generation (from an old snapshot that held them inline): the
            // journal first, so no snapshot ever names a journal without them.
            guard saveLaps(of: stopwatch) else { return false }
            return saveSnapshot(of: stopwatch)
        }
    }

    /// Writes the snapshot unless the one on disk already says the same; whether it is on disk.
    @discardableResult
    private func saveSnapshot(of stopwatch: Stopwatch) -> Bool {
        if let savedSnapshot, savedSnapshot.state == stopwatch.state,
            savedSnapshot.generation == generation
        {
            return true
        }
        let value = SavedStopwatch(
            stopwatch: stopwatch, reading: clock.reading(), lapsGeneration: generation)
        guard snapshot.save(value) == nil else { return false }  // reported by StateFile
        savedSnapshot = (stopwatch.state, generation)
        return true
    }

    /// Appends the laps not yet in the journal, or replaces it whole when it is not current;
    /// whether every lap is on disk.
    @discardableResult
    private func saveLaps(of stopwatch: Stopwatch) -> Bool {
        let laps = stopwatch.laps
        if journalIsCurrent, appender == nil {
            appender = journal.openForAppending()
            journalIsCurrent = appender != nil
        }
        if journalIsCurrent, let appender {
            guard laps.count > journaledLaps else { return true }
            var lines = ""
            for index in journaledLaps..<laps.count {
                lines += LapJournal.line(
                    LapMilliseconds(laps[index], after: index > 0 ? laps[index - 1] : nil))
            }
            guard journal.append(lines, to: appender) == nil else {
                // Part of a line may be in it now: the next change writes it whole.
                journalIsCurrent = false
                self.appender = nil
                return false
            }
            journaledLaps = laps.count
            return true
        }
        guard
            let replaced = journal.replace(generation: generation, laps: LapMilliseconds.rows(laps))
        else { return false }
        appender = replaced
        journalIsCurrent = true
        journaledLaps = laps.count
        return true
    }
}
