/// Which of its three states the date countdown is in, as `status` reports it.
public enum DateCountdownState: String, Codable, Sendable {
    /// No target set.
    case idle
    /// The target is still ahead.
    case running
    /// The target has been reached; nothing is left.
    case ended
}
