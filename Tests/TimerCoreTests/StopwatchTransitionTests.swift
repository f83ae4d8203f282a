import Foundation
import TimerCore
import XCTest

/// Every transition of `Stopwatch`, allowed and refused.
final class StopwatchTransitionTests: XCTestCase {
    let t0 = TestSupport.t0

    // MARK: - Fixtures in each state

    func running() -> Stopwatch {
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: t0))
        return stopwatch
    }

    /// Started at t0, one lap at 3 s, paused at 10 s.
    func paused() -> Stopwatch {
        var stopwatch = running()
        XCTAssertNotNil(stopwatch.lap(at: t0 + .seconds(3)))
        XCTAssertTrue(stopwatch.pause(at: t0 + .seconds(10)))
        return stopwatch
    }

    // MARK: - Initial state

    func testDefaults() {
        let stopwatch = Stopwatch()
        XCTAssertEqual(stopwatch.state, .idle)
        XCTAssertEqual(stopwatch.phase, .idle)
        XCTAssertEqual(stopwatch.laps, [])
        XCTAssertEqual(stopwatch.elapsed(at: t0), .zero)
        XCTAssertEqual(stopwatch.currentLap(at: t0), .zero)
        XCTAssertNil(stopwatch.fastestLapIndex)
        XCTAssertNil(stopwatch.slowestLapIndex)
    }

    func testPhaseInEachState() {
        XCTAssertEqual(Stopwatch().phase, .idle)
        XCTAssertEqual(running().phase, .running)
        XCTAssertEqual(paused().phase, .paused)
    }

    func testRestoringInitKeepsStateAndLaps() {
        let laps = [Lap(number: 1, split: .seconds(2), total: .seconds(2))]
        let stopwatch = Stopwatch(state: .paused(elapsed: .seconds(5)), laps: laps)
        XCTAssertEqual(stopwatch.state, .paused(elapsed: .seconds(5)))
        XCTAssertEqual(stopwatch.laps, laps)
        XCTAssertEqual(stopwatch.currentLap(at: t0), .seconds(3))
    }

    // MARK: - Start and resume

    func testStartFromIdleCountsFromNow() {
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: t0))
        XCTAssertEqual(stopwatch.state, .running(since: t0))
        XCTAssertEqual(stopwatch.elapsed(at: t0), .zero)
        XCTAssertEqual(stopwatch.elapsed(at: t0 + .milliseconds(1_234)), .milliseconds(1_234))
        XCTAssertEqual(stopwatch.currentLap(at: t0 + .milliseconds(1_234)), .milliseconds(1_234))
    }

    func testResumeKeepsElapsedAndLaps() {
        var stopwatch = paused()
        let resumeAt = t0 + .seconds(100)
        XCTAssertTrue(stopwatch.start(at: resumeAt))
        XCTAssertEqual(stopwatch.state, .running(since: resumeAt - .seconds(10)))
        XCTAssertEqual(stopwatch.elapsed(at: resumeAt), .seconds(10))
        XCTAssertEqual(stopwatch.elapsed(at: resumeAt + .seconds(5)), .seconds(15))
        XCTAssertEqual(stopwatch.laps.count, 1)
    }

    func testStartIsRefusedWhileRunning() {
        assertRefused(running()) { $0.start(at: self.t0 + .seconds(1)) }
    }

    // MARK: - Pause

    func testPauseKeepsElapsed() {
        var stopwatch = running()
        XCTAssertTrue(stopwatch.pause(at: t0 + .milliseconds(7_250)))
        XCTAssertEqual(stopwatch.state, .paused(elapsed: .milliseconds(7_250)))
        // Time passing changes nothing while paused.
        XCTAssertEqual(stopwatch.elapsed(at: t0 + .seconds(1_000)), .milliseconds(7_250))
    }

    func testPauseIsRefusedWhenIdleOrPaused() {
        assertRefused(Stopwatch()) { $0.pause(at: self.t0) }
        assertRefused(paused()) { $0.pause(at: self.t0 + .seconds(20)) }
    }

    // MARK: - Toggle

    func testToggleGoesRoundTheCycle() {
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.toggle(at: t0))
        XCTAssertEqual(stopwatch.state, .running(since: t0))
        XCTAssertTrue(stopwatch.toggle(at: t0 + .seconds(4)))
        XCTAssertEqual(stopwatch.state, .paused(elapsed: .seconds(4)))
        XCTAssertTrue(stopwatch.toggle(at: t0 + .seconds(10)))
        XCTAssertEqual(stopwatch.state, .running(since: t0 + .seconds(6)))
        XCTAssertEqual(stopwatch.elapsed(at: t0 + .seconds(11)), .seconds(5))
    }

    // MARK: - Lap

    func testLapWhileRunningRecordsSplitAndTotal() {
        var stopwatch = running()
        XCTAssertEqual(
            stopwatch.lap(at: t0 + .seconds(4)),
            Lap(number: 1, split: .seconds(4), total: .seconds(4)))
        XCTAssertEqual(
            stopwatch.lap(at: t0 + .milliseconds(6_500)),
            Lap(number: 2, split: .milliseconds(2_500), total: .milliseconds(6_500)))
        XCTAssertEqual(stopwatch.laps.map(\.number), [1, 2])
        XCTAssertEqual(stopwatch.phase, .running)
        XCTAssertEqual(stopwatch.currentLap(at: t0 + .seconds(8)), .milliseconds(1_500))
        XCTAssertEqual(stopwatch.elapsed(at: t0 + .seconds(8)), .seconds(8))
    }

    func testLapOnIdleStartsWithoutALap() {
        var stopwatch = Stopwatch()
        XCTAssertNil(stopwatch.lap(at: t0))
        XCTAssertEqual(stopwatch.state, .running(since: t0))
        XCTAssertEqual(stopwatch.laps, [])
        XCTAssertEqual(stopwatch.lap(at: t0 + .seconds(2))?.number, 1)
    }

    func testLapWhilePausedIsRefused() {
        let before = paused()
        var stopwatch = before
        XCTAssertNil(stopwatch.lap(at: t0 + .seconds(50)))
        XCTAssertEqual(stopwatch, before)
    }

    func testAZeroLengthLapIsRecorded() {
        var stopwatch = running()
        XCTAssertNotNil(stopwatch.lap(at: t0 + .seconds(1)))
        XCTAssertEqual(
            stopwatch.lap(at: t0 + .seconds(1)), Lap(number: 2, split: .zero, total: .seconds(1)))
    }

    // MARK: - Pause inside a lap

    func testPauseInsideALapLeavesThePauseOutOfTheLap() {
        var stopwatch = running()
        XCTAssertNotNil(stopwatch.lap(at: t0 + .seconds(5)))
        XCTAssertTrue(stopwatch.pause(at: t0 + .seconds(8)))
        XCTAssertEqual(stopwatch.currentLap(at: t0 + .seconds(8)), .seconds(3))
        XCTAssertEqual(stopwatch.currentLap(at: t0 + .seconds(19)), .seconds(3))
        // Resume after a 12 s pause.
        XCTAssertTrue(stopwatch.start(at: t0 + .seconds(20)))
        XCTAssertEqual(stopwatch.currentLap(at: t0 + .seconds(22)), .seconds(5))
        XCTAssertEqual(stopwatch.elapsed(at: t0 + .seconds(22)), .seconds(10))
        XCTAssertEqual(
            stopwatch.lap(at: t0 + .seconds(24)),
            Lap(number: 2, split: .seconds(7), total: .seconds(12)))
        XCTAssertEqual(stopwatch.currentLap(at: t0 + .seconds(24)), .zero)
    }

    // MARK: - Reset

    func testResetClearsAPausedStopwatch() {
        var stopwatch = paused()
        XCTAssertTrue(stopwatch.reset())
        XCTAssertEqual(stopwatch, Stopwatch())
        XCTAssertEqual(stopwatch.laps, [])
        XCTAssertEqual(stopwatch.elapsed(at: t0 + .seconds(60)), .zero)
        // Numbering starts again.
        XCTAssertNil(stopwatch.lap(at: t0 + .seconds(60)))
        XCTAssertEqual(stopwatch.lap(at: t0 + .seconds(61))?.number, 1)
    }

    func testResetIsRefusedWhenRunningOrIdle() {
        var withLaps = running()
        XCTAssertNotNil(withLaps.lap(at: t0 + .seconds(1)))
        assertRefused(withLaps) { $0.reset() }
        assertRefused(Stopwatch()) { $0.reset() }
    }

    // MARK: - Odd instants

    func testElapsedNeverGoesBelowZeroOrTheLastLap() {
        var stopwatch = running()
        XCTAssertEqual(stopwatch.elapsed(at: t0 - .seconds(1)), .zero)
        XCTAssertNotNil(stopwatch.lap(at: t0 + .seconds(10)))
        // An instant older than the last lap holds at that lap's total.
        XCTAssertEqual(stopwatch.elapsed(at: t0 + .seconds(5)), .seconds(10))
        XCTAssertEqual(stopwatch.currentLap(at: t0 + .seconds(5)), .zero)
        XCTAssertEqual(stopwatch.lap(at: t0 + .seconds(5))?.split, .zero)
        XCTAssertTrue(stopwatch.pause(at: t0 + .seconds(5)))
        XCTAssertEqual(stopwatch.state, .paused(elapsed: .seconds(10)))
    }

    // MARK: - Codable

    func testCodableRoundTrip() throws {
        var stopwatch = running()
        XCTAssertNotNil(stopwatch.lap(at: t0 + .nanoseconds(1_234_567_891)))
        let runningCopy = stopwatch
        XCTAssertTrue(stopwatch.pause(at: t0 + .nanoseconds(2_000_000_003)))
        for original in [Stopwatch(), runningCopy, stopwatch] {
            let data = try JSONEncoder().encode(original)
            XCTAssertEqual(try JSONDecoder().decode(Stopwatch.self, from: data), original)
        }
    }
}
