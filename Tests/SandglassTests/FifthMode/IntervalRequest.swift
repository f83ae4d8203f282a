import TimerCore

@testable import Sandglass

/// `sandglass interval start LENGTH --rounds N` and `sandglass interval stop`.
enum IntervalRequest: ModeRequest {
    case start(roundMs: Int64, rounds: Int)
    case stop

    var mode: Mode { .interval }

    func refusal(saved: SavedState, reading: ClockReading) -> String? {
        self == .stop && IntervalRun.load(saved) == nil ? "no interval is running" : nil
    }
}
