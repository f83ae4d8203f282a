import FoundationEssentials

/// A snapshot of the date countdown for `sandglass status`: state, label, target and time left.
public struct DateCountdownStatus: Codable, Equatable, Sendable {
    /// Idle without a target, else running or ended.
    public var state: DateCountdownState
    /// The label; "" when there is none or no target.
    public var label: String
    /// The target, ISO 8601 with milliseconds and offset; nil when idle.
    public var target: String?
    /// The time left in milliseconds (rounded toward zero); 0 when idle or ended.
    public var remainingMs: Int64
    /// Whether its alarm sounds now (the date came; until dismissed, or for the ring time).
    public var ringing = false

    /// The keys, in the order they are written.
    enum CodingKeys: String, CodingKey {
        case state, label, target
        /// Written only: the target in milliseconds since 1970.
        case targetMs = "target_ms"
        case remainingMs = "remaining_ms"
        case ringing
    }

    /// Creates a status from its fields.
    public init(state: DateCountdownState, label: String, target: String?, remainingMs: Int64) {
        self.state = state
        self.label = label
        self.target = target
        self.remainingMs = remainingMs
    }

    /// The status of `countdown` (nil: none set) at `wallNow`, with the target written in `zone`.
    public init(countdown: DateCountdown?, wallNow: Date, zone: LocalZone = .system) {
        guard let countdown else {
            self.init(state: .idle, label: "", target: nil, remainingMs: 0)
            return
        }
        self.init(
            state: countdown.state(at: wallNow),
            label: countdown.label,
            target: ISO8601Milliseconds.string(
                millisecondsSince1970: countdown.targetMilliseconds, zone: zone),
            remainingMs: countdown.remaining(at: wallNow).totalMilliseconds)
    }

    /// Decodes a status; an absent or null target becomes nil.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = try container.decode(DateCountdownState.self, forKey: .state)
        label = try container.decode(String.self, forKey: .label)
        target = try container.decodeIfPresent(String.self, forKey: .target)
        remainingMs = try container.decode(Int64.self, forKey: .remainingMs)
        ringing = try container.decodeIfPresent(Bool.self, forKey: .ringing) ?? false
    }

    /// Encodes every key in the documented order, writing an absent target as null rather than leaving it out.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        try container.encode(label, forKey: .label)
        try container.encode(target, forKey: .target)
        try container.encode(
            target.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:)), forKey: .targetMs)
        try container.encode(remainingMs, forKey: .remainingMs)
        try container.encode(ringing, forKey: .ringing)
    }
}
