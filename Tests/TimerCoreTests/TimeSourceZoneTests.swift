import Foundation
import TimerCore
import XCTest

/// The time zone comes from the injected time source, and the date parser takes it from there.
final class TimeSourceZoneTests: XCTestCase {
    func testTheManualSourceIsInUTCUntilMoved() throws {
        let source = ManualTimeSource()
        XCTAssertEqual(source.timeZone.secondsFromGMT(for: source.wallNow), 0)
        XCTAssertEqual(source.localZone, .foundation(ManualTimeSource.utc))
        let tokyo = try DateTargetTestSupport.zone("Asia/Tokyo")
        source.timeZone = tokyo
        XCTAssertEqual(source.timeZone, tokyo)
        XCTAssertEqual(source.localZone, .foundation(tokyo))
        XCTAssertEqual(ManualTimeSource(timeZone: tokyo).timeZone, tokyo)
    }

    func testTheSystemSourceRereadsTheSystemZone() throws {
        let source = SystemTimeSource()
        XCTAssertEqual(source.localZone, .system)
        // The C library's zone, re-read each time it is asked for.
        try SystemZone.with("Asia/Kathmandu") {
            XCTAssertEqual(source.localZone.offset(atSecondsSince1970: 1_800_000_000), 20_700)
        }
    }

    func testTheParserTakesNowAndTheZoneFromTheSource() throws {
        // 2027-01-15T08:00:00Z: 17:00 in Tokyo, so 09:00 is tomorrow there and 08:30 today in UTC.
        let source = ManualTimeSource()
        XCTAssertEqual(
            DateTargetTestSupport.utc(try DateTargetParser.parse("08:30", source: source)),
            "2027-01-15T08:30:00.000+00:00")
        source.timeZone = try DateTargetTestSupport.zone("Asia/Tokyo")
        XCTAssertEqual(
            DateTargetTestSupport.utc(try DateTargetParser.parse("09:00", source: source)),
            "2027-01-16T00:00:00.000+00:00")
        XCTAssertEqual(
            DateTargetTestSupport.utc(try DateTargetParser.parse("2027-01-01", source: source)),
            "2026-12-31T15:00:00.000+00:00")
        source.advance(by: .seconds(16 * 3_600))
        XCTAssertEqual(
            DateTargetTestSupport.utc(try DateTargetParser.parse("09:00", source: source)),
            "2027-01-17T00:00:00.000+00:00")
    }

    func testTheFieldsAreReadInTheSourcesZone() throws {
        let source = ManualTimeSource(timeZone: try DateTargetTestSupport.zone("Europe/Berlin"))
        let target = try DateTargetParser.localDate(
            year: 2026, month: 7, day: 4, hour: 18, minute: 30, second: 0, source: source)
        XCTAssertEqual(DateTargetTestSupport.utc(target), "2026-07-04T16:30:00.000+00:00")
        XCTAssertThrowsError(
            try DateTargetParser.localDate(
                year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0, source: source))
    }
}
