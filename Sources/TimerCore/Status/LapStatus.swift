/// One lap in `sandglass status`: its number, split and total in whole milliseconds.
public struct LapStatus: Codable, Equatable, Sendable {
    /// 1 for the first lap.
    public var number: Int
    /// The lap's own time; the difference of this total and the previous one, so splits add up exactly.
    public var splitMs: Int64
    /// The elapsed time when the lap was recorded, rounded down.
    public var totalMs: Int64

    enum CodingKeys: String, CodingKey {
        case number
        case splitMs = "split_ms"
        case totalMs = "total_ms"
    }

    /// Creates a lap status from its fields.
    public init(number: Int, splitMs: Int64, totalMs: Int64) {
        self.number = number
        self.splitMs = splitMs
        self.totalMs = totalMs
    }

    /// One JSON object, keys in the documented order.
    func json() -> String {
        JSONText.object([
            ("number", String(number)),
            ("split_ms", String(splitMs)),
            ("total_ms", String(totalMs)),
        ])
    }
}
