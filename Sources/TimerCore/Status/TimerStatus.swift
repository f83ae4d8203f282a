import FoundationEssentials

/// A snapshot of one countdown for `sandglass status`: state, amounts and wall-clock times.
public struct TimerStatus: Codable, Equatable, Sendable {
    /// The timer's id (`sandglass timer pause --id N`); nil when there is no timer and this tells
    /// of the picker: idle, with the duration a start would count down.
    public var id: Int?
    /// The timer's label; "" when it has none.
    public var label: String
    /// The timer's state.
    public var state: TimerPhase
    /// The duration last started or set, in milliseconds.
    public var durationMs: Int64
    /// The time left, in milliseconds (rounded toward zero).
    public var remainingMs: Int64
    /// ISO wall-clock time the countdown ends or ended; running and finished only, else nil.
    public var endsAt: String?
    /// ISO wall-clock time the end was noticed; finished only, else nil.
    public var finishedAt: String?
    /// Whether its alarm sounds now (until dismissed, or for the ring time).
    public var ringing = false

    /// The keys, in the order they are written; `…_ms` repeat the ISO times for a client that counts.
    enum CodingKeys: String, CodingKey {
        case id, label, state
        case durationMs = "duration_ms"
        case remainingMs = "remaining_ms"
        case endsAt = "ends_at"
        case endsAtMs = "ends_at_ms"
        case finishedAt = "finished_at"
        case finishedAtMs = "finished_at_ms"
        case ringing
    }

    /// Creates a status from its fields.
    public init(
        id: Int? = nil, label: String, state: TimerPhase, durationMs: Int64, remainingMs: Int64,
        endsAt: String?, finishedAt: String?
    ) {
        self.id = id
        self.label = label
        self.state = state
        self.durationMs = durationMs
        self.remainingMs = remainingMs
        self.endsAt = endsAt
        self.finishedAt = finishedAt
    }

    /// The status of `timer` now, reading `source` once.
    public init(timer: CountdownTimer, source: TimeSource, zone: LocalZone = .system) {
        self.init(timer: timer, reading: source.reading(), zone: zone)
    }

    /// The status of the timer `entry` at the given clock reading.
    public init(entry: TimerEntry, reading: ClockReading, zone: LocalZone = .system) {
        self.init(timer: entry.timer, reading: reading, zone: zone)
        id = entry.id
    }

    /// The status of `timer` at the given clock reading (no id: the picker's idle timer, or a test's).
    public init(timer: CountdownTimer, reading: ClockReading, zone: LocalZone = .system) {
        label = timer.label
        state = timer.phase
        durationMs = timer.duration.totalMilliseconds
        remainingMs = timer.remaining(at: reading.now).totalMilliseconds
        switch timer.state {
        case .idle, .paused:
            endsAt = nil
            finishedAt = nil
        case .running(_, let end):
            endsAt = ISO8601Milliseconds.string(
                millisecondsSince1970: reading.wallMilliseconds(of: end), zone: zone)
            finishedAt = nil
        case .finished(let end, let noticed, _):
            let endMs = reading.wallMilliseconds(of: end)
            // Offset from the end rather than projected separately, so that finished_at − ends_at
            // is exactly noticedAt − endsAt in whole milliseconds, whatever the rounding.
            let noticedMs = Saturating.add(endMs, (noticed - end).totalMilliseconds)
            endsAt = ISO8601Milliseconds.string(millisecondsSince1970: endMs, zone: zone)
            finishedAt = ISO8601Milliseconds.string(millisecondsSince1970: noticedMs, zone: zone)
        }
    }

    /// Decodes a status; absent or null times become nil.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(Int.self, forKey: .id)
        label = try container.decode(String.self, forKey: .label)
        state = try container.decode(TimerPhase.self, forKey: .state)
        durationMs = try container.decode(Int64.self, forKey: .durationMs)
        remainingMs = try container.decode(Int64.self, forKey: .remainingMs)
        endsAt = try container.decodeIfPresent(String.self, forKey: .endsAt)
        finishedAt = try container.decodeIfPresent(String.self, forKey: .finishedAt)
        ringing = try container.decodeIfPresent(Bool.self, forKey: .ringing) ?? false
    }

    /// Encodes every key in the documented order, writing absent times as null rather than leaving them out.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(label, forKey: .label)
        try container.encode(state, forKey: .state)
        try container.encode(durationMs, forKey: .durationMs)
        try container.encode(remainingMs, forKey: .remainingMs)
        try container.encode(endsAt, forKey: .endsAt)
        try container.encode(endsAtMs, forKey: .endsAtMs)
        try container.encode(finishedAt, forKey: .finishedAt)
        try container.encode(
            finishedAt.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:)),
            forKey: .finishedAtMs)
        try container.encode(ringing, forKey: .ringing)
    }

    /// `endsAt` in milliseconds since 1970.
    public var endsAtMs: Int64? { endsAt.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:)) }
}
