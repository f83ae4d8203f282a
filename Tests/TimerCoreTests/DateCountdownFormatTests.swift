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

    /// ICU's styles through Date.FormatStyle: a 24-hour locale's short time has no leading zero ("0:00").
    func testTargetTextNamesTheDayTimeAndZone() throws {
        let berlin = try DateTargetTestSupport.zone("Europe/Berlin")
        let british = Locale(identifier: "en_GB")
        let newYear = try DateTargetTestSupport.instant("2027-01-01T00:00:00.000+01:00")
        XCTAssertEqual(
            CountdownFormat.targetText(newYear, locale: british, timeZone: berlin), "Friday, 1 January 2027 at 0:00 CET")
        let summer = try DateTargetTestSupport.instant("2026-07-04T18:30:00.000+02:00")
        XCTAssertEqual(
            CountdownFormat.targetText(summer, locale: british, timeZone: berlin), "Saturday, 4 July 2026 at 18:30 CEST")
        // Seconds appear only when the target has some.
        XCTAssertEqual(
            CountdownFormat.targetText(summer.addingTimeInterval(15), locale: british, timeZone: berlin),
            "Saturday, 4 July 2026 at 18:30:15 CEST")
        XCTAssertEqual(
            CountdownFormat.targetText(newYear, locale: Locale(identifier: "de_DE"), timeZone: berlin),
            "Freitag, 1. Januar 2027 um 0:00 MEZ")
    }

    func testTheSameTargetInTwoTimeZones() throws {
        let newYear = try DateTargetTestSupport.instant("2027-01-01T00:00:00.000+01:00")
        let british = Locale(identifier: "en_GB")
        let american = Locale(identifier: "en_US")
        XCTAssertEqual(
            CountdownFormat.targetText(newYear, locale: british, timeZone: try DateTargetTestSupport.zone("Europe/Berlin")),
            "Friday, 1 January 2027 at 0:00 CET")
        // Newer ICU data puts a narrow no-break space (U+202F) before "PM"; older data a plain space.
        let newYork = CountdownFormat.targetText(
            newYear, locale: american, timeZone: try DateTargetTestSupport.zone("America/New_York"))
        XCTAssertEqual(newYork.replacingOccurrences(of: "\u{202F}", with: " "), "Thursday, December 31, 2026 at 6:00 PM EST")
        XCTAssertEqual(
            CountdownFormat.targetText(newYear, locale: british, timeZone: try DateTargetTestSupport.zone("Asia/Tokyo")),
            "Friday, 1 January 2027 at 8:00 GMT+9")
    }

    /// Components as given.
    private func parts(_ days: Int64, _ hours: Int, _ minutes: Int, _ seconds: Int) -> CountdownComponents {
        var parts = CountdownComponents(totalSeconds: 0)
        parts.days = days
        parts.hours = hours
        parts.minutes = minutes
        parts.seconds = seconds
        return parts
    }
}
