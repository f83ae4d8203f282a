/// Laps in whole milliseconds, for the status JSON, the CSV export and saved state.
///
/// Each total is rounded down on its own and each split is the difference of two rounded totals,
/// so the millisecond splits still add up exactly to the last total (rounding each split alone
/// would not: two splits of 0.6 ms would give 0 + 0 against a total of 1).
enum LapMilliseconds {
    /// One lap's number, split and total in whole milliseconds.
    struct Row: Equatable, Sendable {
        var number: Int
        var splitMs: Int64
        var totalMs: Int64
    }

    /// The rows of `laps`, in the same order.
    static func rows(_ laps: [Lap]) -> [Row] {
        var previousMs: Int64 = 0
        return laps.map { lap in
            let totalMs = lap.total.totalMilliseconds
            defer { previousMs = totalMs }
            return Row(number: lap.number, splitMs: Saturating.subtract(totalMs, previousMs), totalMs: totalMs)
        }
    }
}
