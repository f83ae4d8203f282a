import TimerCore
import XCTest

/// Rows under a person's hand keep their places; the order catches up when the hand leaves.
final class HeldOrderTests: XCTestCase {
    func testRowsShownKeepTheirPlacesWhateverTheWantedOrder() {
        // Pausing B would move it below C and D: held, it stays where the pointer is.
        XCTAssertEqual(HeldOrder.merge(shown: [1, 2, 3, 4], wanted: [1, 3, 4, 2]), [1, 2, 3, 4])
    }

    func testARowThatLeftTheListLeavesItsPlace() {
        XCTAssertEqual(HeldOrder.merge(shown: [1, 2, 3], wanted: [3, 1]), [1, 3])
    }

    func testANewRowGoesAfterTheOneBeforeItInTheWantedOrder() {
        XCTAssertEqual(HeldOrder.merge(shown: [1, 2, 3], wanted: [3, 1, 5, 2]), [1, 5, 2, 3])
        XCTAssertEqual(
            HeldOrder.merge(shown: [1, 2], wanted: [7, 2, 1]), [7, 1, 2], "first when first")
        XCTAssertEqual(HeldOrder.merge(shown: [], wanted: [4, 5]), [4, 5])
        XCTAssertEqual(
            HeldOrder.merge(shown: [1], wanted: [1, 8, 9]), [1, 8, 9], "new rows after one another")
    }

    func testNothingHeldIsTheWantedOrder() {
        XCTAssertEqual(HeldOrder.merge(shown: [2, 1], wanted: []), [])
    }
}
