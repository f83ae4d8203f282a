/// Which of its three states a stopwatch is in, without the instants that go with it.
public enum StopwatchPhase: String, Sendable, Codable {
    /// Never started since the last reset; shows zero.
    case idle
    /// Counting up.
    case running
    /// Stopped part-way, keeping the elapsed time and the laps.
    case paused
}
