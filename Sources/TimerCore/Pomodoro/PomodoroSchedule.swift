/// The repeating sequence of phases under one set of settings, as integer arithmetic on nanoseconds.
///
/// With n = `rounds`, the phases go F S F S … F L and repeat every 2n phases: phase k of a period
/// (counted from 0) is a focus when k is even, the long break when k = 2n − 1, and a short break
/// otherwise. Where a cycle stands after any stretch of time is found by dividing that stretch by
/// the period's length and locating the remainder inside one period with closed formulas; nothing
/// steps through the phases, so a gap of ten years costs the same as a gap of one second.
struct PomodoroSchedule: Codable, Equatable, Sendable {
    /// The length of a focus phase, in nanoseconds.
    var focus: Int64
    /// The length of a short break, in nanoseconds.
    var shortBreak: Int64
    /// The length of a long break, in nanoseconds.
    var longBreak: Int64
    /// Focus phases per period (per long break).
    var rounds: Int64

    /// The schedule of valid `settings`.
    init(_ settings: PomodoroSettings) {
        self.init(
            focus: settings.focus.totalNanoseconds,
            shortBreak: settings.shortBreak.totalNanoseconds,
            longBreak: settings.longBreak.totalNanoseconds, rounds: Int64(settings.rounds))
    }

    /// Creates a schedule from its lengths in nanoseconds; all must be positive (the caller checked).
    init(focus: Int64, shortBreak: Int64, longBreak: Int64, rounds: Int64) {
        self.focus = focus
        self.shortBreak = shortBreak
        self.longBreak = longBreak
        self.rounds = rounds
    }

    /// Decodes a schedule, refusing lengths or rounds that valid settings could not have
    /// (they would divide by zero or overflow).
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        focus = try container.decode(Int64.self, forKey: .focus)
        shortBreak = try container.decode(Int64.self, forKey: .shortBreak)
        longBreak = try container.decode(Int64.self, forKey: .longBreak)
        rounds = try container.decode(Int64.self, forKey: .rounds)
        let lengths =
            PomodoroSettings.minimumLength
            .totalNanoseconds...PomodoroSettings.maximumLength.totalNanoseconds
        let roundsRange =
            Int64(
                PomodoroSettings.roundsRange.lowerBound)...Int64(
                PomodoroSettings.roundsRange.upperBound)
        guard [focus, shortBreak, longBreak].allSatisfy(lengths.contains),
            roundsRange.contains(rounds)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .rounds, in: container,
                debugDescription: "phase lengths or rounds out of range")
        }
    }

    /// Phases per period: 2n.
    var phasesPerPeriod: Int64 {
        2 * rounds
    }

    /// The length of one period: n focus phases, n − 1 short breaks and a long break.
    var period: Int64 {
        (rounds - 1) * (focus + shortBreak) + focus + longBreak
    }

    // MARK: - Phases by index

    /// The kind of phase number `index` counted from the cycle's start (0 is the first focus).
    func phase(at index: Int64) -> PomodoroPhase {
        let k = indexInPeriod(index)
        if k % 2 == 0 { return .focus }
        return k == phasesPerPeriod - 1 ? .longBreak : .shortBreak
    }

    /// The round (1...n) phase `index` belongs to: a break shares the round of the focus before it.
    func round(at index: Int64) -> Int64 {
        indexInPeriod(index) / 2 + 1
    }

    /// Which set of rounds (period) phase `index` belongs to, counted from 0.
    func period(of index: Int64) -> Int64 {
        (index - indexInPeriod(index)) / phasesPerPeriod
    }

    /// How many focus phases come before phase `index` in its own set of rounds.
    func focusPhases(before index: Int64) -> Int64 {
        // Focus phases are at 0, 2, 4, … within a period.
        (indexInPeriod(index) + 1) / 2
    }

    /// The length of phase `index`, in nanoseconds.
    func length(at index: Int64) -> Int64 {
        switch phase(at: index) {
        case .focus: focus
        case .shortBreak: shortBreak
        case .longBreak: longBreak
        }
    }

    // MARK: - Moving on

    /// Where a cycle at phase `index`, `into` nanoseconds in, stands `elapsed` nanoseconds later,
    /// and how many focus phases ran out on the way (one ending exactly at the end counts: at that
    /// instant the next phase has begun).
    ///
    /// Whole periods are taken off by division, then the remainder is located in one period.
    func advance(index: Int64, into: Int64, by elapsed: Int64) -> (
        index: Int64, into: Int64, focusEnds: Int64
    ) {
        guard elapsed > 0 else { return (index, into, 0) }
        let k = indexInPeriod(index)
        let periodStartIndex = index - k
        // Measured from the start of the period of `index`; below 2 periods, so it cannot overflow.
        let begin = offset(ofPhaseInPeriod: k) + into
        let end = begin + elapsed % period
        let periods = Saturating.add(elapsed / period, end / period)
        let (endK, endInto) = locate(end % period)
        let newIndex = Saturating.add(
            periodStartIndex, Saturating.add(Saturating.multiply(periods, phasesPerPeriod), endK))
        let ends = Saturating.add(
            Saturating.multiply(periods, rounds),
            focusEnds(through: end % period) - focusEnds(through: begin))
        return (newIndex, endInto, ends)
    }

    /// The number of focus phases that run out within `elapsed` (> 0) nanoseconds of phase `index`, `into` nanoseconds in.
    func focusEnds(index: Int64, into: Int64, within elapsed: Int64) -> Int64 {
        advance(index: index, into: into, by: elapsed).focusEnds
    }

    // MARK: - Inside one period

    /// `index` modulo the phases per period.
    private func indexInPeriod(_ index: Int64) -> Int64 {
        let k = index % phasesPerPeriod
        return k < 0 ? k + phasesPerPeriod : k
    }

    /// When phase `k` of a period begins, measured from the period's start.
    private func offset(ofPhaseInPeriod k: Int64) -> Int64 {
        // Every break before phase k is short: only the last phase of a period is long.
        let pairs = k / 2
        return pairs * (focus + shortBreak) + (k % 2 == 1 ? focus : 0)
    }

    /// The phase of a period (and the time into it) that is under way `time` nanoseconds after the
    /// period's start, for `0 <= time < period`.
    private func locate(_ time: Int64) -> (k: Int64, into: Int64) {
        let pair = focus + shortBreak
        let pairedPart = (rounds - 1) * pair
        if time < pairedPart {
            let pairs = time / pair
            let rest = time % pair
            return rest < focus ? (2 * pairs, rest) : (2 * pairs + 1, rest - focus)
        }
        // The last focus and the long break.
        let rest = time - pairedPart
        return rest < focus ? (2 * rounds - 2, rest) : (2 * rounds - 1, rest - focus)
    }

    /// How many focus phases of a period end at or before `time` after its start (`time >= 0`).
    ///
    /// Focus j (0-based) ends at j × (focus + short break) + focus.
    private func focusEnds(through time: Int64) -> Int64 {
        let wholePeriods = time / period
        let rest = time % period
        let inPeriod = rest < focus ? 0 : min(rounds, (rest - focus) / (focus + shortBreak) + 1)
        return wholePeriods * rounds + inPeriod
    }
}
