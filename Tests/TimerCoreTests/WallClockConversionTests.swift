import Foundation
import TimerCore
import XCTest

/// Dates as a wall-clock timer's nanoseconds (rounded up, saturating) and as the command line's milliseconds.
final class WallClockConversionTests: XCTestCase {
    func testNanosecondsAreRoundedUpToTheMicrosecond() {
        XCTAssertEqual(
            WallNanoseconds.roundedUp(Date(timeIntervalSince1970: 1_800_000_000)),
            1_800_000_000_000_000_000)
        XCTAssertEqual(
            WallNanoseconds.roundedUp(Date(timeIntervalSince1970: 1_800_000_000.5)),
            1_800_000_000_500_000_000)
        // 1_800_000_000.123 is stored as …122999…: rounded up, it is not before the moment meant.
        XCTAssertEqual(
            WallNanoseconds.roundedUp(Date(timeIntervalSince1970: 1_800_000_000.123)),
            1_800_000_000_123_000_000)
        // A part of a microsecond counts as a whole one: never before the date.
        let early = WallNanoseconds.roundedUp(Date(timeIntervalSince1970: 1_800_000_000.000_000_4))
        XCTAssertGreaterThanOrEqual(early, 1_800_000_000_000_000_000)
        XCTAssertEqual(early % 1_000, 0)
        XCTAssertEqual(WallNanoseconds.roundedUp(Date(timeIntervalSince1970: 0.000_001_5)), 2_000)
    }

    func testNanosecondsAreAtLeastOne() {
        // A timerfd armed at 0 would be disarmed: the past wakes at once.
        XCTAssertEqual(WallNanoseconds.roundedUp(Date(timeIntervalSince1970: 0)), 1)
        XCTAssertEqual(WallNanoseconds.roundedUp(Date(timeIntervalSince1970: -5)), 1)
        XCTAssertEqual(WallNanoseconds.roundedUp(.distantPast), 1)
        XCTAssertEqual(WallNanoseconds.roundedUp(Date(timeIntervalSince1970: -.infinity)), 1)
        XCTAssertEqual(WallNanoseconds.roundedUp(Date(timeIntervalSince1970: .nan)), 1)
    }

    func testNanosecondsSaturate() {
        // A hundred years on (an ended countdown's "never") still fits exactly.
        let farAhead = Date(timeIntervalSince1970: 1_800_000_000 + DateCountdown.farAhead)
        XCTAssertEqual(
            WallNanoseconds.roundedUp(farAhead),
            Int64(1_800_000_000 + DateCountdown.farAhead) * 1_000_000_000)
        // Int64 nanoseconds end in April 2262; later dates stay there.
        XCTAssertEqual(WallNanoseconds.roundedUp(Date(timeIntervalSince1970: 9_223_372_037)), .max)
        XCTAssertEqual(WallNanoseconds.roundedUp(.distantFuture), .max)
        XCTAssertEqual(WallNanoseconds.roundedUp(Date(timeIntervalSince1970: 1e300)), .max)
        XCTAssertEqual(WallNanoseconds.roundedUp(Date(timeIntervalSince1970: .infinity)), .max)
        XCTAssertLessThan(
            WallNanoseconds.roundedUp(Date(timeIntervalSince1970: 9_223_372_000)), .max)
    }

    func testMillisecondsBecomeDatesAndBack() {
        for milliseconds: Int64 in [
            0, 1, -1, 1_800_000_000_123, -62_135_596_800_000, 253_402_300_799_999,
            SavedDateCountdown.targetRangeMs.lowerBound,
            SavedDateCountdown.targetRangeMs.upperBound,
        ] {
            let date = WallMilliseconds.date(milliseconds)
            XCTAssertEqual(WallMilliseconds.of(date), milliseconds, "\(milliseconds) ms")
        }
        XCTAssertEqual(
            WallMilliseconds.date(1_800_000_000_500), Date(timeIntervalSince1970: 1_800_000_000.5))
        XCTAssertEqual(
            WallMilliseconds.of(Date(timeIntervalSince1970: 1_800_000_000.999_9)), 1_800_000_000_999
        )
    }
}
