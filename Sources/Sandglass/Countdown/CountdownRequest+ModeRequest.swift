import TimerCore

extension CountdownRequest: ModeRequest {
    var mode: Mode { .countdown }

    func refusal(saved: SavedState, reading: ClockReading) -> String? {
        operation.refusal(in: .init(countdown: saved.countdown()))
    }
}
