import Foundation
import TimerCore
import XCTest

/// "Ends at …" in fixed formats (24-hour as en_GB writes it, 12-hour as en_US does) and a fixed time zone.
///
/// Names of days, months and AM/PM come from the C library's time locale, which is "C" in a test
/// process (nothing calls `setlocale`): English, as the expectations spell them.
final class EndTimeTextTests: XCTestCase {
    // 2027-01-15 (a Friday) 09:00:00 at UTC+01:00.
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let zone = LocalZone.foundation(DateTargetTestSupport.plusOne)
    let british = LocalTimeFormat.twentyFourHour
    let american = LocalTimeFormat.twelveHour

    /// The text for an end `seconds` after `now`.
    func text(after seconds: TimeInterval, _ format: LocalTimeFormat) -> String {
        EndTimeText.text(
            ending: now.addingTimeInterval(seconds), now: now, zone: zone, format: format)
    }

    func testSameDay() {
        let seconds: TimeInterval = 5 * 3_600 + 5 * 60 + 30
        XCTAssertEqual(text(after: seconds, british), "Ends at 14:05:30")
        XCTAssertEqual(text(after: seconds, american), "Ends at 2:05:30 PM")
        XCTAssertEqual(text(after: 15 * 3_600 - 1, british), "Ends at 23:59:59")
        XCTAssertEqual(text(after: 0, british), "Ends at 09:00:00")
        XCTAssertEqual(text(after: 3 * 3_600, american), "Ends at 12:00:00 PM")
    }

    func testTomorrow() {
        XCTAssertEqual(text(after: 15 * 3_600, british), "Ends tomorrow at 00:00:00")
        XCTAssertEqual(text(after: 15 * 3_600 + 5 * 60, american), "Ends tomorrow at 12:05:00 AM")
        XCTAssertEqual(text(after: 39 * 3_600 - 1, british), "Ends tomorrow at 23:59:59")
    }

    func testLaterDays() {
        XCTAssertEqual(text(after: 39 * 3_600, british), "Ends Sun 17 Jan at 00:00:00")
        XCTAssertEqual(text(after: 3 * 86_400, british), "Ends Mon 18 Jan at 09:00:00")
        XCTAssertEqual(text(after: 3 * 86_400, american), "Ends Mon, Jan 18 at 9:00:00 AM")
        // An end in the past (a clock set forward) names its day too.
        XCTAssertEqual(text(after: -10 * 3_600, british), "Ends Thu 14 Jan at 23:00:00")
    }

    func testSecondsAreRoundedDown() {
        XCTAssertEqual(text(after: 0.999, british), "Ends at 09:00:00")
        XCTAssertEqual(text(after: -0.001, british), "Ends at 08:59:59")
    }

    func testTheFormatsAreTheCLibrarysLocalesOwn() {
        // en_US's T_FMT, T_FMT_AMPM and D_FMT, and en_GB's: the same texts as the fixed formats.
        let enUS = LocalTimeFormat(
            cTimeFormat: "%r", cTwelveHourTimeFormat: "%I:%M:%S %p", cDateFormat: "%m/%d/%Y")
        let enGB = LocalTimeFormat(
            cTimeFormat: "%T", cTwelveHourTimeFormat: "%l:%M:%S %P %Z", cDateFormat: "%d/%m/%y")
        XCTAssertEqual(text(after: 3 * 86_400 + 5 * 3_600, enUS), "Ends Mon, Jan 18 at 2:00:00 PM")
        XCTAssertEqual(text(after: 3 * 86_400 + 5 * 3_600, enGB), "Ends Mon 18 Jan at 14:00:00")
    }

    func testTheDayDependsOnTheTimeZone() {
        // 23:30 UTC is the same day in UTC but already tomorrow at UTC+01:00.
        let end = now.addingTimeInterval(15 * 3_600 + 30 * 60)
        XCTAssertEqual(
            EndTimeText.text(ending: end, now: now, zone: zone, format: british),
            "Ends tomorrow at 00:30:00")
        XCTAssertEqual(
            EndTimeText.text(
                ending: end, now: now, zone: .foundation(TestSupport.utc), format: british),
            "Ends at 23:30:00")
    }

    func testTomorrowAcrossADaylightSavingChange() throws {
        // Saturday 2026-03-28 23:00 CET; the clocks go forward at 02:00. 4 h later is 04:00 CEST on Sunday.
        let berlin = LocalZone.foundation(try DateTargetTestSupport.zone("Europe/Berlin"))
        let saturday = try DateTargetTestSupport.instant("2026-03-28T22:00:00.000Z")
        XCTAssertEqual(
            EndTimeText.text(
                ending: saturday.addingTimeInterval(4 * 3_600), now: saturday, zone: berlin,
                format: british),
            "Ends tomorrow at 04:00:00")
        XCTAssertEqual(
            EndTimeText.text(
                ending: saturday.addingTimeInterval(49 * 3_600), now: saturday, zone: berlin,
                format: british),
            "Ends Tue 31 Mar at 01:00:00")
    }

    func testTheSystemZoneIsTheCLibrarys() throws {
        let end = try DateTargetTestSupport.instant("2026-07-04T16:30:00.000Z")
        let now = try DateTargetTestSupport.instant("2026-07-04T08:00:00.000Z")
        try SystemZone.with("Europe/Berlin") {
            XCTAssertEqual(
                EndTimeText.text(ending: end, now: now, zone: .system, format: british),
                "Ends at 18:30:00")
        }
        try SystemZone.with("Asia/Tokyo") {
            XCTAssertEqual(
                EndTimeText.text(ending: end, now: now, zone: .system, format: british),
                "Ends tomorrow at 01:30:00")
        }
    }
}
