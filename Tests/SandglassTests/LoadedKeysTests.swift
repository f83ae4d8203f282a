import GtkKit
import XCTest

/// The prefix of a long list a list model holds: a few at first, a batch more as asked, kept across changes.
final class LoadedKeysTests: XCTestCase {
    func testABatchAtFirstThenMoreUntilAllAreIn() {
        var keys = LoadedKeys(first: 3, batch: 3)
        let (old, new) = keys.replace(with: Array(1...7))
        XCTAssertEqual(old, [])
        XCTAssertEqual(new, [1, 2, 3])
        XCTAssertTrue(keys.hasMore)
        XCTAssertEqual(keys.loadMore(), [4, 5, 6])
        XCTAssertEqual(keys.loadMore(), [7])
        XCTAssertFalse(keys.hasMore)
        XCTAssertEqual(keys.loadMore(), [], "nothing left")
    }

    func testAChangeKeepsAsManyLoadedAsBefore() {
        var keys = LoadedKeys(first: 2, batch: 2)
        _ = keys.replace(with: [1, 2, 3, 4, 5])
        _ = keys.loadMore()
        XCTAssertEqual(Array(keys.loaded), [1, 2, 3, 4])
        // One moved to the top: the model's four become these four.
        let (old, new) = keys.replace(with: [5, 1, 2, 3, 4])
        XCTAssertEqual(old, [1, 2, 3, 4])
        XCTAssertEqual(new, [5, 1, 2, 3])
        // Fewer keys than were loaded: all of them.
        XCTAssertEqual(keys.replace(with: [9]).new, [9])
        XCTAssertEqual(keys.count, 1)
        // Then more again: a batch at least.
        XCTAssertEqual(keys.replace(with: [9, 8, 7]).new, [9, 8])
    }

    func testTheFirstFewThenBatches() {
        var keys = LoadedKeys(first: 2, batch: 5)
        XCTAssertEqual(keys.replace(with: Array(1...10)).new, [1, 2])
        XCTAssertEqual(keys.loadMore(), [3, 4, 5, 6, 7])
    }
}
