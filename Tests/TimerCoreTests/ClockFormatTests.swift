import TimerCore
import XCTest

/// `ClockComponents` and the three `ClockFormat` forms.
final class ClockFormatTests: XCTestCase {
    func testComponentsFromTotalSeconds() {
        XCTAssertEqual(
            ClockComponents(totalSeconds: 5_400), ClockComponents(hours: 1, minutes: 30, seconds: 0)
        )
        XCTAssertEqual(
            ClockComponents(totalSeconds: 0), ClockComponents(hours: 0, minutes: 0, seconds: 0))
        XCTAssertEqual(
            ClockComponents(totalSeconds: 3_661), ClockComponents(hours: 1, minutes: 1, seconds: 1))
        XCTAssertEqual(
            ClockComponents(totalSeconds: 359_999),
            ClockComponents(hours: 99, minutes: 59, seconds: 59))
        XCTAssertEqual(
            ClockComponents(totalSeconds: 360_000),
            ClockComponents(hours: 100, minutes: 0, seconds: 0))
        XCTAssertEqual(
            ClockComponents(totalSeconds: -5), ClockComponents(hours: 0, minutes: 0, seconds: 0))
    }

    func testTotalSecondsCarries() {
        XCTAssertEqual(ClockComponents(hours: 0, minutes: 90, seconds: 0).totalSeconds, 5_400)
        XCTAssertEqual(ClockComponents(hours: 1, minutes: 59, seconds: 60).totalSeconds, 7_200)
        XCTAssertEqual(ClockComponents(hours: 0, minutes: 0, seconds: 125).totalSeconds, 125)
        XCTAssertEqual(ClockComponents(hours: .max, minutes: 0, seconds: 0).totalSeconds, .max)
    }

    func testNormalized() {
        XCTAssertEqual(
            ClockComponents(hours: 0, minutes: 90, seconds: 75).normalized,
            ClockComponents(hours: 1, minutes: 31, seconds: 15))
        XCTAssertEqual(
            ClockComponents(hours: 1, minutes: 59, seconds: 60).normalized,
            ClockComponents(hours: 2, minutes: 0, seconds: 0))
        XCTAssertEqual(
            ClockComponents(hours: 99, minutes: 60, seconds: 0).normalized,
            ClockComponents(hours: 99, minutes: 59, seconds: 59))
        XCTAssertEqual(
            ClockComponents(hours: 120, minutes: 0, seconds: 0).normalized,
            ClockComponents(hours: 99, minutes: 59, seconds: 59))
        XCTAssertEqual(
            ClockComponents(hours: 0, minutes: 0, seconds: -5).normalized,
            ClockComponents(hours: 0, minutes: 0, seconds: 0))
        XCTAssertEqual(
            ClockComponents(hours: 12, minutes: 34, seconds: 56).normalized,
            ClockComponents(hours: 12, minutes: 34, seconds: 56))
    }

    func testHMS() {
        XCTAssertEqual(ClockFormat.hms(totalSeconds: 0), "00:00:00")
        XCTAssertEqual(ClockFormat.hms(totalSeconds: 5), "00:00:05")
        XCTAssertEqual(ClockFormat.hms(totalSeconds: 252), "00:04:12")
        XCTAssertEqual(ClockFormat.hms(totalSeconds: 3_599), "00:59:59")
        XCTAssertEqual(ClockFormat.hms(totalSeconds: 3_600), "01:00:00")
        XCTAssertEqual(ClockFormat.hms(totalSeconds: 359_999), "99:59:59")
        XCTAssertEqual(ClockFormat.hms(totalSeconds: -5), "00:00:00")
        for seconds: Int64 in [0, 9, 59, 60, 3_599, 36_000, 359_999] {
            XCTAssertEqual(ClockFormat.hms(totalSeconds: seconds).count, 8)
        }
    }

    func testSpoken() {
        XCTAssertEqual(ClockFormat.spoken(totalSeconds: 5_405), "1 hour 30 minutes 5 seconds")
        XCTAssertEqual(ClockFormat.spoken(totalSeconds: 300), "5 minutes")
        XCTAssertEqual(ClockFormat.spoken(totalSeconds: 0), "0 seconds")
        XCTAssertEqual(ClockFormat.spoken(totalSeconds: 1), "1 second")
        XCTAssertEqual(ClockFormat.spoken(totalSeconds: 61), "1 minute 1 second")
        XCTAssertEqual(ClockFormat.spoken(totalSeconds: 7_200), "2 hours")
        XCTAssertEqual(ClockFormat.spoken(totalSeconds: 3_601), "1 hour 1 second")
    }

    func testShort() {
        XCTAssertEqual(ClockFormat.short(totalSeconds: 60), "1 min")
        XCTAssertEqual(ClockFormat.short(totalSeconds: 1_500), "25 min")
        XCTAssertEqual(ClockFormat.short(totalSeconds: 3_600), "1 h")
        XCTAssertEqual(ClockFormat.short(totalSeconds: 5_400), "1 h 30 min")
        XCTAssertEqual(ClockFormat.short(totalSeconds: 45), "45 s")
        XCTAssertEqual(ClockFormat.short(totalSeconds: 90), "1 min 30 s")
        XCTAssertEqual(ClockFormat.short(totalSeconds: 0), "0 s")
    }
}
