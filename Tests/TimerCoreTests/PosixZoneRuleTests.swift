import Foundation
import XCTest

@testable import TimerCore

#if canImport(Glibc)
    import Glibc
#endif

/// A POSIX `TZ` rule gives the offsets and names the C library gives for the same `TZ`.
final class PosixZoneRuleTests: XCTestCase {
    /// The issue's three zones, the southern hemisphere, offsets that are not whole hours, the
    /// Julian and day-of-year forms, change times that are negative or past 24 h, a last week.
    static let rules = [
        "CET-1CEST,M3.5.0,M10.5.0/3", "EST5EDT,M3.2.0,M11.1.0", "NZST-12NZDT,M9.5.0,M4.1.0/3",
        "AEST-10AEDT,M10.1.0,M4.1.0/3", "<-03>3<-02>,M9.1.6/24,M4.1.6/24",
        "ACST-9:30ACDT,M10.1.0,M4.1.0/3",
        "NST3:30NDT,M3.2.0,M11.1.0", "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "<+0530>-5:30",
        "XST3XDT,J60/2,J300/2", "XST3XDT,59/2,299/2", "<-01>1<+00>,M3.5.0/0,M10.5.0/1",
        "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "IST-2IDT,M3.4.4/26,M10.5.0",
        "WET0WEST,M3.5.0/1,M10.5.0",
        "XST5XDT4:30,M4.5.6/1:30:15,M9.5.6", "JST-9", "UTC0",
    ]

    /// The C library's offset (east, in seconds) and zone name at `seconds`, with `TZ` set to `tz`.
    private func libc(_ tz: String, at seconds: Int64) -> (Int64, String) {
        var time = time_t(seconds)
        var fields = tm()
        guard localtime_r(&time, &fields) != nil else { return (Int64.min, "") }
        return (Int64(fields.tm_gmtoff), fields.tm_zone.map { String(cString: $0) } ?? "")
    }

    private func withTZ<T>(_ tz: String, _ body: () throws -> T) rethrows -> T {
        let old = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", tz, 1)
        tzset()
        defer {
            if let old { setenv("TZ", old, 1) } else { unsetenv("TZ") }
            tzset()
        }
        return try body()
    }

    func testOffsetsAndNamesAreTheCLibrarysForAGridOfInstantsAndAroundEveryChange() throws {
        for text in Self.rules {
            let rule = try XCTUnwrap(PosixZoneRule(text), text)
            let from: Int64 = 1971
            let start = CivilDate(year: from, month: 1, day: 1).daysSince1970 * 86_400
            let end = CivilDate(year: 2100, month: 1, day: 1).daysSince1970 * 86_400
            var mismatches: [String] = []
            withTZ(text) {
                func check(_ seconds: Int64) {
                    let (offset, name) = libc(text, at: seconds)
                    let mine = (
                        rule.offset(atSecondsSince1970: seconds),
                        rule.abbreviation(atSecondsSince1970: seconds)
                    )
                    if mine != (offset, name), mismatches.count < 5 {
                        mismatches.append("\(seconds): libc \(offset) \(name), rule \(mine)")
                    }
                }
                // Every 14 h 26 min 17 s: every hour of the day and day of the week over the years.
                for seconds in stride(from: start, to: end, by: 51_977) { check(seconds) }
                // Every ten minutes within three hours of each change, and a second either side of it.
                if let summer = rule.summer {
                    for year in from..<2100 {
                        for change in [
                            PosixZoneRule.instant(
                                of: summer.start, in: year, offset: rule.standardOffset),
                            PosixZoneRule.instant(of: summer.end, in: year, offset: summer.offset),
                        ] {
                            for seconds in stride(
                                from: change - 10_800, through: change + 10_800, by: 600)
                            { check(seconds) }
                            check(change - 1)
                            check(change + 1)
                        }
                    }
                }
            }
            XCTAssertEqual(mismatches, [], text)
        }
    }

    func testWhatTheCLibraryDoesNotReadAsARuleIsNoRule() {
        for text in [
            "", "AB5", "ABC", "ABC+", "<AB>5", "<ABC5", "CET-1CEST,M13.1.0,M10.5.0",
            "CET-1CEST,M3.6.0,M10.5.0",
            "CET-1CEST,M3.5.7,M10.5.0", "CET-1CEST,J0,J300", "CET-1CEST,366,300",
            "CET-1CEST,M3.5.0/", "CET-1CEST,Q",
        ] {
            XCTAssertNil(PosixZoneRule(text), text)
        }
    }

    func testARuleWithoutDatesHasTheUSDatesLikeTheCLibrarysDefault() throws {
        // The C library takes them from `posixrules` (New York's transitions, moved in ways of its
        // own around each change); mid-season both agree.
        for text in ["CET-1CEST", "EST5EDT4,"] {
            let rule = try XCTUnwrap(PosixZoneRule(text))
            // July 2027, January 2027, July 2028
            for seconds: Int64 in [1_815_998_400, 1_800_000_000, 1_831_000_000] {
                let expected = withTZ(text) { libc(text, at: seconds) }
                XCTAssertEqual(rule.offset(atSecondsSince1970: seconds), expected.0, text)
                XCTAssertEqual(rule.abbreviation(atSecondsSince1970: seconds), expected.1, text)
            }
        }
    }

    func testADateIsReadAsTheCLibraryReadsItInTheCallersRule() throws {
        // The issue's case: 12:00 on 15 July 2027 under each rule, against `mktime` with that TZ.
        for text in [
            "CET-1CEST,M3.5.0,M10.5.0/3", "EST5EDT,M3.2.0,M11.1.0", "NZST-12NZDT,M9.5.0,M4.1.0/3",
        ] {
            let zone = LocalZone.posixRule(try XCTUnwrap(PosixZoneRule(text)))
            for (month, day) in [(7, 15), (1, 15)] {
                let parsed = try DateTargetParser.parse(
                    "2027-\(month < 10 ? "0" : "")\(month)-\(day) 12:00",
                    now: Date(timeIntervalSince1970: 1_800_000_000), zone: zone)
                let expected: Int64 = withTZ(text) {
                    var fields = tm()
                    fields.tm_year = 127
                    fields.tm_mon = Int32(month - 1)
                    fields.tm_mday = Int32(day)
                    fields.tm_hour = 12
                    fields.tm_isdst = -1
                    return Int64(mktime(&fields))
                }
                XCTAssertEqual(
                    Int64(parsed.timeIntervalSince1970), expected, "\(text) 2027-\(month)-\(day)")
            }
        }
        // The clocks skip 02:00-03:00 on 28 March 2027 under CET's rule: refused, naming the rule.
        let cet = LocalZone.posixRule(try XCTUnwrap(PosixZoneRule("CET-1CEST,M3.5.0,M10.5.0/3")))
        XCTAssertThrowsError(
            try DateTargetParser.parse(
                "2027-03-28 02:30", now: Date(timeIntervalSince1970: 1_800_000_000), zone: cet)
        ) { error in
            XCTAssertTrue(
                String(describing: error).contains("CET-1CEST,M3.5.0,M10.5.0/3"),
                String(describing: error))
        }
        XCTAssertEqual(cet.abbreviation(atSecondsSince1970: 1_815_998_400), "CEST")
    }

    func testTheVariableIsARuleOnlyWhenItNamesNoZoneFile() {
        XCTAssertEqual(
            TimeZoneVariable.localZone(tz: "EST5EDT"),
            .foundation(TimeZone(identifier: "EST5EDT")!), "a file of the database")
        XCTAssertEqual(
            TimeZoneVariable.localZone(tz: "Europe/Berlin"),
            .foundation(TimeZone(identifier: "Europe/Berlin")!))
        guard case .posixRule(let rule) = TimeZoneVariable.localZone(tz: "EST5EDT,M3.2.0,M11.1.0")
        else { return XCTFail("a rule") }
        XCTAssertEqual(rule.text, "EST5EDT,M3.2.0,M11.1.0")
        // No file is called GMT+5: the C library reads a rule, five hours WEST of UTC.
        XCTAssertEqual(
            TimeZoneVariable.localZone(tz: "GMT+5").offset(atSecondsSince1970: 0), -18_000)
        XCTAssertEqual(
            TimeZoneVariable.localZone(tz: ":JST-9").offset(atSecondsSince1970: 0), 32_400)
        XCTAssertEqual(TimeZoneVariable.localZone(tz: "").offset(atSecondsSince1970: 0), 0)
        XCTAssertEqual(TimeZoneVariable.localZone(tz: "Not/AZone").offset(atSecondsSince1970: 0), 0)
    }
}
