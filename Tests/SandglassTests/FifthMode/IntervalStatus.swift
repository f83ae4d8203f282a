import FoundationEssentials
import TimerCore

/// The "interval" block of `sandglass status`.
struct IntervalStatus: StatusBlock {
    static let key = "interval"
    static let fieldsHelp = #"{"state", "round", "rounds", "ends_at_ms"}"#

    /// "idle", "running" or "ended".
    var state: String
    var round: Int
    var rounds: Int
    var endsAtMs: Int64?

    enum CodingKeys: String, CodingKey {
        case state, round, rounds
        case endsAtMs = "ends_at_ms"
    }

    /// `run` as of `atMs` (wall-clock milliseconds).
    init(_ run: IntervalRun?, atMs: Int64) {
        guard let run else {
            self.init(state: "idle", round: 0, rounds: 0, endsAtMs: nil)
            return
        }
        let ended = atMs >= run.endsAtMs
        let round = ended ? run.rounds : Int((atMs - run.startedAtMs) / run.roundMs) + 1
        self.init(
            state: ended ? "ended" : "running", round: round, rounds: run.rounds,
            endsAtMs: run.endsAtMs)
    }

    init(state: String, round: Int, rounds: Int, endsAtMs: Int64?) {
        self.state = state
        self.round = round
        self.rounds = rounds
        self.endsAtMs = endsAtMs
    }

    func textLines(wallNow: Date, zone: LocalZone, timeFormat: LocalTimeFormat) -> [String] {
        state == "running"
            ? ["Interval: running, round \(round) of \(rounds)"] : ["Interval: \(state)"]
    }

    func barItems(atMs: Int64, nowMs: Int64) -> [RankedBarItem] {
        guard state == "running", let endsAtMs else { return [] }
        let remaining = max(0, endsAtMs - nowMs)
        let item = BarItem(
            mode: Self.key, label: "", state: state, phase: nil,
            time: BarItems.countdownTime(remainingMs: remaining), elapsedFraction: nil,
            nextChangeMs: BarItems.untilRoundedUpChanges(remaining))
        return [RankedBarItem(rank: 2, item: item)]
    }

    func runningEndsMs(atMs: Int64) -> [Int64] {
        state == "running" ? endsAtMs.map { [$0] } ?? [] : []
    }
}
