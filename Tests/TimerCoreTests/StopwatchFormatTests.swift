import TimerCore
import XCTest

/// `StopwatchFormat`: hundredths rounded down, hours only from an hour.
final class StopwatchFormatTests: XCTestCase {
    func testUnderAnHour() {
        XCTAssertEqual(StopwatchFormat.text(.zero), "00:00.00")
        XCTAssertEqual(StopwatchFormat.text(.milliseconds(9)), "00:00.00")
        XCTAssertEqual(StopwatchFormat.text(.milliseconds(10)), "00:00.01")
        XCTAssertEqual(StopwatchFormat.text(.nanoseconds(9_999_999)), "00:00.00")
        XCTAssertEqual(StopwatchFormat.text(.milliseconds(59_999)), "00:59.99")
        XCTAssertEqual(StopwatchFormat.text(.seconds(60)), "01:00.00")
        XCTAssertEqual(StopwatchFormat.text(.milliseconds(83_450)), "01:23.45")
        XCTAssertEqual(StopwatchFormat.text(.milliseconds(3_599_999)), "59:59.99")
    }

    func testFromAnHour() {
        XCTAssertEqual(StopwatchFormat.text(.seconds(3_600)), "1:00:00.00")
        XCTAssertEqual(StopwatchFormat.text(.milliseconds(3_723_040)), "1:02:03.04")
        XCTAssertEqual(
            StopwatchFormat.text(.seconds(99 * 3_600 + 3_599) + .milliseconds(999)), "99:59:59.99")
        XCTAssertEqual(StopwatchFormat.text(.seconds(100 * 3_600)), "100:00:00.00")
    }

    func testNeverNegativeAndNeverTraps() {
        XCTAssertEqual(StopwatchFormat.text(.milliseconds(-1)), "00:00.00")
        XCTAssertEqual(StopwatchFormat.text(.seconds(-3_600)), "00:00.00")
        XCTAssertFalse(StopwatchFormat.text(.seconds(Int64.max)).hasPrefix("-"))
    }
}
