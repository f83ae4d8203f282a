import TimerCore
import XCTest

/// The stopwatch paused while the person is away (when they chose it), on a manual clock.
final class StopwatchHoldTests: XCTestCase {
    let t0 = TestSupport.t0
    func at(_ seconds: Int64) -> Instant { t0 + .seconds(seconds) }

    func running() -> Stopwatch {
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: t0))
        return stopwatch
    }

    func testAnHourLockedIsLeftOutAndTheStopwatchRunsOnFromWhereItWas() {
        var stopwatch = running()
        var hold = StopwatchHold()
        XCTAssertTrue(hold.leave(&stopwatch, at: at(90)))
        XCTAssertTrue(hold.isHolding)
        XCTAssertEqual(stopwatch.elapsed(at: at(90 + 3600)), .seconds(90))
        XCTAssertTrue(hold.comeBack(&stopwatch, at: at(90 + 3600)))
        XCTAssertFalse(hold.isHolding)
        XCTAssertEqual(stopwatch.phase, .running)
        XCTAssertEqual(stopwatch.elapsed(at: at(90 + 3600 + 10)), .seconds(100))
    }

    func testLapsAreKeptAcrossTheHold() {
        var stopwatch = running()
        XCTAssertNotNil(stopwatch.lap(at: at(5)))
        var hold = StopwatchHold()
        XCTAssertTrue(hold.leave(&stopwatch, at: at(8)))
        XCTAssertTrue(hold.comeBack(&stopwatch, at: at(100)))
        let lap = stopwatch.lap(at: at(102))
        XCTAssertEqual(lap?.split, .seconds(5))
        XCTAssertEqual(lap?.total, .seconds(10))
    }

    func testAnIdleOrPausedStopwatchIsNotHeldAndStaysAsItWas() {
        var idle = Stopwatch()
        var hold = StopwatchHold()
        XCTAssertFalse(hold.leave(&idle, at: at(1)))
        XCTAssertFalse(hold.comeBack(&idle, at: at(2)), "nothing was held")
        XCTAssertEqual(idle.phase, .idle)

        var paused = running()
        XCTAssertTrue(paused.pause(at: at(3)))
        XCTAssertFalse(hold.leave(&paused, at: at(4)))
        XCTAssertFalse(hold.comeBack(&paused, at: at(9)))
        XCTAssertEqual(paused.state, .paused(elapsed: .seconds(3)), "a pause of theirs stays")
    }

    func testWhatThePersonChangedMeanwhileIsLeftAsTheyLeftIt() {
        // Resumed by hand while locked (the command line), then paused again: theirs.
        var stopwatch = running()
        var hold = StopwatchHold()
        XCTAssertTrue(hold.leave(&stopwatch, at: at(10)))
        XCTAssertTrue(stopwatch.start(at: at(20)))
        XCTAssertTrue(stopwatch.pause(at: at(25)))
        XCTAssertFalse(hold.comeBack(&stopwatch, at: at(30)))
        XCTAssertEqual(stopwatch.state, .paused(elapsed: .seconds(15)))

        // Reset meanwhile: stays idle.
        var reset = running()
        XCTAssertTrue(hold.leave(&reset, at: at(10)))
        XCTAssertTrue(reset.reset())
        XCTAssertFalse(hold.comeBack(&reset, at: at(30)))
        XCTAssertEqual(reset.phase, .idle)

        // Running by hand already: left running, not restarted.
        var resumed = running()
        XCTAssertTrue(hold.leave(&resumed, at: at(10)))
        XCTAssertTrue(resumed.start(at: at(20)))
        XCTAssertFalse(hold.comeBack(&resumed, at: at(30)))
        XCTAssertEqual(resumed.elapsed(at: at(30)), .seconds(20))
    }

    func testASecondLeaveWhileHoldingChangesNothing() {
        var stopwatch = running()
        var hold = StopwatchHold()
        XCTAssertTrue(hold.leave(&stopwatch, at: at(10)))
        XCTAssertFalse(hold.leave(&stopwatch, at: at(20)))
        XCTAssertTrue(hold.comeBack(&stopwatch, at: at(40)))
        XCTAssertEqual(stopwatch.elapsed(at: at(40)), .seconds(10))
    }
}
