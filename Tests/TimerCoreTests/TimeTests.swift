import Foundation
import TimerCore
import XCTest

/// Instants, duration units and the two clocks.
final class TimeTests: XCTestCase {
    func testInstantArithmetic() {
        let a = Instant(nanoseconds: 5_000_000_000)
        XCTAssertEqual(a + .milliseconds(1_500), Instant(nanoseconds: 6_500_000_000))
        XCTAssertEqual(a - .seconds(5), Instant(nanoseconds: 0))
        XCTAssertEqual(Instant(nanoseconds: 6_500_000_000) - a, .milliseconds(1_500))
        XCTAssertEqual(a - Instant(nanoseconds: 6_500_000_000), .milliseconds(-1_500))
        XCTAssertLessThan(a, a + .nanoseconds(1))
        XCTAssertEqual(Instant(nanoseconds: .max) + .seconds(1), Instant(nanoseconds: .max))
    }

    func testInstantCodable() throws {
        let a = Instant(nanoseconds: 123_456_789)
        let data = try JSONEncoder().encode(a)
        XCTAssertEqual(try JSONDecoder().decode(Instant.self, from: data), a)
    }

    func testTotalNanosecondsAndMilliseconds() {
        XCTAssertEqual(Duration.milliseconds(1_500).totalNanoseconds, 1_500_000_000)
        XCTAssertEqual(Duration.nanoseconds(-7).totalNanoseconds, -7)
        XCTAssertEqual(Duration.seconds(99 * 3600).totalNanoseconds, 356_400_000_000_000)
        XCTAssertEqual(Duration.nanoseconds(1_999_999).totalMilliseconds, 1)
        XCTAssertEqual(Duration.nanoseconds(-1_999_999).totalMilliseconds, -1)
        XCTAssertEqual(Duration.seconds(300).totalMilliseconds, 300_000)
    }

    func testSecondsRoundedUp() {
        XCTAssertEqual(Duration.zero.totalSecondsRoundedUp, 0)
        XCTAssertEqual(Duration.nanoseconds(1).totalSecondsRoundedUp, 1)
        XCTAssertEqual(Duration.milliseconds(999).totalSecondsRoundedUp, 1)
        XCTAssertEqual(Duration.seconds(1).totalSecondsRoundedUp, 1)
        XCTAssertEqual(Duration.milliseconds(1_001).totalSecondsRoundedUp, 2)
        XCTAssertEqual(Duration.milliseconds(-500).totalSecondsRoundedUp, 0)
        XCTAssertEqual(Duration.seconds(-3).totalSecondsRoundedUp, 0)
    }

    func testSecondsRoundedDown() {
        XCTAssertEqual(Duration.zero.totalSecondsRoundedDown, 0)
        XCTAssertEqual(Duration.milliseconds(1_999).totalSecondsRoundedDown, 1)
        XCTAssertEqual(Duration.seconds(2).totalSecondsRoundedDown, 2)
        XCTAssertEqual(Duration.milliseconds(-500).totalSecondsRoundedDown, -1)
        XCTAssertEqual(Duration.seconds(-1).totalSecondsRoundedDown, -1)
    }

    func testManualSourceAdvanceMovesBothClocks() {
        let source = ManualTimeSource()
        XCTAssertEqual(source.now, TestSupport.t0)
        XCTAssertEqual(source.wallNow, Date(timeIntervalSince1970: 1_800_000_000))
        source.advance(by: .milliseconds(2_500))
        XCTAssertEqual(source.now, TestSupport.t0 + .milliseconds(2_500))
        XCTAssertEqual(source.wallNow.timeIntervalSince1970, 1_800_000_002.5, accuracy: 1e-6)
    }

    func testManualSourceSetWallMovesOnlyTheWallClock() {
        let source = ManualTimeSource()
        source.setWall(Date(timeIntervalSince1970: 1_000))
        XCTAssertEqual(source.now, TestSupport.t0)
        XCTAssertEqual(source.wallNow, Date(timeIntervalSince1970: 1_000))
        XCTAssertEqual(
            source.reading(),
            ClockReading(now: TestSupport.t0, wallNow: Date(timeIntervalSince1970: 1_000)))
    }

    func testWallDateProjection() {
        let source = ManualTimeSource()
        let later = source.now + .seconds(300)
        XCTAssertEqual(
            source.wallDate(of: later).timeIntervalSince1970, 1_800_000_300, accuracy: 1e-6)
        let earlier = source.now - .milliseconds(1_250)
        XCTAssertEqual(
            source.wallDate(of: earlier).timeIntervalSince1970, 1_799_999_998.75, accuracy: 1e-6)
        // After a wall-clock step the same instant projects onto the new wall clock.
        source.setWall(Date(timeIntervalSince1970: 1_800_003_600))
        XCTAssertEqual(
            source.wallDate(of: later).timeIntervalSince1970, 1_800_003_900, accuracy: 1e-6)
    }

    func testWallMillisecondsIgnoresFloatingPointNoise() {
        let reading = ClockReading(
            now: TestSupport.t0, wallNow: Date(timeIntervalSince1970: 1_800_000_000.123))
        XCTAssertEqual(reading.wallMilliseconds(of: TestSupport.t0), 1_800_000_000_123)
        XCTAssertEqual(
            reading.wallMilliseconds(of: TestSupport.t0 + .microseconds(999)), 1_800_000_000_123)
        XCTAssertEqual(
            reading.wallMilliseconds(of: TestSupport.t0 + .milliseconds(1)), 1_800_000_000_124)
        XCTAssertEqual(
            reading.wallMilliseconds(of: TestSupport.t0 - .microseconds(1)), 1_800_000_000_122)
    }

    func testSystemSourceReadsBootClockAndWallClock() {
        let source = SystemTimeSource()
        let first = source.now
        let second = source.now
        XCTAssertGreaterThan(first.nanoseconds, 0)
        XCTAssertGreaterThanOrEqual(second, first)
        XCTAssertEqual(source.wallNow.timeIntervalSinceNow, 0, accuracy: 5)
    }
}
