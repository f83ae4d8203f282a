/// One stretch of time in the record of focus: what it was, from when to when (wall-clock
/// milliseconds since 1970), and its label (a timer's); `id` names it for changes.
public struct RecordEntry: Codable, Equatable, Sendable {
    public var id: Int64
    public var kind: RecordKind
    public var startMs: Int64
    public var endMs: Int64
    public var label: String

    public init(id: Int64, kind: RecordKind, startMs: Int64, endMs: Int64, label: String = "") {
        self.id = id
        self.kind = kind
        self.startMs = startMs
        self.endMs = endMs
        self.label = label
    }

    /// How long it lasted, in milliseconds (never negative).
    public var durationMs: Int64 { max(0, Saturating.subtract(endMs, startMs)) }

    enum CodingKeys: String, CodingKey {
        case id, kind, label
        case startMs = "start_ms"
        case endMs = "end_ms"
    }
}
