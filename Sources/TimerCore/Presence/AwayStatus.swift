/// The question on time away during focus in `sandglass status --json` while it waits:
/// `{"away_ms", "since_ms", "back_ms", "can_keep"}` (wall-clock milliseconds since 1970).
public struct AwayStatus: Codable, Equatable, Sendable {
    public var awayMs: Int64
    public var sinceMs: Int64
    public var backMs: Int64
    /// Whether Keep can still count it as focus (nothing changed the cycle since the return).
    public var canKeep: Bool

    public init(awayMs: Int64, sinceMs: Int64, backMs: Int64, canKeep: Bool) {
        self.awayMs = awayMs
        self.sinceMs = sinceMs
        self.backMs = backMs
        self.canKeep = canKeep
    }

    enum CodingKeys: String, CodingKey {
        case awayMs = "away_ms"
        case sinceMs = "since_ms"
        case backMs = "back_ms"
        case canKeep = "can_keep"
    }
}
