import Foundation
import TimerCore
import XCTest

/// The date countdown as a pure function of the wall clock: remaining time, rounding, the end and the next change.
final class DateCountdownTests: XCTestCase {
    // 2027-01-15T09:00:00+01:00.
    let target = Date(timeIntervalSince1970: 1_800_000_000)

    /// The wall clock `seconds` before the target (after it when negative).
    func before(_ seconds: TimeInterval) -> Date {
        target.addingTimeInterval(-seconds)
    }

    func testRemainingIsTargetMinusNowAndNeverNegative() {
        let countdown = DateCountdown(target: target, label: "Launch")
        XCTAssertEqual(countdown.label, "Launch")
        XCTAssertEqual(DateCountdown(target: target).label, "")
        XCTAssertEqual(countdown.remaining(at: before(90_061)), .seconds(90_061))
        XCTAssertEqual(countdown.remaining(at: before(0.25)), .milliseconds(250))
        XCTAssertEqual(countdown.remaining(at: target), .zero)
        XCTAssertEqual(countdown.remaining(at: before(-1)), .zero)
        XCTAssertEqual(countdown.remaining(at: before(-86_400 * 365)), .zero)
        XCTAssertEqual(countdown.remaining(at: .distantFuture), .zero)
        XCTAssertGreaterThan(
            countdown.remaining(at: .distantPast), .seconds(1_800_000_000 + 62_000_000_000))
    }

    func testEndedExactlyAtTheTarget() {
        let countdown = DateCountdown(target: target)
        XCTAssertFalse(countdown.isEnded(at: before(1)))
        XCTAssertFalse(countdown.isEnded(at: before(0.001)))
        XCTAssertTrue(countdown.isEnded(at: target))
        XCTAssertTrue(countdown.isEnded(at: before(-0.001)))
        XCTAssertTrue(countdown.isEnded(at: before(-1_000_000)))
        XCTAssertEqual(countdown.state(at: before(0.001)), .running)
        XCTAssertEqual(countdown.state(at: target), .ended)
    }

    func testDisplayedSecondsRoundUp() {
        let countdown = DateCountdown(target: target)
        let table: [(TimeInterval, Int64)] = [
            (1.001, 2), (1.000, 1), (0.999, 1), (0.5, 1), (0.001, 1), (0.000_001, 1), (0, 0),
            (-0.5, 0), (-60, 0),
            (59.999, 60), (60, 60), (60.001, 61), (86_400, 86_400), (86_400.001, 86_401),
        ]
        for (seconds, shown) in table {
            XCTAssertEqual(
                countdown.displayedSeconds(at: before(seconds)), shown, "\(seconds) s before")
        }
        // 00:00:00:00 appears exactly at the target, not a second early.
        XCTAssertEqual(
            CountdownFormat.text(totalSeconds: countdown.displayedSeconds(at: before(0.999))),
            "00:00:00:01")
        XCTAssertEqual(
            CountdownFormat.text(totalSeconds: countdown.displayedSeconds(at: target)),
            "00:00:00:00")
    }

    func testAPastTargetIsEndedWithNothingLeft() throws {
        let past = try DateTargetParser.parse(
            "2020-01-01", now: target, zone: .foundation(TestSupport.utc))
        let countdown = DateCountdown(target: past)
        XCTAssertTrue(countdown.isEnded(at: target))
        XCTAssertEqual(countdown.remaining(at: target), .zero)
        XCTAssertEqual(countdown.displayedSeconds(at: target), 0)
        XCTAssertNil(countdown.nextDisplayChange(after: target))
    }

    func testNextDisplayChange() {
        let countdown = DateCountdown(target: target)
        // 10.5 s left shows 11; it shows 10 from 10 s before the target.
        XCTAssertEqual(countdown.nextDisplayChange(after: before(10.5)), before(10))
        // On a boundary it shows 10, and changes a whole second later.
        XCTAssertEqual(countdown.nextDisplayChange(after: before(10)), before(9))
        XCTAssertEqual(countdown.nextDisplayChange(after: before(9.999_999)), before(9))
        XCTAssertEqual(countdown.nextDisplayChange(after: before(0.2)), target)
        XCTAssertEqual(countdown.nextDisplayChange(after: before(1)), target)
        XCTAssertNil(countdown.nextDisplayChange(after: target))
        XCTAssertNil(countdown.nextDisplayChange(after: before(-5)))
        // Far ahead: 100 days.
        XCTAssertEqual(countdown.nextDisplayChange(after: before(8_640_000.5)), before(8_640_000))
    }

    func testFollowingTheChangesShowsEverySecondOnceAndEndsAtTheTarget() throws {
        // A target with milliseconds: the boundaries fall at .123, counted back from it.
        let countdown = DateCountdown(target: target.addingTimeInterval(0.123))
        var now = before(5.25)
        var shown: [Int64] = [countdown.displayedSeconds(at: now)]
        while let change = countdown.nextDisplayChange(after: now) {
            XCTAssertGreaterThan(change, now)
            XCTAssertEqual(countdown.displayedSeconds(at: change), shown.last.map { $0 - 1 })
            // Just before the change the old value still shows.
            XCTAssertEqual(
                countdown.displayedSeconds(at: change.addingTimeInterval(-0.000_001)), shown.last)
            now = change
            shown.append(countdown.displayedSeconds(at: now))
            XCTAssertLessThan(shown.count, 10, "should have ended")
            if shown.count >= 10 { break }
        }
        XCTAssertEqual(shown, [6, 5, 4, 3, 2, 1, 0])
        XCTAssertEqual(now, countdown.target)
        XCTAssertEqual(
            DateTargetTestSupport.utc(try XCTUnwrap(countdown.nextDisplayChange(after: before(3)))),
            "2027-01-15T07:59:57.123+00:00")
    }

    func testTheTargetIsWholeMilliseconds() {
        var countdown = DateCountdown(target: target.addingTimeInterval(0.123_456))
        XCTAssertEqual(countdown.target, Date(timeIntervalSince1970: 1_800_000_000.123))
        XCTAssertEqual(countdown.targetMilliseconds, 1_800_000_000_123)
        XCTAssertEqual(countdown, DateCountdown(target: target.addingTimeInterval(0.123_9)))
        countdown.target = target.addingTimeInterval(-0.000_5)
        XCTAssertEqual(countdown.targetMilliseconds, 1_799_999_999_999)
        XCTAssertEqual(countdown.target, Date(timeIntervalSince1970: 1_799_999_999.999))
        // Floating-point noise does not lose a millisecond.
        XCTAssertEqual(
            DateCountdown(target: Date(timeIntervalSince1970: 1_800_000_000.123))
                .targetMilliseconds, 1_800_000_000_123)
    }

    func testCodableRoundTripIsExact() throws {
        let countdown = DateCountdown(
            target: target.addingTimeInterval(0.123), label: "New \"Year\"")
        let data = try JSONEncoder().encode(countdown)
        let json = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(json.contains(#""target_ms":1800000000123"#), json)
        XCTAssertEqual(try JSONDecoder().decode(DateCountdown.self, from: data), countdown)
    }
}
