import Foundation
import TimerCore
import XCTest

/// A bare time of day is its next occurrence, strictly after now: today if still ahead, else tomorrow.
final class DateTargetNextOccurrenceTests: XCTestCase {
    let zone = DateTargetTestSupport.plusOne

    /// `text` parsed at the local (UTC+01:00) time `now`, written in UTC.
    func next(_ text: String, at now: String) throws -> String {
        let wallNow = try DateTargetTestSupport.instant(now)
        return DateTargetTestSupport.utc(
            try DateTargetParser.parse(text, now: wallNow, zone: .foundation(zone)))
    }

    func testBeforeAtAndAfterNow() throws {
        let now = "2027-01-15T09:00:00.000+01:00"
        // Still ahead today.
        XCTAssertEqual(try next("09:01", at: now), "2027-01-15T08:01:00.000+00:00")
        XCTAssertEqual(try next("09:00:01", at: now), "2027-01-15T08:00:01.000+00:00")
        XCTAssertEqual(try next("09:00:00.001", at: now), "2027-01-15T08:00:00.001+00:00")
        // Exactly now is not ahead: tomorrow.
        XCTAssertEqual(try next("09:00", at: now), "2027-01-16T08:00:00.000+00:00")
        XCTAssertEqual(try next("09:00:00", at: now), "2027-01-16T08:00:00.000+00:00")
        // Already past today: tomorrow.
        XCTAssertEqual(try next("08:59:59", at: now), "2027-01-16T07:59:59.000+00:00")
        XCTAssertEqual(try next("00:00", at: now), "2027-01-15T23:00:00.000+00:00")
    }

    func testNowHasMoreThanWholeSeconds() throws {
        // At 09:00:00.500 the time 09:00:00 has just passed, 09:00:00.750 has not.
        let now = "2027-01-15T09:00:00.500+01:00"
        XCTAssertEqual(try next("09:00", at: now), "2027-01-16T08:00:00.000+00:00")
        XCTAssertEqual(try next("09:00:00.750", at: now), "2027-01-15T08:00:00.750+00:00")
        XCTAssertEqual(try next("09:00:00.5", at: now), "2027-01-16T08:00:00.500+00:00")
    }

    func testAcrossMidnight() throws {
        let lateEvening = "2027-01-15T23:59:30.000+01:00"
        XCTAssertEqual(try next("00:00", at: lateEvening), "2027-01-15T23:00:00.000+00:00")
        XCTAssertEqual(try next("23:59:45", at: lateEvening), "2027-01-15T22:59:45.000+00:00")
        XCTAssertEqual(try next("23:59", at: lateEvening), "2027-01-16T22:59:00.000+00:00")

        let justAfterMidnight = "2027-01-16T00:00:00.000+01:00"
        XCTAssertEqual(try next("00:00", at: justAfterMidnight), "2027-01-16T23:00:00.000+00:00")
        XCTAssertEqual(try next("00:00:01", at: justAfterMidnight), "2027-01-15T23:00:01.000+00:00")
        XCTAssertEqual(try next("23:59:59", at: justAfterMidnight), "2027-01-16T22:59:59.000+00:00")

        // The last day of a year and of February.
        XCTAssertEqual(
            try next("01:00", at: "2026-12-31T23:00:00.000+01:00"), "2027-01-01T00:00:00.000+00:00")
        XCTAssertEqual(
            try next("06:00", at: "2028-02-28T07:00:00.000+01:00"), "2028-02-29T05:00:00.000+00:00")
    }

    func testTheLocalDayIsTheZones() throws {
        // 23:30 UTC on the 15th is already the 16th at UTC+01:00, so 00:45 is still ahead today there.
        let now = try DateTargetTestSupport.instant("2027-01-15T23:30:00.000Z")
        XCTAssertEqual(
            DateTargetTestSupport.utc(
                try DateTargetParser.parse("00:45", now: now, zone: .foundation(zone))),
            "2027-01-15T23:45:00.000+00:00")
        XCTAssertEqual(
            DateTargetTestSupport.utc(
                try DateTargetParser.parse("00:45", now: now, zone: .foundation(TestSupport.utc))),
            "2027-01-16T00:45:00.000+00:00")
    }

    func testAlwaysWithinADayAhead() throws {
        var now = try DateTargetTestSupport.instant("2027-01-15T09:00:00.000Z")
        for step in 0..<200 {
            now = now.addingTimeInterval(Double(step) * 433.25)
            for text in ["00:00", "06:30:15", "12:00", "23:59:59"] {
                let target = try DateTargetParser.parse(text, now: now, zone: .foundation(zone))
                XCTAssertGreaterThan(target, now, text)
                XCTAssertLessThanOrEqual(target.timeIntervalSince(now), 86_400, text)
            }
        }
    }
}
