import FoundationEssentials

/// The stopwatch as saved on disk: wall-clock instants, so it survives a restart, a crash or a reboot.
///
/// The model's instants are on the boot clock, which starts again at every boot; on disk a
/// running stopwatch is kept as the wall-clock moment its elapsed time was zero, and projected
/// back onto the boot clock when it is read. Amounts are whole milliseconds. Decoding checks
/// every field: a file that does not make sense is refused as a whole rather than half-trusted.
public struct SavedStopwatch: Codable, Equatable, Sendable {
    /// Bumped when the format changes incompatibly; other versions are not read.
    public static let currentVersion = 1

    /// The longest elapsed time read back: 100 years, far inside the boot clock's ±292 years.
    static let maximumMs: Int64 = 100 * 366 * 24 * 3_600_000

    /// The format's version; only `currentVersion` is read.
    public var version: Int
    /// The stopwatch's state.
    public var state: StopwatchPhase
    /// Paused: the elapsed time.
    public var elapsedMs: Int64?
    /// Running: when the elapsed time was zero, wall-clock milliseconds since 1970.
    public var sinceMs: Int64?
    /// The laps, ascending.
    public var laps: [LapMilliseconds]

    enum CodingKeys: String, CodingKey {
        case version, state, laps
        case elapsedMs = "elapsed_ms"
        case sinceMs = "since_ms"
    }

    /// Captures `stopwatch`, projecting its instant onto the wall clock with one reading.
    public init(stopwatch: Stopwatch, reading: ClockReading) {
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
        laps = LapMilliseconds.rows(stopwatch.laps)
    }

    /// The stopwatch this describes, as of `reading`; throws when a field is missing or out of range.
    ///
    /// Laps must be numbered 1...n in order, with splits of zero or more whose running sum is each
    /// total exactly. A running stopwatch whose start lies in the future (the wall clock was set
    /// back since the save) is moved back until its elapsed time reaches the last lap's total, or
    /// zero: a clock change should not cost the laps. A paused one must show at least that total.
    public func restore(reading: ClockReading) throws(SavedTimer.Invalid) -> Stopwatch {
        guard version == Self.currentVersion else { throw Invalid(reason: "unknown version \(version)") }
        let restoredLaps = try checkedLaps()
        let lastTotal = restoredLaps.last?.total ?? .zero
        let restored: Stopwatch.State
        switch state {
        case .idle:
            guard laps.isEmpty else { throw Invalid(reason: "an idle stopwatch has no laps") }
            restored = .idle
        case .running:
            guard let sinceMs else { throw Invalid(reason: "since_ms is missing for a running stopwatch") }
            let wallNowMs = reading.wallMilliseconds(of: reading.now)
            let agoMs = Saturating.subtract(wallNowMs, sinceMs)
            guard agoMs <= Self.maximumMs else { throw Invalid(reason: "since_ms \(sinceMs) is out of range") }
            // A negative `agoMs` is a start in the future; the cap below brings it back.
            let since = min(reading.now - .milliseconds(agoMs), reading.now - lastTotal)
            restored = .running(since: since)
        case .paused:
            guard let elapsedMs, elapsedMs >= 0, elapsedMs <= Self.maximumMs else {
                throw Invalid(reason: "elapsed_ms must be between 0 and \(Self.maximumMs) for a paused stopwatch")
            }
            let elapsed = Duration.milliseconds(elapsedMs)
            guard elapsed >= lastTotal else { throw Invalid(reason: "elapsed_ms is less than the last lap's total_ms") }
            restored = .paused(elapsed: elapsed)
        }
        return Stopwatch(state: restored, laps: restoredLaps)
    }

    /// The laps as the model holds them, after checking numbering, signs and sums.
    private func checkedLaps() throws(SavedTimer.Invalid) -> [Lap] {
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
