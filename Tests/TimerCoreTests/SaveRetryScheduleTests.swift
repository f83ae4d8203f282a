import TimerCore
import XCTest

/// A failed save is tried again on a back-off of 1, 2, 4 … 60 s, on a manual clock, until it succeeds.
final class SaveRetryScheduleTests: XCTestCase {
    func testTheWaitsDoubleFromOneSecondUpToAMinute() {
        let waits = (0..<9).map { SaveRetrySchedule.delay(afterFailedRounds: $0) }
        XCTAssertEqual(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60].map { Duration.seconds($0) })
        XCTAssertEqual(
            SaveRetrySchedule.delay(afterFailedRounds: Int.max), .seconds(60),
            "no overflow however long it fails")
        XCTAssertEqual(SaveRetrySchedule.delay(afterFailedRounds: -1), .seconds(1))
    }

    func testAFailureIsTriedAgainOnTheBackOffUntilItSucceeds() {
        let clock = ManualTimeSource()
        var schedule = SaveRetrySchedule()
        XCTAssertNil(schedule.nextTry, "nothing waits")
        schedule.failed("pomodoro", at: clock.now)
        XCTAssertEqual(schedule.pending, ["pomodoro"])
        var tries: [Duration] = []
        let start = clock.now
        // Each round fails until the eighth.
        for round in 1...8 {
            while !schedule.isDue(at: clock.now) { clock.advance(by: .milliseconds(250)) }
            tries.append(clock.now - start)
            schedule.roundEnded(stillFailing: round < 8 ? ["pomodoro"] : [], at: clock.now)
        }
        XCTAssertEqual(tries, [1, 3, 7, 15, 31, 63, 123, 183].map { Duration.seconds($0) })
        XCTAssertEqual(schedule.pending, [])
        XCTAssertNil(schedule.nextTry, "saved: nothing more to try")

        // A new failure starts over at 1 s.
        schedule.failed("timers", at: clock.now)
        XCTAssertEqual(schedule.nextTry, clock.now + .seconds(1))
    }

    func testEachSavedThingWaitsOnItsOwnAndAChangeThatSavesItEndsItsWait() {
        let clock = ManualTimeSource()
        var schedule = SaveRetrySchedule()
        schedule.failed("pomodoro", at: clock.now)
        clock.advance(by: .milliseconds(500))
        schedule.failed("countdown", at: clock.now)
        XCTAssertEqual(
            schedule.nextTry, clock.now + .milliseconds(500),
            "a second failure keeps the round already due")
        XCTAssertEqual(schedule.pending, ["pomodoro", "countdown"])

        // A change saved the countdown (and tried the Pomodoro cycle with it, in vain).
        schedule.succeeded("countdown")
        XCTAssertEqual(schedule.pending, ["pomodoro"])
        XCTAssertNotNil(schedule.nextTry, "the cycle still waits")

        clock.advance(by: .milliseconds(500))
        XCTAssertTrue(schedule.isDue(at: clock.now))
        schedule.roundEnded(stillFailing: [], at: clock.now)
        XCTAssertEqual(schedule.pending, [])
        XCTAssertFalse(schedule.isDue(at: clock.now + .seconds(3600)))
    }
}
