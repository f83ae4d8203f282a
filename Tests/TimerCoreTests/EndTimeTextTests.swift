import Foundation
import TimerCore
import XCTest

/// "Ends at …" in fixed locales and a fixed time zone.
final class EndTimeTextTests: XCTestCase {
    // 2027-01-15 (a Friday) 09:00:00 at UTC+01:00.
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let zone = TimeZone(secondsFromGMT: 3_600) ?? .current
    let british = Locale(identifier: "en_GB")
    let posix = Locale(identifier: "en_US_POSIX")

    /// The text for an end `seconds` after `now`.
    ///
    /// Newer ICU data puts a narrow no-break space (U+202F) before "AM"/"PM"; older data a plain
    /// space. Either is right, so the comparison treats them alike.
    func text(after seconds: TimeInterval, _ locale: Locale) -> String {
        EndTimeText.text(ending: now.addingTimeInterval(seconds), now: now, locale: locale, timeZone: zone)
            .replacingOccurrences(of: "\u{202F}", with: " ")
    }

    func testSameDay() {
        let seconds: TimeInterval = 5 * 3_600 + 5 * 60 + 30
        XCTAssertEqual(text(after: seconds, british), "Ends at 14:05:30")
        XCTAssertEqual(text(after: seconds, posix), "Ends at 2:05:30 PM")
        XCTAssertEqual(text(after: 15 * 3_600 - 1, british), "Ends at 23:59:59")
        XCTAssertEqual(text(after: 0, british), "Ends at 09:00:00")
    }

    func testTomorrow() {
        XCTAssertEqual(text(after: 15 * 3_600, british), "Ends tomorrow at 00:00:00")
        XCTAssertEqual(text(after: 15 * 3_600 + 5 * 60, posix), "Ends tomorrow at 12:05:00 AM")
        XCTAssertEqual(text(after: 39 * 3_600 - 1, british), "Ends tomorrow at 23:59:59")
    }

    func testLaterDays() {
        XCTAssertEqual(text(after: 39 * 3_600, british), "Ends Sun 17 Jan at 00:00:00")
        XCTAssertEqual(text(after: 3 * 86_400, british), "Ends Mon 18 Jan at 09:00:00")
        XCTAssertEqual(text(after: 3 * 86_400, posix), "Ends Mon, Jan 18 at 9:00:00 AM")
    }

    func testTheDayDependsOnTheTimeZone() {
        // 23:30 UTC is the same day in UTC but already tomorrow at UTC+01:00.
        let end = now.addingTimeInterval(15 * 3_600 + 30 * 60)
        XCTAssertEqual(
            EndTimeText.text(ending: end, now: now, locale: british, timeZone: zone), "Ends tomorrow at 00:30:00")
        XCTAssertEqual(
            EndTimeText.text(ending: end, now: now, locale: british, timeZone: TestSupport.utc), "Ends at 23:30:00")
    }
}
