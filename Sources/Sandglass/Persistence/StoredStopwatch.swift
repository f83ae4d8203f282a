import TimerCore

/// The stopwatch as its two files have it: the snapshot (`stopwatch.json`) and the lap journal
/// (`stopwatch.laps`) of the generation the snapshot names.
struct StoredStopwatch {
    /// The stopwatch with its laps; idle when nothing usable was saved.
    var stopwatch: Stopwatch
    /// The generation a snapshot of the current format names; nil when there is none (nothing
    /// saved, set aside, or an old snapshot holding its laps inline).
    var snapshotGeneration: Int64?
    /// The generation of the journal on disk, when it could be read.
    var journalGeneration: Int64?
    /// The journal holds exactly the laps, every line whole, in the snapshot's generation: the
    /// next lap can be appended to it.
    var journalIsCurrent: Bool

    /// Reads both files (moving a damaged one aside unless they are read only).
    ///
    /// Laps that no usable snapshot names (it is missing, or damaged and kept aside) are kept
    /// aside as well rather than replaced; lines after one out of sequence are kept in a copy.
    /// A journal of another generation is what a reset left behind: it counts for nothing.
    static func read(
        snapshot: StateFile<SavedStopwatch>, journal: LapJournalFile, reading: ClockReading
    ) -> StoredStopwatch {
        let lapJournal = journal.read()
        var snapshotRead: SavedStopwatch?
        let stopwatch = snapshot.load { saved in
            let restored = try saved.restore(reading: reading, journal: lapJournal)
            snapshotRead = saved
            return restored
        }
        let counted = lapJournal.map { snapshotRead?.counts($0) ?? false } ?? false
        if let lapJournal {
            if stopwatch == nil, !lapJournal.laps.isEmpty {
                journal.setAside(because: tr("no saved stopwatch names its laps"))
            } else if counted, case .stopped(let line, let reason) = lapJournal.ending {
                journal.setAside(
                    because: tr(
                        "line {line} and after: {reason}", ["line": String(line), "reason": reason]),
                    copy: true)
            }
        }
        return StoredStopwatch(
            stopwatch: stopwatch ?? Stopwatch(),
            snapshotGeneration: snapshotRead?.version == SavedStopwatch.currentVersion
                ? snapshotRead?.lapsGeneration : nil,
            journalGeneration: lapJournal?.generation,
            journalIsCurrent: counted && lapJournal?.ending == .complete)
    }
}
