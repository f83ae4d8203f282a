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

    /// `lap` in milliseconds, after `previous` (nil for the first lap): one row of `rows`, in O(1).
    public init(_ lap: Lap, after previous: Lap?) {
        let totalMs = lap.total.totalMilliseconds
        self.init(
            number: lap.number,
            splitMs: Saturating.subtract(totalMs, previous?.total.totalMilliseconds ?? 0),
            totalMs: totalMs)
    }

    /// The laps in milliseconds, in the same order.
    public static func rows(_ laps: [Lap]) -> [LapMilliseconds] {
        var previous: Lap?
        return laps.map { lap in
            defer { previous = lap }
            return LapMilliseconds(lap, after: previous)
        }
    }

    /// The lap this row describes, when it can follow `previous` (nil: it must be the first):
    /// numbered one more, a split of zero or more, a total of at most 100 years that is exactly
    /// the previous total plus the split. The one check for laps read back, from either file.
    func checkedLap(after previous: LapMilliseconds?) throws(SavedTimer.Invalid) -> Lap {
        let expected = (previous?.number ?? 0) + 1
        guard number == expected else {
            throw SavedTimer.Invalid(reason: "lap \(expected) is numbered \(number)")
        }
        guard splitMs >= 0 else {
            throw SavedTimer.Invalid(reason: "lap \(number) has a negative split_ms")
        }
        // Checked before subtracting, so nothing can overflow.
        guard totalMs <= SavedStopwatch.maximumMs, splitMs <= totalMs,
            totalMs - splitMs == previous?.totalMs ?? 0
        else {
            throw SavedTimer.Invalid(
                reason: "lap \(number): total_ms \(totalMs) is not the previous total plus split_ms"
            )
        }
        return Lap(number: number, split: .milliseconds(splitMs), total: .milliseconds(totalMs))
    }
}
