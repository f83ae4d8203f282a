/// One recorded lap: its number, its own time (split) and the stopwatch's total when it ended.
public struct Lap: Sendable, Equatable, Codable {
    /// 1 for the first lap, counting up without gaps.
    public let number: Int
    /// The lap's own time: its total minus the previous lap's total.
    public let split: Duration
    /// The elapsed time when the lap was recorded.
    public let total: Duration

    /// Creates a lap from its fields (the stopwatch computes them; restoring checks them).
    public init(number: Int, split: Duration, total: Duration) {
        self.number = number
        self.split = split
        self.total = total
    }
}
