import Foundation
import TimerCore
import XCTest

/// The "Ends at …" line is rewritten when what it says changes, and only then.
final class EndTimeLineTests: XCTestCase {
    /// The manual clock starts at 2027-01-15T08:00:00Z: 09:00:00 at UTC+01:00.
    let zone = LocalZone.foundation(DateTargetTestSupport.plusOne)
    let format = LocalTimeFormat.twentyFourHour

    func testTheFirstCallWritesAndTheNextSecondsDoNot() {
        let source = ManualTimeSource()
        let end = source.now + .seconds(5 * 3_600 + 5 * 60 + 30)
        var line = EndTimeLine()
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: zone, format: format),
            "Ends at 14:05:30")
        for _ in 0..<120 {
            source.advance(by: .seconds(1))
            XCTAssertNil(line.text(ending: end, at: source.reading(), zone: zone, format: format))
        }
    }

    func testLocalMidnightTurnsTomorrowIntoToday() {
        let source = ManualTimeSource()
        // 09:00 now; the end is 00:30 tomorrow. Local midnight is 15 h away.
        let end = source.now + .seconds(15 * 3_600 + 30 * 60)
        var line = EndTimeLine()
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: zone, format: format),
            "Ends tomorrow at 00:30:00")
        source.advance(by: .seconds(15 * 3_600 - 1))
        XCTAssertNil(
            line.text(ending: end, at: source.reading(), zone: zone, format: format), "23:59:59")
        source.advance(by: .milliseconds(999))
        XCTAssertNil(
            line.text(ending: end, at: source.reading(), zone: zone, format: format), "23:59:59.999"
        )
        source.advance(by: .milliseconds(1))
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: zone, format: format),
            "Ends at 00:30:00")
        source.advance(by: .seconds(1))
        XCTAssertNil(line.text(ending: end, at: source.reading(), zone: zone, format: format))
    }

    func testANewEndIsWritten() {
        let source = ManualTimeSource()
        var line = EndTimeLine()
        XCTAssertEqual(
            line.text(
                ending: source.now + .seconds(60), at: source.reading(), zone: zone, format: format),
            "Ends at 09:01:00")
        // Paused for 10 s and resumed: the end moves by 10 s.
        source.advance(by: .seconds(20))
        XCTAssertEqual(
            line.text(
                ending: source.now + .seconds(50), at: source.reading(), zone: zone, format: format),
            "Ends at 09:01:10")
        // Another end that says the same (moved within its second) needs no rewrite.
        XCTAssertNil(
            line.text(
                ending: source.now + .milliseconds(50_400), at: source.reading(), zone: zone,
                format: format))
    }

    func testAWallClockStepIsWritten() {
        let source = ManualTimeSource()
        let end = source.now + .seconds(60)
        var line = EndTimeLine()
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: zone, format: format),
            "Ends at 09:01:00")
        source.setWall(source.wallNow.addingTimeInterval(3_600))
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: zone, format: format),
            "Ends at 10:01:00")
        source.setWall(source.wallNow.addingTimeInterval(-2))
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: zone, format: format),
            "Ends at 10:00:58")
    }

    func testReadJitterAroundAWholeSecondDoesNotFlicker() {
        let source = ManualTimeSource()
        let end = source.now + .seconds(60)
        var line = EndTimeLine()
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: zone, format: format),
            "Ends at 09:01:00")
        // The wall clock read a microsecond early, then late, then early again: the end projects
        // just before and just after 09:01:00.
        for offset in [-0.000_001, 0.000_001, -0.000_002, 0.4, -0.4] {
            let reading = ClockReading(
                now: source.now, wallNow: source.wallNow.addingTimeInterval(offset))
            XCTAssertNil(
                line.text(ending: end, at: reading, zone: zone, format: format), "\(offset) s")
        }
        // Half a second or more is a real step of the wall clock.
        let stepped = ClockReading(
            now: source.now, wallNow: source.wallNow.addingTimeInterval(-0.5))
        XCTAssertEqual(
            line.text(ending: end, at: stepped, zone: zone, format: format), "Ends at 09:00:59")
    }

    func testAZoneChangeIsWritten() throws {
        let source = ManualTimeSource()
        let end = source.now + .seconds(60)
        var line = EndTimeLine()
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: zone, format: format),
            "Ends at 09:01:00")
        source.timeZone = try DateTargetTestSupport.zone("Asia/Tokyo")
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: source.localZone, format: format),
            "Ends at 17:01:00")
        XCTAssertNil(
            line.text(ending: end, at: source.reading(), zone: source.localZone, format: format))
        // The format is read only when the line is written (not each second): it shows at the next write.
        XCTAssertNil(
            line.text(
                ending: end, at: source.reading(), zone: source.localZone, format: .twelveHour))
        line.reset()
        XCTAssertEqual(
            line.text(
                ending: end, at: source.reading(), zone: source.localZone, format: .twelveHour),
            "Ends at 5:01:00 PM")
    }

    func testResetWritesAgain() {
        let source = ManualTimeSource()
        let end = source.now + .seconds(60)
        var line = EndTimeLine()
        XCTAssertNotNil(line.text(ending: end, at: source.reading(), zone: zone, format: format))
        line.reset()
        XCTAssertEqual(
            line.text(ending: end, at: source.reading(), zone: zone, format: format),
            "Ends at 09:01:00")
    }
}
