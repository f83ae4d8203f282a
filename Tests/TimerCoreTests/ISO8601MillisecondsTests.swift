import Foundation
import TimerCore
import XCTest

/// ISO 8601 with milliseconds and a numeric offset.
final class ISO8601MillisecondsTests: XCTestCase {
    let date = Date(timeIntervalSince1970: 1_800_000_000.123)

    func zone(_ seconds: Int) -> TimeZone {
        TimeZone(secondsFromGMT: seconds) ?? .current
    }

    func testOffsets() {
        XCTAssertEqual(
            ISO8601Milliseconds.string(from: date, zone: .foundation(zone(9 * 3_600))),
            "2027-01-15T17:00:00.123+09:00")
        XCTAssertEqual(
            ISO8601Milliseconds.string(from: date, zone: .foundation(zone(-(3 * 3_600 + 1_800)))),
            "2027-01-15T04:30:00.123-03:30")
        XCTAssertEqual(
            ISO8601Milliseconds.string(from: date, zone: .foundation(zone(0))),
            "2027-01-15T08:00:00.123+00:00")
    }

    func testNamedZones() throws {
        let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
        XCTAssertEqual(
            ISO8601Milliseconds.string(from: date, zone: .foundation(utc)),
            "2027-01-15T08:00:00.123+00:00")
        let newfoundland = try XCTUnwrap(TimeZone(identifier: "America/St_Johns"))
        XCTAssertEqual(
            ISO8601Milliseconds.string(from: date, zone: .foundation(newfoundland)),
            "2027-01-15T04:30:00.123-03:30")
        let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        XCTAssertEqual(
            ISO8601Milliseconds.string(from: date, zone: .foundation(tokyo)),
            "2027-01-15T17:00:00.123+09:00")
    }

    func testMillisecondsAreTruncatedNotRounded() {
        let late = Date(timeIntervalSince1970: 1_800_000_000.9996)
        XCTAssertEqual(
            ISO8601Milliseconds.string(from: late, zone: .foundation(zone(0))),
            "2027-01-15T08:00:00.999+00:00")
        XCTAssertEqual(
            ISO8601Milliseconds.string(
                from: Date(timeIntervalSince1970: 1_800_000_000), zone: .foundation(zone(0))),
            "2027-01-15T08:00:00.000+00:00")
    }

    func testCalendarEdges() {
        let utc = zone(0)
        XCTAssertEqual(
            ISO8601Milliseconds.string(millisecondsSince1970: 0, zone: .foundation(utc)),
            "1970-01-01T00:00:00.000+00:00")
        XCTAssertEqual(
            ISO8601Milliseconds.string(millisecondsSince1970: -1, zone: .foundation(utc)),
            "1969-12-31T23:59:59.999+00:00")
        // 2024-02-29T23:59:59.999Z, and the day after at UTC+01:00.
        XCTAssertEqual(
            ISO8601Milliseconds.string(
                millisecondsSince1970: 1_709_251_199_999, zone: .foundation(utc)),
            "2024-02-29T23:59:59.999+00:00")
        XCTAssertEqual(
            ISO8601Milliseconds.string(
                millisecondsSince1970: 1_709_251_199_999, zone: .foundation(zone(3_600))),
            "2024-03-01T00:59:59.999+01:00")
        XCTAssertEqual(
            ISO8601Milliseconds.string(
                millisecondsSince1970: 1_709_251_199_999, zone: .foundation(zone(-3_600))),
            "2024-02-29T22:59:59.999-01:00")
    }

    func testReadingBack() {
        for timeZone in [zone(0), zone(9 * 3_600), zone(-12_600)] {
            let text = ISO8601Milliseconds.string(from: date, zone: .foundation(timeZone))
            XCTAssertEqual(ISO8601Milliseconds.millisecondsSince1970(from: text), 1_800_000_000_123)
            XCTAssertEqual(
                ISO8601Milliseconds.date(from: text)?.timeIntervalSince1970 ?? 0, 1_800_000_000.123,
                accuracy: 1e-6)
        }
        XCTAssertEqual(
            ISO8601Milliseconds.millisecondsSince1970(from: "2027-01-15T08:00:00.123Z"),
            1_800_000_000_123)
        XCTAssertNil(ISO8601Milliseconds.date(from: ""))
        XCTAssertNil(ISO8601Milliseconds.date(from: "2027-01-15 08:00:00.123+00:00"))
        XCTAssertNil(ISO8601Milliseconds.date(from: "2027-13-15T08:00:00.123+00:00"))
        XCTAssertNil(ISO8601Milliseconds.date(from: "2027-01-15T08:00:00.12x+00:00"))
    }
}
