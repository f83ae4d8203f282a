/// One change to a list model of keys: at `position`, take out `removing` items and put `keys` there.
///
/// `changes(from:to:)` works out the few splices that make one list of keys another, so a list
/// view rebuilds only the rows that changed (GTK builds every row of a whole replacement again).
public struct KeySplice: Equatable, Sendable {
    public let position: Int
    public let removing: Int
    public let keys: [Int]

    public init(position: Int, removing: Int, keys: [Int]) {
        self.position = position
        self.removing = removing
        self.keys = keys
    }

    /// The splices, in the order to apply them, that make `old` into `new`: only the run between
    /// their common beginning and end changes. One key moved inside that run (the usual change: a
    /// timer paused moves down) is taken out and put back, so the rows between stay as they are.
    public static func changes(from old: [Int], to new: [Int]) -> [KeySplice] {
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old.dropFirst(prefix).reversed(), new.dropFirst(prefix).reversed()).prefix
        { $0 == $1 }.count
        let taken = old[prefix..<(old.count - suffix)]
        let put = Array(new[prefix..<(new.count - suffix)])
        guard !taken.isEmpty || !put.isEmpty else { return [] }
        // A move only when the key put at the run's other end is the one taken: a model holding
        // the first keys of a longer list sees one key leave at its end and another come in.
        if taken.count == put.count, taken.count > 2, let first = taken.first, let last = taken.last
        {
            if put.last == first, taken.dropFirst().elementsEqual(put.dropLast()) {
                return [
                    KeySplice(position: prefix, removing: 1, keys: []),
                    KeySplice(position: prefix + taken.count - 1, removing: 0, keys: [first]),
                ]
            }
            if put.first == last, taken.dropLast().elementsEqual(put.dropFirst()) {
                return [
                    KeySplice(position: prefix + taken.count - 1, removing: 1, keys: []),
                    KeySplice(position: prefix, removing: 0, keys: [last]),
                ]
            }
        }
        return [KeySplice(position: prefix, removing: taken.count, keys: put)]
    }

    /// `keys` with this splice applied (what the model holds after it).
    public func applied(to keys: [Int]) -> [Int] {
        var result = keys
        result.replaceSubrange(position..<(position + removing), with: self.keys)
        return result
    }
}
