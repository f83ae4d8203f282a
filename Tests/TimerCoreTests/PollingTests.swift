import FoundationEssentials
import TimerCore
import XCTest

/// Polling through a clock: what a command does while it looks for the instance, run here on a
/// manual clock that moves by each wait instead of sleeping.
final class PollingTests: XCTestCase {
    func testTheFirstAnswerEndsThePollAndTheWaitsBeforeItAreTakenOnTheClock() {
        let clock = ManualTimeSource()
        let start = clock.now
        var calls = 0
        let answer = Polling.answer(within: .seconds(4), every: .milliseconds(50), clock: clock) {
            () -> String? in
            calls += 1
            return calls == 3 ? "there" : nil
        }
        XCTAssertEqual(answer, "there")
        XCTAssertEqual(calls, 3)
        XCTAssertEqual(clock.now - start, .milliseconds(100), "two waits between three looks")
    }

    func testNoAnswerGivesUpOnceTheLimitHasGoneByAndLooksAtLeastOnce() {
        let clock = ManualTimeSource()
        let start = clock.now
        var calls = 0
        let answer: Int? = Polling.answer(
            within: .seconds(4), every: .milliseconds(50), clock: clock
        ) {
            calls += 1
            return nil
        }
        XCTAssertNil(answer)
        XCTAssertEqual(
            clock.now - start, .seconds(4), "the whole limit, on the clock, in no real time")
        XCTAssertEqual(calls, 81, "a look at the start, after each of the 80 waits")

        var once = 0
        _ = Polling.answer(within: .zero, every: .milliseconds(50), clock: clock) { () -> Int? in
            once += 1
            return nil
        }
        XCTAssertEqual(once, 1, "no time at all still looks once")
    }

    func testTheRealClockSleepsAboutAsLongAsAsked() {
        let clock = SystemTimeSource()
        let before = clock.now
        clock.sleep(for: .milliseconds(20))
        XCTAssertGreaterThanOrEqual(clock.now - before, .milliseconds(20))
        clock.sleep(for: .milliseconds(-5))  // nothing to wait for: no wait, no trap
    }
}
