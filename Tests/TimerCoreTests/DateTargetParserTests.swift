import Foundation
import TimerCore
import XCTest

/// What `DateTargetParser` accepts and how it explains what it refuses.
final class DateTargetParserTests: XCTestCase {
    // 2027-01-15 (a Friday) 09:00:00 at UTC+01:00, the zone local forms are read in.
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let zone = DateTargetTestSupport.plusOne

    /// `text` parsed at `now` in `zone`, written in UTC.
    func parsed(_ text: String) throws -> String {
        DateTargetTestSupport.utc(
            try DateTargetParser.parse(text, now: now, zone: .foundation(zone)))
    }

    func testAcceptTable() throws {
        let table: [(String, String)] = [
            // ISO 8601 with an offset or Z.
            ("2024-01-01T00:00:00+09:00", "2023-12-31T15:00:00.000+00:00"),
            ("2024-01-01T00:00Z", "2024-01-01T00:00:00.000+00:00"),
            ("2024-01-01T00:00:00Z", "2024-01-01T00:00:00.000+00:00"),
            ("2024-01-01t00:00:00z", "2024-01-01T00:00:00.000+00:00"),
            ("2024-01-01 00:00+09:00", "2023-12-31T15:00:00.000+00:00"),
            ("2024-01-01T00:00:00+05:45", "2023-12-31T18:15:00.000+00:00"),
            ("2024-01-01T00:00:00-18:00", "2024-01-01T18:00:00.000+00:00"),
            ("2024-01-01T00:00:00+18:00", "2023-12-31T06:00:00.000+00:00"),
            ("2024-01-01T00:00:00-00:00", "2024-01-01T00:00:00.000+00:00"),
            ("2024-01-01T00:00:00+0530", "2023-12-31T18:30:00.000+00:00"),
            ("2024-01-01T00:00:00-03", "2024-01-01T03:00:00.000+00:00"),
            // Fractional seconds: milliseconds kept, further digits dropped.
            ("2024-01-01T00:00:00.5Z", "2024-01-01T00:00:00.500+00:00"),
            ("2024-01-01T00:00:00.05Z", "2024-01-01T00:00:00.050+00:00"),
            ("2024-01-01T00:00:00.123Z", "2024-01-01T00:00:00.123+00:00"),
            ("2024-01-01T00:00:00.123999999Z", "2024-01-01T00:00:00.123+00:00"),
            ("2024-01-01T00:00:00,25+01:00", "2023-12-31T23:00:00.250+00:00"),
            ("2024-01-01 18:30:15.75", "2024-01-01T17:30:15.750+00:00"),
            // Leap days, and the ends of the year range.
            ("2024-02-29T12:00:00Z", "2024-02-29T12:00:00.000+00:00"),
            ("2000-02-29", "2000-02-28T23:00:00.000+00:00"),
            ("1970-01-01T00:00:00Z", "1970-01-01T00:00:00.000+00:00"),
            ("9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999+00:00"),
            // Local date and time, with a space or a T.
            ("2024-01-01 00:00", "2023-12-31T23:00:00.000+00:00"),
            ("2024-01-01 18:30:15", "2024-01-01T17:30:15.000+00:00"),
            ("2024-01-01T18:30", "2024-01-01T17:30:00.000+00:00"),
            ("2024-01-01T18:30:15", "2024-01-01T17:30:15.000+00:00"),
            ("2024-01-01   18:30", "2024-01-01T17:30:00.000+00:00"),
            ("2024-1-5 9:05", "2024-01-05T08:05:00.000+00:00"),
            ("2024-01-01 23:59:59", "2024-01-01T22:59:59.000+00:00"),
            // A bare date is the start of its day.
            ("2024-01-01", "2023-12-31T23:00:00.000+00:00"),
            ("2027-01-15", "2027-01-14T23:00:00.000+00:00"),
            // Surrounding whitespace; dates in the past.
            ("  2024-01-01 \n", "2023-12-31T23:00:00.000+00:00"),
            ("1999-12-31 23:59", "1999-12-31T22:59:00.000+00:00"),
            // A time of day is its next occurrence after 09:00 local.
            ("18:30", "2027-01-15T17:30:00.000+00:00"),
            ("18:30:15", "2027-01-15T17:30:15.000+00:00"),
            ("08:00", "2027-01-16T07:00:00.000+00:00"),
            ("9:00", "2027-01-16T08:00:00.000+00:00"),
            ("09:00:01", "2027-01-15T08:00:01.000+00:00"),
            ("09:00:00.001", "2027-01-15T08:00:00.001+00:00"),
            ("00:00", "2027-01-15T23:00:00.000+00:00"),
            ("23:59:59", "2027-01-15T22:59:59.000+00:00"),
        ]
        for (text, expected) in table {
            XCTAssertEqual(try parsed(text), expected, "parsing \(text.debugDescription)")
        }
    }

    func testRejectTable() {
        let table: [(String, String)] = [
            ("", "empty"),
            ("   ", "empty"),
            ("\n", "empty"),
            // Impossible calendar dates.
            ("2024-02-30", "February 2024 has 29 days"),
            ("2023-02-29", "February 2023 has 28 days"),
            // before 1970: refused before its day is looked at
            ("1900-02-29", "year must be 1970–9999"),
            ("2100-02-29", "February 2100 has 28 days"),
            ("2024-04-31 12:00", "April 2024 has 30 days"),
            ("2024-01-32", "January 2024 has 31 days"),
            ("2024-01-00", "day must be 1 or more"),
            ("2024-13-01", "month must be 1–12"),
            ("2024-00-10", "month must be 1–12"),
            ("0000-01-01", "year must be 1970–9999"),
            ("10000-01-01", "year must be 1970–9999"),
            ("99999999999999999999999-01-01", "year must be 1970–9999"),
            // Impossible times of day.
            ("25:61", "hour must be 0–23"),
            ("24:00", "hour must be 0–23"),
            ("2024-01-01 24:00", "hour must be 0–23"),
            ("23:60", "minute must be 0–59"),
            ("2024-01-01T12:61Z", "minute must be 0–59"),
            ("12:00:60", "second must be 0–59"),
            // Offsets beyond ±18:00.
            ("2024-01-01T00:00+18:01", "offset must be within ±18:00"),
            ("2024-01-01T00:00+19:00", "offset must be within ±18:00"),
            ("2024-01-01T00:00-19:00", "offset must be within ±18:00"),
            ("2024-01-01T00:00+99", "offset must be within ±18:00"),
            ("2024-01-01T00:00+05:60", "offset minutes must be 0–59"),
            // Not dates at all.
            ("garbage", "not a date"),
            ("tomorrow", "not a date"),
            ("2024", "not a date"),
            ("2024-01", "not a date"),
            ("24-01-01", "not a date"),
            ("2024/01/01", "not a date"),
            ("2024-001-01", "not a date"),
            ("2024-01-01T", "not a date"),
            ("2024-01-01T12", "not a date"),
            ("2024-01-01Z", "not a date"),
            ("2024-01-01T12:30:00.Z", "not a date"),
            ("2024-01-01T12:30:00Zjunk", "not a date"),
            ("2024-01-01T12:30+9", "not a date"),
            ("2024-01-01T12:30+09:0", "not a date"),
            ("2024-01-01T12:30 +09:00", "not a date"),
            ("+2024-01-01", "not a date"),
            ("12", "not a date"),
            ("12:", "not a date"),
            (":30", "not a date"),
            ("123:00", "not a date"),
            ("12:30Z", "not a date"),
            ("12:30.5", "not a date"),
            ("1:2:3:4", "not a date"),
            ("-05:00", "not a date"),
            ("١٢:٣٠", "not a date"),
        ]
        for (text, reason) in table {
            XCTAssertThrowsError(
                try DateTargetParser.parse(text, now: now, zone: .foundation(zone)),
                "parsing \(text.debugDescription)"
            ) {
                error in
                guard let error = error as? DateTargetParseError else {
                    return XCTFail("unexpected error type for \(text.debugDescription)")
                }
                XCTAssertEqual(error.input, text, "input of \(text.debugDescription)")
                XCTAssertEqual(error.reason, reason, "reason for \(text.debugDescription)")
            }
        }
    }

    func testTypedThrow() {
        do {
            _ = try DateTargetParser.parse("2024-02-30", now: now, zone: .foundation(zone))
            XCTFail("should throw")
        } catch {
            // `error` is a DateTargetParseError here, no cast needed.
            XCTAssertEqual(
                error,
                DateTargetParseError(input: "2024-02-30", reason: "February 2024 has 29 days"))
        }
    }

    func testDescriptionIsOneLineNamingTheInputAndTheAcceptedForms() {
        let forms =
            "2027-01-01T00:00:00+01:00 or 2027-01-01T00:00Z (ISO 8601 with an offset), "
            + "2027-01-01 18:30[:00] (local time), 2027-01-01 (local midnight), 18:30[:00] (its next occurrence)"
        XCTAssertEqual(DateTargetParseError.acceptedForms, forms)
        let error = DateTargetParseError(input: "2024-02-30", reason: "February 2024 has 29 days")
        XCTAssertEqual(
            error.description,
            "invalid date '2024-02-30': February 2024 has 29 days; accepted: " + forms)
        XCTAssertEqual("\(error)", error.description)
        XCTAssertEqual(
            DateTargetParseError(input: " ", reason: "empty").description,
            "empty date; accepted: " + forms)
    }

    func testDescriptionEscapesControlCharacters() {
        XCTAssertThrowsError(try DateTargetParser.parse("2024-01-01\n12:00x", now: now)) { error in
            let text = String(describing: error)
            XCTAssertFalse(text.contains("\n"), text)
            XCTAssertTrue(
                text.hasPrefix("invalid date '2024-01-01\\n12:00x': not a date; accepted: "), text)
        }
    }

    func testSeparateFields() throws {
        func local(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int) throws -> String {
            DateTargetTestSupport.utc(
                try DateTargetParser.localDate(
                    year: y, month: mo, day: d, hour: h, minute: mi, second: s,
                    zone: .foundation(zone)))
        }
        XCTAssertEqual(try local(2027, 1, 1, 0, 0, 0), "2026-12-31T23:00:00.000+00:00")
        XCTAssertEqual(try local(2024, 2, 29, 23, 59, 59), "2024-02-29T22:59:59.000+00:00")
        XCTAssertEqual(try local(2020, 6, 15, 12, 0, 0), "2020-06-15T11:00:00.000+00:00")

        let refused: [((Int, Int, Int, Int, Int, Int), String, String)] = [
            ((2024, 2, 30, 12, 0, 0), "2024-02-30 12:00:00", "February 2024 has 29 days"),
            ((2023, 2, 29, 0, 0, 0), "2023-02-29 00:00:00", "February 2023 has 28 days"),
            ((2024, 13, 1, 0, 0, 0), "2024-13-01 00:00:00", "month must be 1–12"),
            ((2024, 1, 0, 0, 0, 0), "2024-01-00 00:00:00", "day must be 1 or more"),
            ((2024, 1, 1, 24, 0, 0), "2024-01-01 24:00:00", "hour must be 0–23"),
            ((2024, 1, 1, 12, -1, 0), "2024-01-01 12:-01:00", "minute must be 0–59"),
            ((2024, 1, 1, 12, 0, 60), "2024-01-01 12:00:60", "second must be 0–59"),
            ((0, 1, 1, 0, 0, 0), "0000-01-01 00:00:00", "year must be 1970–9999"),
            ((10_000, 1, 1, 0, 0, 0), "10000-01-01 00:00:00", "year must be 1970–9999"),
            (
                (Int.max, Int.min, 1, Int.max, 0, 0),
                "\(Int.max)--\(Int.min.magnitude)-01 \(Int.max):00:00", "year must be 1970–9999"
            ),
        ]
        for ((y, mo, d, h, mi, s), input, reason) in refused {
            XCTAssertThrowsError(
                try DateTargetParser.localDate(
                    year: y, month: mo, day: d, hour: h, minute: mi, second: s,
                    zone: .foundation(zone))
            ) { error in
                XCTAssertEqual(
                    error as? DateTargetParseError,
                    DateTargetParseError(input: input, reason: reason))
            }
        }
    }

    func testTheTextAndTheFieldsAgree() throws {
        let zone = try DateTargetTestSupport.zone("Europe/Berlin")
        for (text, fields) in [
            ("2026-07-01 12:34:56", (2026, 7, 1, 12, 34, 56)),
            ("2026-10-25 02:30:00", (2026, 10, 25, 2, 30, 0)),
            ("1970-01-01 00:00:00", (1970, 1, 1, 0, 0, 0)),
        ] {
            let (y, mo, d, h, mi, s) = fields
            XCTAssertEqual(
                try DateTargetParser.parse(text, now: now, zone: .foundation(zone)),
                try DateTargetParser.localDate(
                    year: y, month: mo, day: d, hour: h, minute: mi, second: s,
                    zone: .foundation(zone)),
                text)
        }
    }

    func testParsedTargetsAreWholeMilliseconds() throws {
        for text in ["2024-01-01T00:00:00.123456Z", "2024-01-01 18:30:15.999", "18:30:00.5"] {
            let date = try DateTargetParser.parse(text, now: now, zone: .foundation(zone))
            XCTAssertEqual(DateCountdown(target: date).target, date, text)
        }
    }
}
