/// "Away 14 min during focus": time a focus phase was held while the person was away, which
/// they may still count as focus, as a break, or not at all, until the phase ends.
public struct AwayQuestion: Equatable, Sendable {
    /// When the phase was held: the moment the person left (idleness began, the screen locked).
    public var since: Instant
    /// When they came back and the phase ran on.
    public var back: Instant

    public init(since: Instant, back: Instant) {
        self.since = since
        self.back = back
    }

    /// How long they were away.
    public var length: Duration { back - since }
}
