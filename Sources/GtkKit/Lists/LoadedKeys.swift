/// Which of a long list's keys a list model holds: a prefix, grown in batches as the person
/// scrolls towards its end.
///
/// GTK 4.8's list view builds a row for up to 200 items of its model whatever is on screen; a
/// model of only the first few dozen keys keeps a thousand items as cheap as a screenful.
public struct LoadedKeys: Equatable, Sendable {
    /// Every key, top first.
    public private(set) var all: [Int] = []
    /// How many of `all`, from the top, the model holds.
    public private(set) var count = 0
    /// How many keys are loaded at first (a screenful: what the first frame needs).
    public let first: Int
    /// How many are added at a time.
    public let batch: Int

    public init(first: Int, batch: Int) {
        self.first = max(1, first)
        self.batch = max(1, batch)
    }

    /// The keys the model holds.
    public var loaded: ArraySlice<Int> { all.prefix(count) }

    /// Whether some keys are not in the model yet.
    public var hasMore: Bool { count < all.count }

    /// Takes `keys` as the whole list; as many stay loaded as before (at least the first few).
    /// Returns the loaded keys before and after, for the model's update.
    public mutating func replace(with keys: [Int]) -> (old: [Int], new: [Int]) {
        let old = Array(loaded)
        all = keys
        count = min(keys.count, max(count, first))
        return (old, Array(loaded))
    }

    /// Loads the next batch; returns the keys added at the end of the model (none when all are in).
    public mutating func loadMore() -> [Int] {
        let added = Array(all[count..<min(all.count, count + batch)])
        count += added.count
        return added
    }
}
