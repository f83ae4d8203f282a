import Foundation
import TimerCore
import XCTest

/// The date countdown's digits, its spoken form and the target's date in words.
final class DateCountdownFormatTests: XCTestCase {
    func testComponents() {
        let table: [(Int64, CountdownComponents)] = [
            (0, parts(0, 0, 0, 0)),
            (59, parts(0, 0, 0, 59)),
            (60, parts(0, 0, 1, 0)),
            (3_599, parts(0, 0, 59, 59)),
            (3_600, parts(0, 1, 0, 0)),
            (86_399, parts(0, 23, 59, 59)),
            (86_400, parts(1, 0, 0, 0)),
            (90_061, parts(1, 1, 1, 1)),
            (310_075, parts(3, 14, 7, 55)),
            (100 * 86_400, parts(100, 0, 0, 0)),
            (-1, parts(0, 0, 0, 0)),
            (.min, parts(0, 0, 0, 0)),
            (.max, parts(106_751_991_167_300, 15, 30, 7)),
        ]
        for (total, expected) in table {
            XCTAssertEqual(CountdownComponents(totalSeconds: total), expected, "\(total) s")
        }
    }

    func testDigits() {
        let table: [(Int64, String)] = [
            (0, "00:00:00:00"),
            (-5, "00:00:00:00"),
            (1, "00:00:00:01"),
            (59, "00:00:00:59"),
            (60, "00:00:01:00"),
            (3_599, "00:00:59:59"),
            (86_399, "00:23:59:59"),
            (86_400, "01:00:00:00"),
            (310_075, "03:14:07:55"),
            (100 * 86_400 - 1, "99:23:59:59"),
            (100 * 86_400, "100:00:00:00"),
            (123 * 86_400 + 4 * 3_600 + 5 * 60 + 6, "123:04:05:06"),
            (3_652_425 * 86_400, "3652425:00:00:00"),
        ]
        for (total, text) in table {
            XCTAssertEqual(CountdownFormat.text(totalSeconds: total), text, "\(total) s")
            // Only the days widen: hours, minutes and seconds keep their places from the right.
            XCTAssertEqual(text.suffix(9).count, 9)
            XCTAssertEqual(Array(text.suffix(9)).filter { $0 == ":" }.count, 3, text)
        }
    }

    func testSpoken() {
        let table: [(Int64, String)] = [
            (310_075, "3 days, 14 hours, 7 minutes, 55 seconds"),
            (90_061, "1 day, 1 hour, 1 minute, 1 second"),
            (0, "0 seconds"),
            (-3, "0 seconds"),
            (2 * 86_400, "2 days"),
            (86_405, "1 day, 5 seconds"),
            (3_600 + 120, "1 hour, 2 minutes"),
            (123 * 86_400 + 4 * 3_600 + 5 * 60 + 6, "123 days, 4 hours, 5 minutes, 6 seconds"),
        ]
        for (total, words) in table {
            XCTAssertEqual(CountdownFormat.spoken(totalSeconds: total), words, "\(total) s")
        }
    }

    /// The C library's names (LC_TIME is "C" in a test process: English) in the format's order.
    func testTargetTextNamesTheDayTimeAndZone() throws {
        try SystemZone.with("Europe/Berlin") {
            let newYear = try DateTargetTestSupport.instant("2027-01-01T00:00:00.000+01:00")
            XCTAssertEqual(
                CountdownFormat.targetText(newYear, format: .twentyFourHour),
                "Friday, 1 January 2027 at 00:00 CET")
            let summer = try DateTargetTestSupport.instant("2026-07-04T18:30:00.000+02:00")
            XCTAssertEqual(
                CountdownFormat.targetText(summer, format: .twentyFourHour),
                "Saturday, 4 July 2026 at 18:30 CEST")
            // Seconds appear only when the target has some.
            XCTAssertEqual(
                CountdownFormat.targetText(summer.addingTimeInterval(15), format: .twentyFourHour),
                "Saturday, 4 July 2026 at 18:30:15 CEST")
            XCTAssertEqual(
                CountdownFormat.targetText(summer, format: .twelveHour),
                "Saturday, July 4, 2026 at 6:30 PM CEST")
        }
    }

    func testTheSameTargetInThreeTimeZones() throws {
        let newYear = try DateTargetTestSupport.instant("2027-01-01T00:00:00.000+01:00")
        try SystemZone.with("America/New_York") {
            XCTAssertEqual(
                CountdownFormat.targetText(newYear, format: .twelveHour),
                "Thursday, December 31, 2026 at 6:00 PM EST")
        }
        try SystemZone.with("Asia/Tokyo") {
            XCTAssertEqual(
                CountdownFormat.targetText(newYear, format: .twentyFourHour),
                "Friday, 1 January 2027 at 08:00 JST")
        }
        // A zone the tz database names by its offset alone.
        try SystemZone.with("Asia/Dubai") {
            XCTAssertEqual(
                CountdownFormat.targetText(newYear, format: .twentyFourHour),
                "Friday, 1 January 2027 at 03:00 UTC+4")
        }
        // A Foundation zone (a caller's `TZ`) shifts the same way.
        XCTAssertTrue(
            CountdownFormat.targetText(
                newYear, zone: .foundation(DateTargetTestSupport.plusOne), format: .twentyFourHour
            )
            .hasPrefix("Friday, 1 January 2027 at 00:00"))
    }

    func testZoneNamesThatAreOffsets() {
        XCTAssertEqual(ZoneAbbreviation.readable("+04"), "UTC+4")
        XCTAssertEqual(ZoneAbbreviation.readable("-0330"), "UTC\u{2212}3:30")
        XCTAssertEqual(ZoneAbbreviation.readable("+0530"), "UTC+5:30")
        XCTAssertEqual(ZoneAbbreviation.readable("+00"), "UTC+0")
        XCTAssertEqual(ZoneAbbreviation.readable("CET"), "CET")
        XCTAssertEqual(ZoneAbbreviation.readable("GMT+9"), "GMT+9")
        XCTAssertEqual(ZoneAbbreviation.readable("-"), "-")
    }

    /// Components as given.
    private func parts(_ days: Int64, _ hours: Int, _ minutes: Int, _ seconds: Int)
        -> CountdownComponents
    {
        var parts = CountdownComponents(totalSeconds: 0)
        parts.days = days
        parts.hours = hours
        parts.minutes = minutes
        parts.seconds = seconds
        return parts
    }
}
