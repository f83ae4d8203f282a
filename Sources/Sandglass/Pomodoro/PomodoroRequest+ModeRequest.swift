import TimerCore

extension PomodoroRequest: ModeRequest {
    var mode: Mode { .pomodoro }

    func refusal(saved: SavedState, reading: ClockReading) -> String? {
        operation.refusal(in: saved.pomodoro(reading).reading(at: reading.now))
    }
}
