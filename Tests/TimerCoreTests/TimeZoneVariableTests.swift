import FoundationEssentials
import XCTest

@testable import TimerCore

/// `TZ` read as the C library reads it.
final class TimeZoneVariableTests: XCTestCase {
    func testNamesPathsAndTheEmptyValue() {
        XCTAssertEqual(TimeZoneVariable.timeZone(tz: "Europe/Berlin")?.identifier, "Europe/Berlin")
        XCTAssertEqual(TimeZoneVariable.timeZone(tz: ":Asia/Seoul")?.identifier, "Asia/Seoul")
        XCTAssertEqual(
            TimeZoneVariable.timeZone(tz: "/usr/share/zoneinfo/America/New_York")?.identifier,
            "America/New_York")
        XCTAssertEqual(TimeZoneVariable.timeZone(tz: "")?.secondsFromGMT(), 0, "an empty TZ is UTC")
        XCTAssertEqual(
            TimeZoneVariable.timeZone(tz: "Not/AZone")?.secondsFromGMT(), 0,
            "a TZ that names nothing is UTC")
    }

    func testPOSIXRulesWithAFixedOffsetCountWestAsPositive() {
        XCTAssertEqual(TimeZoneVariable.timeZone(tz: "JST-9")?.secondsFromGMT(), 9 * 3_600)
        XCTAssertEqual(
            TimeZoneVariable.timeZone(tz: "<+0530>-5:30")?.secondsFromGMT(), 5 * 3_600 + 1_800)
        XCTAssertEqual(TimeZoneVariable.timeZone(tz: "ABC+3")?.secondsFromGMT(), -3 * 3_600)
        XCTAssertEqual(TimeZoneVariable.timeZone(tz: "UTC0")?.secondsFromGMT(), 0)
        XCTAssertNil(
            TimeZoneVariable.standardOffsetWest(posix: "XY5"), "a name needs three letters")
        XCTAssertNil(TimeZoneVariable.standardOffsetWest(posix: "ABC"), "an offset is required")
    }

    func testARuleWithSummerTimeIsItsDatabaseZoneOrItsStandardOffset() {
        XCTAssertEqual(TimeZoneVariable.timeZone(tz: "EST5EDT")?.identifier, "EST5EDT")
        XCTAssertEqual(
            TimeZoneVariable.timeZone(tz: "XST-2XDT,M3.5.0,M10.5.0/3")?.secondsFromGMT(
                for: Date(timeIntervalSince1970: 0)), 7_200)
    }
}
