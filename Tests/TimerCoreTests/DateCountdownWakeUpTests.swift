import Foundation
import TimerCore
import XCTest

/// When the date countdown's wall-clock timer is armed: the next display change, or far ahead once ended.
final class DateCountdownWakeUpTests: XCTestCase {
    let target = Date(timeIntervalSince1970: 1_800_000_000)

    func testRunningWakesAtTheNextDisplayChange() {
        let countdown = DateCountdown(target: target)
        let now = target.addingTimeInterval(-90.25)
        XCTAssertEqual(countdown.nextWakeUp(after: now), target.addingTimeInterval(-90))
        XCTAssertEqual(countdown.nextWakeUp(after: now), countdown.nextDisplayChange(after: now))
        XCTAssertEqual(countdown.nextWakeUp(after: target.addingTimeInterval(-0.5)), target)
    }

    func testEndedWakesOnlyFarAhead() {
        let countdown = DateCountdown(target: target)
        XCTAssertEqual(
            countdown.nextWakeUp(after: target), target.addingTimeInterval(100 * 365 * 86_400))
        let later = target.addingTimeInterval(3_600)
        XCTAssertEqual(
            countdown.nextWakeUp(after: later), later.addingTimeInterval(DateCountdown.farAhead))
        XCTAssertEqual(DateCountdown.farAhead, 3_153_600_000)
    }

    func testTheWallClockSetBackBringsTheDigitsBack() {
        let source = ManualTimeSource(wallNow: target.addingTimeInterval(10))
        let countdown = DateCountdown(target: target)
        XCTAssertEqual(
            countdown.nextWakeUp(after: source.wallNow),
            source.wallNow.addingTimeInterval(DateCountdown.farAhead))
        source.setWall(target.addingTimeInterval(-2.5))
        XCTAssertEqual(countdown.nextWakeUp(after: source.wallNow), target.addingTimeInterval(-2))
    }
}
