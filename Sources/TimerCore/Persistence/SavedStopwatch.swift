import FoundationEssentials

/// The stopwatch as saved on disk: wall-clock instants, so it survives a restart, a crash or a reboot.
///
/// The model's instants are on the boot clock, which starts again at every boot; on disk a
/// running stopwatch is kept as the wall-clock moment its elapsed time was zero, and projected
/// back onto the boot clock when it is read. Amounts are whole milliseconds. Decoding checks
/// every field: a file that does not make sense is refused as a whole rather than half-trusted.
///
/// Version 2 holds no laps, so it is written in O(1) however many there are: they are in the
/// lap journal (`LapJournal`) of the generation it names. Version 1 held them inline; it is still
/// read, its laps being the stopwatch's laps.
public struct SavedStopwatch: Codable, Equatable, Sendable {
    /// Bumped when the format changes incompatibly; other versions are not read (1 still is).
    public static let currentVersion = 2

    /// The longest elapsed time read back: 100 years, far inside the boot clock's ±292 years.
    static let maximumMs: Int64 = ValueRules.maximumOffsetMs

    /// The format's version; 1 and `currentVersion` are read.
    public var version: Int
    /// The stopwatch's state.
    public var state: StopwatchPhase
    /// Paused: the elapsed time.
    public var elapsedMs: Int64?
    /// Running: when the elapsed time was zero, wall-clock milliseconds since 1970.
    public var sinceMs: Int64?
    /// Version 2: the generation of the lap journal that holds the laps.
    public var lapsGeneration: Int64?
    /// Version 1: the laps, ascending (version 2 keeps them in the journal).
    public var laps: [LapMilliseconds]

    enum CodingKeys: String, CodingKey {
        case version, state, laps
        case elapsedMs = "elapsed_ms"
        case sinceMs = "since_ms"
        case lapsGeneration = "laps_generation"
    }

    /// Captures `stopwatch` without its laps (they go to the journal of `lapsGeneration`),
    /// projecting its instant onto the wall clock with one reading.
    public init(stopwatch: Stopwatch, reading: ClockReading, lapsGeneration: Int64) {
        version = Self.currentVersion
        state = stopwatch.phase
        switch stopwatch.state {
        case .idle:
            break
        case .running(let since):
            sinceMs = reading.wallMilliseconds(of: since)
        case .paused(let elapsed):
            elapsedMs = elapsed.totalMilliseconds
        }
        self.lapsGeneration = lapsGeneration
        laps = []
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        state = try container.decode(StopwatchPhase.self, forKey: .state)
        elapsedMs = try container.decodeIfPresent(Int64.self, forKey: .elapsedMs)
        sinceMs = try container.decodeIfPresent(Int64.self, forKey: .sinceMs)
        lapsGeneration = try container.decodeIfPresent(Int64.self, forKey: .lapsGeneration)
        // Version 1 always wrote its laps; a later version need not.
        laps =
            version == 1
            ? try container.decode([LapMilliseconds].self, forKey: .laps)
            : try container.decodeIfPresent([LapMilliseconds].self, forKey: .laps) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(elapsedMs, forKey: .elapsedMs)
        try container.encodeIfPresent(sinceMs, forKey: .sinceMs)
        try container.encodeIfPresent(lapsGeneration, forKey: .lapsGeneration)
        if version == 1 || !laps.isEmpty { try container.encode(laps, forKey: .laps) }
    }

    /// Whether `journal` holds this snapshot's laps: it is of the generation a version 2 snapshot names.
    public func counts(_ journal: LapJournal) -> Bool {
        version == Self.currentVersion && journal.generation == lapsGeneration
    }

    /// The stopwatch this describes with its laps from `journal` (version 2) or inline (version 1),
    /// as of `reading`; throws when a field is missing or out of range.
    ///
    /// A journal of another generation than the one named, or none, means no laps. Laps must be
    /// numbered 1...n in order, with splits of zero or more whose running sum is each total
    /// exactly. A running stopwatch whose start lies in the future (the wall clock was set back
    /// since the save) is moved back until its elapsed time reaches the last lap's total, or
    /// zero: a clock change should not cost the laps. A paused one must show at least that total.
    public func restore(reading: ClockReading, journal: LapJournal?) throws(SavedTimer.Invalid)
        -> Stopwatch
    {
        let laps: [LapMilliseconds]
        switch version {
        case 1:
            laps = self.laps
        case Self.currentVersion:
            guard let lapsGeneration, lapsGeneration >= 0 else {
                throw Invalid(reason: "laps_generation is missing or negative")
            }
            guard self.laps.isEmpty else {
                throw Invalid(reason: "version \(version) keeps its laps in the journal")
            }
            laps = journal.map { counts($0) ? $0.laps : [] } ?? []
        default:
            throw Invalid(reason: "unknown version \(version)")
        }
        let restoredLaps = try Self.checked(laps)
        let lastTotal = restoredLaps.last?.total ?? .zero
        let restored: Stopwatch.State
        switch state {
        case .idle:
            guard laps.isEmpty else { throw Invalid(reason: "an idle stopwatch has no laps") }
            restored = .idle
        case .running:
            guard let sinceMs else {
                throw Invalid(reason: "since_ms is missing for a running stopwatch")
            }
            let wallNowMs = reading.wallMilliseconds(of: reading.now)
            let agoMs = Saturating.subtract(wallNowMs, sinceMs)
            guard agoMs <= Self.maximumMs else {
                throw Invalid(reason: "since_ms \(sinceMs) is out of range")
            }
            // A negative `agoMs` is a start in the future; the cap below brings it back.
            let since = min(reading.now - .milliseconds(agoMs), reading.now - lastTotal)
            restored = .running(since: since)
        case .paused:
            guard let elapsedMs, elapsedMs >= 0, elapsedMs <= Self.maximumMs else {
                throw Invalid(
                    reason:
                        "elapsed_ms must be between 0 and \(Self.maximumMs) for a paused stopwatch")
            }
            let elapsed = Duration.milliseconds(elapsedMs)
            guard elapsed >= lastTotal else {
                throw Invalid(reason: "elapsed_ms is less than the last lap's total_ms")
            }
            restored = .paused(elapsed: elapsed)
        }
        return Stopwatch(state: restored, laps: restoredLaps)
    }

    /// The laps as the model holds them, after checking numbering, signs and sums.
    private static func checked(_ laps: [LapMilliseconds]) throws(SavedTimer.Invalid) -> [Lap] {
        var result: [Lap] = []
        result.reserveCapacity(laps.count)
        var previous: LapMilliseconds?
        for lap in laps {
            result.append(try lap.checkedLap(after: previous))
            previous = lap
        }
        return result
    }

    /// The error `restore` throws, shared with `SavedTimer` so callers handle one type.
    private typealias Invalid = SavedTimer.Invalid
}
