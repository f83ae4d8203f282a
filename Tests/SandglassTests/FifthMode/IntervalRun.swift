import TimerCore

@testable import Sandglass

/// The interval under way: when it started on the wall clock, each round's length, how many.
struct IntervalRun: Codable, Equatable, Sendable {
    var startedAtMs: Int64
    var roundMs: Int64
    var rounds: Int

    /// When the last round ends.
    var endsAtMs: Int64 { startedAtMs + roundMs * Int64(rounds) }

    /// Its file in the state folder.
    static func file(_ saved: SavedState) -> StateFile<IntervalRun> {
        saved.stateFile(named: "interval.json", subject: "the interval")
    }

    /// The saved run, or none.
    static func load(_ saved: SavedState) -> IntervalRun? {
        file(saved).load { $0 }
    }
}
