/// Which of its four states a countdown is in, without the instants that go with it.
public enum TimerPhase: String, Sendable, Codable {
    /// Set but not started.
    case idle
    /// Counting down.
    case running
    /// Stopped part-way, keeping the time left.
    case paused
    /// Reached zero; "Time's up" until dismissed, restarted or cancelled.
    case finished
}
