import Foundation
import TimerCore
import XCTest

/// What a countdown shows: remaining time, rounding, the next display change, progress.
final class CountdownDisplayTests: XCTestCase {
    let t0 = TestSupport.t0

    func started(_ duration: Duration) -> CountdownTimer {
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: duration, at: t0))
        return timer
    }

    // MARK: - Rounding

    func testDisplayRoundsUpAroundOneSecond() {
        let timer = started(.seconds(10))
        let end = t0 + .seconds(10)
        XCTAssertEqual(timer.displayedSeconds(at: end - .milliseconds(999)), 1)
        XCTAssertEqual(timer.displayedSeconds(at: end - .milliseconds(1_000)), 1)
        XCTAssertEqual(timer.displayedSeconds(at: end - .milliseconds(1_001)), 2)
    }

    func testZeroAppearsExactlyAtExpiry() {
        var timer = started(.seconds(10))
        let end = t0 + .seconds(10)
        XCTAssertEqual(timer.displayedSeconds(at: end - .nanoseconds(1)), 1)
        XCTAssertEqual(timer.displayedSeconds(at: end), 0)
        XCTAssertEqual(timer.remaining(at: end), .zero)
        XCTAssertTrue(timer.finishIfDue(at: end))
        XCTAssertEqual(timer.displayedSeconds(at: end), 0)
    }

    func testStartShowsTheFullDuration() {
        let timer = started(.seconds(300))
        XCTAssertEqual(timer.displayedSeconds(at: t0), 300)
        XCTAssertEqual(timer.displayedSeconds(at: t0 + .nanoseconds(1)), 300)
        XCTAssertEqual(ClockFormat.hms(totalSeconds: timer.displayedSeconds(at: t0)), "00:05:00")
    }

    // MARK: - Remaining

    func testRemainingInEachState() {
        var timer = CountdownTimer(duration: .seconds(60))
        XCTAssertEqual(timer.remaining(at: t0), .seconds(60))
        XCTAssertTrue(timer.start(duration: .seconds(60), at: t0))
        XCTAssertEqual(timer.remaining(at: t0 + .seconds(15)), .seconds(45))
        XCTAssertEqual(timer.remaining(at: t0 + .seconds(90)), .zero)
        XCTAssertTrue(timer.pause(at: t0 + .seconds(15)))
        XCTAssertEqual(timer.remaining(at: t0 + .seconds(1_000)), .seconds(45))
        XCTAssertEqual(timer.displayedSeconds(at: t0 + .seconds(1_000)), 45)
        XCTAssertTrue(timer.resume(at: t0 + .seconds(100)))
        XCTAssertTrue(timer.finishIfDue(at: t0 + .seconds(150)))
        XCTAssertEqual(timer.remaining(at: t0 + .seconds(150)), .zero)
    }

    // MARK: - Next display change

    func testNextDisplayChangeAtAFractionalRemainder() {
        let timer = started(.seconds(10))
        let end = t0 + .seconds(10)
        let now = end - .milliseconds(4_200)
        XCTAssertEqual(timer.nextDisplayChange(after: now), now + .milliseconds(200))
    }

    func testNextDisplayChangeAtAWholeSecond() {
        let timer = started(.seconds(10))
        let end = t0 + .seconds(10)
        let now = end - .seconds(4)
        XCTAssertEqual(timer.nextDisplayChange(after: now), now + .seconds(1))
        XCTAssertEqual(timer.nextDisplayChange(after: t0), t0 + .seconds(1))
    }

    func testLastDisplayChangeIsTheEnd() {
        let timer = started(.seconds(10))
        let end = t0 + .seconds(10)
        XCTAssertEqual(timer.nextDisplayChange(after: end - .milliseconds(500)), end)
        XCTAssertEqual(timer.nextDisplayChange(after: end - .seconds(1)), end)
        XCTAssertNil(timer.nextDisplayChange(after: end))
        XCTAssertNil(timer.nextDisplayChange(after: end + .seconds(5)))
    }

    func testNextDisplayChangeOnlyWhileRunning() {
        var timer = CountdownTimer(duration: .seconds(10))
        XCTAssertNil(timer.nextDisplayChange(after: t0))
        XCTAssertTrue(timer.start(duration: .seconds(10), at: t0))
        XCTAssertTrue(timer.pause(at: t0 + .seconds(2)))
        XCTAssertNil(timer.nextDisplayChange(after: t0 + .seconds(3)))
        XCTAssertTrue(timer.resume(at: t0 + .seconds(3)))
        XCTAssertTrue(timer.finishIfDue(at: t0 + .seconds(20)))
        XCTAssertNil(timer.nextDisplayChange(after: t0 + .seconds(20)))
    }

    func testIteratingDisplayChangesVisitsEverySecondOnce() {
        let timer = started(.seconds(60))
        var now = t0
        var shown: [Int64] = [timer.displayedSeconds(at: now)]
        while let next = timer.nextDisplayChange(after: now) {
            XCTAssertGreaterThan(next, now)
            now = next
            shown.append(timer.displayedSeconds(at: now))
        }
        XCTAssertEqual(shown, Array((0...60).reversed()))
        XCTAssertEqual(now, t0 + .seconds(60))
    }

    func testIteratingAFractionalDuration() {
        let timer = started(.milliseconds(2_500))
        var now = t0
        var instants: [Instant] = []
        while let next = timer.nextDisplayChange(after: now) {
            now = next
            instants.append(now)
        }
        XCTAssertEqual(
            instants,
            [t0 + .milliseconds(500), t0 + .milliseconds(1_500), t0 + .milliseconds(2_500)])
        XCTAssertEqual(timer.displayedSeconds(at: t0), 3)
    }

    // MARK: - Elapsed fraction

    func testElapsedFraction() {
        var timer = CountdownTimer(duration: .seconds(100))
        XCTAssertEqual(timer.elapsedFraction(at: t0), 0)
        XCTAssertTrue(timer.start(duration: .seconds(100), at: t0))
        XCTAssertEqual(timer.elapsedFraction(at: t0), 0)
        XCTAssertEqual(timer.elapsedFraction(at: t0 + .seconds(25)), 0.25, accuracy: 1e-12)
        XCTAssertEqual(timer.elapsedFraction(at: t0 + .seconds(50)), 0.5, accuracy: 1e-12)
        XCTAssertEqual(timer.elapsedFraction(at: t0 + .seconds(100)), 1)
        XCTAssertEqual(timer.elapsedFraction(at: t0 + .seconds(500)), 1)
        XCTAssertTrue(timer.pause(at: t0 + .seconds(40)))
        XCTAssertEqual(timer.elapsedFraction(at: t0 + .seconds(1_000)), 0.4, accuracy: 1e-12)
        XCTAssertTrue(timer.resume(at: t0 + .seconds(1_000)))
        XCTAssertEqual(timer.elapsedFraction(at: t0 + .seconds(1_030)), 0.7, accuracy: 1e-12)
        XCTAssertTrue(timer.finishIfDue(at: t0 + .seconds(1_060)))
        XCTAssertEqual(timer.elapsedFraction(at: t0 + .seconds(1_060)), 1)
    }

    // MARK: - Long durations

    func testNinetyNineHours() {
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: CountdownTimer.maximumDuration, at: t0))
        XCTAssertEqual(timer.displayedSeconds(at: t0), 359_999)
        XCTAssertEqual(ClockFormat.hms(totalSeconds: timer.displayedSeconds(at: t0)), "99:59:59")
        XCTAssertEqual(timer.nextDisplayChange(after: t0), t0 + .seconds(1))
        XCTAssertEqual(timer.endsAt, t0 + .seconds(359_999))

        var hundred = CountdownTimer()
        XCTAssertFalse(hundred.start(duration: .seconds(100 * 3600), at: t0))
        XCTAssertEqual(hundred.state, .idle)
        XCTAssertTrue(hundred.start(duration: .seconds(99 * 3600), at: t0))
        XCTAssertEqual(ClockFormat.hms(totalSeconds: hundred.displayedSeconds(at: t0)), "99:00:00")
    }

    // MARK: - Wall clock

    func testWallClockStepDoesNotMoveTheCountdown() {
        let source = ManualTimeSource()
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(300), at: source.now))
        source.advance(by: .seconds(10))
        XCTAssertEqual(timer.remaining(at: source.now), .seconds(290))

        source.setWall(source.wallNow.addingTimeInterval(3_600))
        XCTAssertEqual(timer.remaining(at: source.now), .seconds(290))
        source.setWall(source.wallNow.addingTimeInterval(-86_400))
        XCTAssertEqual(timer.remaining(at: source.now), .seconds(290))
        XCTAssertFalse(timer.finishIfDue(at: source.now))

        source.advance(by: .seconds(290))
        XCTAssertTrue(timer.finishIfDue(at: source.now))
    }

    func testEndWallTimeFollowsTheWallClock() throws {
        let source = ManualTimeSource()
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(300), at: source.now))
        let end = try XCTUnwrap(timer.endsAt)
        XCTAssertEqual(
            source.wallDate(of: end).timeIntervalSince1970, 1_800_000_300, accuracy: 1e-6)
        source.setWall(Date(timeIntervalSince1970: 1_800_007_200))
        XCTAssertEqual(
            source.wallDate(of: end).timeIntervalSince1970, 1_800_007_500, accuracy: 1e-6)
    }

    // MARK: - Codable

    func testCodableRoundTripInEveryState() throws {
        var timer = CountdownTimer(duration: .seconds(90), label: "Tea “green” \n")
        var states = [timer]
        XCTAssertTrue(timer.start(duration: .milliseconds(90_500), at: t0))
        states.append(timer)
        XCTAssertTrue(timer.pause(at: t0 + .nanoseconds(12_345_678_901)))
        states.append(timer)
        XCTAssertTrue(timer.resume(at: t0 + .seconds(20)))
        XCTAssertTrue(timer.finishIfDue(at: t0 + .seconds(500)))
        states.append(timer)

        for original in states {
            let data = try JSONEncoder().encode(original)
            let decoded = try JSONDecoder().decode(CountdownTimer.self, from: data)
            XCTAssertEqual(decoded, original)
            XCTAssertEqual(
                decoded.remaining(at: t0 + .seconds(30)), original.remaining(at: t0 + .seconds(30)))
        }
    }
}
