/// One lap in whole milliseconds: its number, split and total, as in the status JSON, the CSV
/// export and the saved state.
///
/// Each total is rounded down on its own and each split is the difference of two rounded totals,
/// so the millisecond splits still add up exactly to the last total (rounding each split alone
/// would not: two splits of 0.6 ms would give 0 + 0 against a total of 1).
public struct LapMilliseconds: Codable, Equatable, Sendable {
    /// 1 for the first lap.
    public var number: Int
    /// The lap's own time: this total minus the previous one.
    public var splitMs: Int64
    /// The elapsed time when the lap was recorded, rounded down.
    public var totalMs: Int64

    enum CodingKeys: String, CodingKey {
        case number
        case splitMs = "split_ms"
        case totalMs = "total_ms"
    }

    /// Creates a lap from its fields.
    public init(number: Int, splitMs: Int64, totalMs: Int64) {
        self.number = number
        self.splitMs = splitMs
        self.totalMs = totalMs
    }

    /// The laps in milliseconds, in the same order.
    public static func rows(_ laps: [Lap]) -> [LapMilliseconds] {
        var previousMs: Int64 = 0
        return laps.map { lap in
            let totalMs = lap.total.totalMilliseconds
            defer { previousMs = totalMs }
            return LapMilliseconds(number: lap.number, splitMs: Saturating.subtract(totalMs, previousMs), totalMs: totalMs)
        }
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
