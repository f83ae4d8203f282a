import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// A forwarded command reads and writes times in its caller's zone, not the instance's.
final class CallerZoneTests: GtkTestCase {
    func testTheCallersTZNamesTheZoneAndAnUnknownOneReadsAsUTC() {
        XCTAssertEqual(CallerZone.timeZone(tz: "Europe/Berlin").identifier, "Europe/Berlin")
        XCTAssertEqual(CallerZone.timeZone(tz: ":Asia/Seoul").identifier, "Asia/Seoul")
        XCTAssertEqual(
            CallerZone.timeZone(tz: "/usr/share/zoneinfo/America/New_York").identifier,
            "America/New_York")
        XCTAssertEqual(
            CallerZone.timeZone(tz: "Not/AZone").secondsFromGMT(), 0, "as the C library reads it")
    }

    func testACallerWithTheInstancesTZUsesTheCLibrarysZoneAndAnotherAFoundationZone() throws {
        XCTAssertEqual(
            CallerZone.zone(tz: CallerZone.processTZ), .system, "no ICU for the usual caller")
        let other = CallerZone.processTZ == "Asia/Kathmandu" ? "Europe/Berlin" : "Asia/Kathmandu"
        XCTAssertEqual(CallerZone.zone(tz: other), .foundation(CallerZone.timeZone(tz: other)))
        if CallerZone.processTZ != nil {
            XCTAssertEqual(
                CallerZone.zone(tz: nil), .foundation(CallerZone.timeZone(tz: nil)),
                "unset is /etc/localtime, not the instance's TZ")
        }
    }

    func testACallersPOSIXRuleKeepsItsSummerTime() {
        // 15 July 2027, 10:00 UTC: summer time under each rule, as the C library reads it.
        let july: Int64 = 1_815_998_400
        XCTAssertEqual(
            CallerZone.zone(tz: "CET-1CEST,M3.5.0,M10.5.0/3").offset(atSecondsSince1970: july),
            7_200)
        XCTAssertEqual(
            CallerZone.zone(tz: "EST5EDT,M3.2.0,M11.1.0").offset(atSecondsSince1970: july), -14_400)
        XCTAssertEqual(
            CallerZone.zone(tz: "NZST-12NZDT,M9.5.0,M4.1.0/3").offset(atSecondsSince1970: july),
            43_200, "winter down south")
        XCTAssertEqual(
            CallerZone.zone(tz: "NZST-12NZDT,M9.5.0,M4.1.0/3").offset(
                atSecondsSince1970: july + 183 * 86_400), 46_800)
    }

    func testADateIsReadInTheCallersZoneAndEveryTimeInTheReplyIsWrittenInIt() throws {
        try onMainActor {
            let harness = try AppHarness()  // the instance runs in UTC
            defer { harness.close() }
            let runner = harness.app.commandRunner()
            let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
            let seoul = try XCTUnwrap(TimeZone(identifier: "Asia/Seoul"))

            let parsed = CommandParser.parse(
                ["countdown", "start", "2027-06-01 09:30"],
                source: CallerClock(base: harness.clock, zone: .foundation(berlin)))
            guard case .request(let request) = parsed else { return XCTFail("parsed: \(parsed)") }
            // 09:30 in Berlin (summer time, UTC+2) is 07:30 UTC.
            XCTAssertEqual(request, .countdown(.start(targetMs: 1_811_835_000_000, label: nil)))

            let started = runner.run(request, zone: .foundation(berlin))
            XCTAssertTrue(started.output.contains("9:30"), started.output)
            let inSeoul = runner.run(.status(json: false), zone: .foundation(seoul)).output
            XCTAssertTrue(
                inSeoul.contains("16:30") || inSeoul.contains("4:30 PM"),
                "16:30 in Seoul: \(inSeoul)")

            // The instance's clock reads 2027-01-15 08:00 UTC: a 10-minute timer ends 08:10 UTC.
            let timer = runner.run(
                .timer(.start(duration: .seconds(600), label: nil)), zone: .foundation(seoul))
            XCTAssertTrue(timer.output.contains("17:10"), timer.output)
            XCTAssertTrue(
                runner.run(.status(json: false), zone: .foundation(berlin)).output.contains("09:10")
            )
            XCTAssertTrue(
                runner.run(.status(json: false)).output.contains("08:10"),
                "without a caller: the instance's zone")
        }
    }
}
