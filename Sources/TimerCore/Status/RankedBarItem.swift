/// A bar item with how soon a bar shows it: 0 what rings, 1 a running Pomodoro phase, 2 running
/// timers, 3 a running stopwatch, 4 a running countdown, then what is paused (5–8).
public struct RankedBarItem: Equatable, Sendable {
    public var rank: Int
    public var item: BarItem

    public init(rank: Int, item: BarItem) {
        self.rank = rank
        self.item = item
    }
}
