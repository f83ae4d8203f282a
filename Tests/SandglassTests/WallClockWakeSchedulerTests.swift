import Foundation
import XCTest
@testable import Sandglass

/// The wall-clock timer is armed at the moment asked for, never before it.
final class WallClockWakeSchedulerTests: XCTestCase {
    func testDatesBecomeNanosecondsSince1970RoundedUpToTheMicrosecond() {
        XCTAssertEqual(WallClockWakeScheduler.nanosecondsSince1970(Date(timeIntervalSince1970: 1_800_000_000)), 1_800_000_000_000_000_000)
        XCTAssertEqual(WallClockWakeScheduler.nanosecondsSince1970(Date(timeIntervalSince1970: 1_800_000_000.5)), 1_800_000_000_500_000_000)
        let early = WallClockWakeScheduler.nanosecondsSince1970(Date(timeIntervalSince1970: 1_800_000_000.000_000_4))
        XCTAssertGreaterThanOrEqual(early, 1_800_000_000_000_000_000)
        // A hundred years on (an ended countdown's "never") still fits.
        let farAhead = Date(timeIntervalSince1970: 1_800_000_000 + DateCountdownController.farAhead)
        XCTAssertEqual(WallClockWakeScheduler.nanosecondsSince1970(farAhead), Int64(1_800_000_000 + DateCountdownController.farAhead) * 1_000_000_000)
        XCTAssertEqual(WallClockWakeScheduler.nanosecondsSince1970(Date(timeIntervalSince1970: -5)), 1, "before 1970: at once")
    }
}
