import Foundation
import XCTest

@testable import TimerCore

/// The countdown form's starting day and hour, and its day button's text.
final class CountdownPickerDayTests: XCTestCase {
    func fields(
        _ iso: String, _ zone: LocalZone, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [Int] {
        let now = try DateTargetTestSupport.instant(iso, file: file, line: line)
        let next = CountdownPickerDay.nextWholeHour(after: now, zone: zone)
        return [next.year, next.month, next.day, next.hour]
    }

    func testTheNextWholeHour() throws {
        let plusOne = LocalZone.foundation(DateTargetTestSupport.plusOne)
        XCTAssertEqual(try fields("2026-11-23T13:20:00.000Z", plusOne), [2026, 11, 23, 15])
        // On the hour, the next one.
        XCTAssertEqual(try fields("2026-11-23T13:00:00.000Z", plusOne), [2026, 11, 23, 15])
        XCTAssertEqual(try fields("2026-11-23T12:59:59.999Z", plusOne), [2026, 11, 23, 14])
        XCTAssertEqual(
            try fields("2026-11-23T13:20:00.000Z", .foundation(TestSupport.utc)),
            [2026, 11, 23, 14])
    }

    func testTheNextDayMonthAndYear() throws {
        let utc = LocalZone.foundation(TestSupport.utc)
        XCTAssertEqual(try fields("2026-11-23T23:20:00.000Z", utc), [2026, 11, 24, 0])
        XCTAssertEqual(try fields("2026-12-31T23:00:00.000Z", utc), [2027, 1, 1, 0])
        XCTAssertEqual(try fields("2028-02-28T23:59:00.000Z", utc), [2028, 2, 29, 0])
        // The day is the zone's: 22:30Z is already 23:30 at +01:00, so the next hour is tomorrow's 00.
        XCTAssertEqual(
            try fields("2026-11-23T22:30:00.000Z", .foundation(DateTargetTestSupport.plusOne)),
            [2026, 11, 24, 0])
    }

    func testAcrossDaylightSavingChanges() throws {
        let berlin = LocalZone.foundation(try DateTargetTestSupport.zone("Europe/Berlin"))
        // 01:30 CET; the clocks skip 02:00–03:00, so an hour later they show 03:30.
        XCTAssertEqual(try fields("2026-03-29T00:30:00.000Z", berlin), [2026, 3, 29, 3])
        // 02:30 CEST; the clocks go back to 02:00 at 03:00, so an hour later they show 02:30 again.
        XCTAssertEqual(try fields("2026-10-25T00:30:00.000Z", berlin), [2026, 10, 25, 2])
    }

    func testTheSystemZone() throws {
        try SystemZone.with("America/New_York") {
            // 23:40 EDT on 2026-07-04.
            XCTAssertEqual(try fields("2026-07-05T03:40:00.000Z", .system), [2026, 7, 5, 0])
        }
    }

    func testTheDayText() {
        XCTAssertEqual(
            CountdownPickerDay.dayText(year: 2026, month: 11, day: 23, format: .twentyFourHour),
            "23 Nov 2026")
        XCTAssertEqual(
            CountdownPickerDay.dayText(year: 2026, month: 11, day: 23, format: .twelveHour),
            "Nov 23, 2026")
        XCTAssertEqual(
            CountdownPickerDay.dayText(year: 2028, month: 2, day: 29, format: .twentyFourHour),
            "29 Feb 2028")
        XCTAssertEqual(
            CountdownPickerDay.dayText(year: 1, month: 1, day: 1, format: .twentyFourHour),
            "1 Jan 1")
        XCTAssertEqual(
            CountdownPickerDay.dayText(year: 9_999, month: 12, day: 31, format: .twentyFourHour),
            "31 Dec 9999")
    }

    func testADayThatDoesNotExistIsWrittenAsNumbers() {
        XCTAssertEqual(
            CountdownPickerDay.dayText(year: 2026, month: 2, day: 30, format: .twentyFourHour),
            "2026-2-30")
        XCTAssertEqual(
            CountdownPickerDay.dayText(year: 2026, month: 13, day: 1, format: .twentyFourHour),
            "2026-13-1")
        XCTAssertEqual(
            CountdownPickerDay.dayText(year: 0, month: 1, day: 1, format: .twentyFourHour), "0-1-1")
        XCTAssertEqual(
            CountdownPickerDay.dayText(year: 2026, month: 1, day: 0, format: .twentyFourHour),
            "2026-1-0")
    }
}

/// What the picker's fields show for a date given as text, and what it says of text that is not one.
final class CountdownPickerFieldsTests: XCTestCase {
    func testADateShowsAsItsLocalDayHourAndMinute() throws {
        // 2027-01-01T00:00:00+09:00 is 2026-12-31 15:00 UTC.
        let date = Date(timeIntervalSince1970: 1_798_729_200)
        let utc = CountdownPickerDay.fields(of: date, zone: .foundation(TestSupport.utc))
        XCTAssertEqual(utc.year, 2026)
        XCTAssertEqual([utc.month, utc.day, utc.hour, utc.minute], [12, 31, 15, 0])
        let seoul = CountdownPickerDay.fields(
            of: date, zone: .foundation(try XCTUnwrap(TimeZone(identifier: "Asia/Seoul"))))
        XCTAssertEqual(seoul.year, 2027)
        XCTAssertEqual([seoul.month, seoul.day, seoul.hour, seoul.minute], [1, 1, 0, 0])
    }

    func testAShortWordForAFormAndTheFullListForItsTooltip() {
        XCTAssertEqual(
            DateTargetParseError(input: "hello", reason: DateTargetParseError.notADate)
                .shortDescription,
            "Not a date — try 2027-01-01 09:30")
        XCTAssertEqual(
            DateTargetParseError(input: "2024-02-30", reason: "February 2024 has 29 days")
                .shortDescription,
            "February 2024 has 29 days")
        XCTAssertTrue(DateTargetParseError.acceptedForms.contains("ISO 8601"))
    }
}
