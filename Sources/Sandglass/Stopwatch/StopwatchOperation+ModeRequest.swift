import TimerCore

/// Each stopwatch verb is its own request.
extension StopwatchOperation: ModeRequest {
    var mode: Mode { .stopwatch }

    func refusal(saved: SavedState, reading: ClockReading) -> String? {
        refusal(in: saved.stopwatch(reading))
    }
}
