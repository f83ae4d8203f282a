import GtkKit
import XCTest

/// The splices a list model gets: applied in order, they make the old keys the new, whatever the change.
final class KeySpliceTests: XCTestCase {
    private func apply(_ old: [Int], _ new: [Int]) -> [Int] {
        KeySplice.changes(from: old, to: new).reduce(old) { $1.applied(to: $0) }
    }

    func testOneKeyMovedIsTakenOutAndPutBack() {
        XCTAssertEqual(
            KeySplice.changes(from: [1, 2, 3, 4, 5], to: [1, 3, 4, 5, 2]),
            [
                KeySplice(position: 1, removing: 1, keys: []),
                KeySplice(position: 4, removing: 0, keys: [2]),
            ])
        XCTAssertEqual(
            KeySplice.changes(from: [1, 2, 3, 4, 5], to: [5, 1, 2, 3, 4]),
            [
                KeySplice(position: 4, removing: 1, keys: []),
                KeySplice(position: 0, removing: 0, keys: [5]),
            ])
        XCTAssertEqual(KeySplice.changes(from: [1, 2, 3], to: [1, 2, 3]), [])
    }

    /// The model holds the first keys of a longer list: the key paused moves below them and the
    /// next one comes in. Taken for a move, it put the paused timer back among the running.
    func testAKeyLeavingTheHeldPrefixIsNotAMove() {
        let old = Array(0..<16)
        let new = [0] + Array(2..<17)
        XCTAssertEqual(apply(old, new), new)
        XCTAssertEqual(apply(Array(0..<16), [99] + Array(0..<15)), [99] + Array(0..<15))
        XCTAssertEqual(apply([5] + Array(0..<5), Array(0..<5) + [7]), Array(0..<5) + [7])
    }

    func testRandomChangesAllComeOut() {
        var generator = SeededRandom(seed: 26)
        for _ in 0..<5_000 {
            let old = Self.randomKeys(&generator)
            // Often a small change of the old (a move, a removal, one in), sometimes anything.
            var new = old
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where !new.isEmpty:
                let key = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                new.insert(key, at: Int.random(in: 0...new.count, using: &generator))
            case 1 where !new.isEmpty:
                new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            case 2:
                new.insert(
                    100 + Int.random(in: 0..<100, using: &generator),
                    at: Int.random(in: 0...new.count, using: &generator))
            default: new = Self.randomKeys(&generator)
            }
            // A prefix of each, as a model holding the first keys of a list sees them.
            let cut = Int.random(in: 0...max(old.count, new.count), using: &generator)
            for (from, to) in [(old, new), (Array(old.prefix(cut)), Array(new.prefix(cut)))] {
                XCTAssertEqual(apply(from, to), to, "from \(from)")
            }
        }
    }

    private static func randomKeys(_ generator: inout SeededRandom) -> [Int] {
        Array(
            (0..<12).shuffled(using: &generator).prefix(Int.random(in: 0...12, using: &generator)))
    }
}
