import Foundation
import TimerCore
import XCTest

/// Local times around daylight-saving changes: skipped ones are refused, repeated ones are the earlier.
///
/// Europe/Berlin goes forward on 2026-03-29 at 02:00 (to 03:00) and back on 2026-10-25 at 03:00
/// (to 02:00); America/New_York on 2026-03-08 at 02:00 and 2026-11-01 at 02:00 (to 01:00).
final class DateTargetDaylightSavingTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// `text` parsed as a local time in the zone `identifier`, written in UTC.
    func parsed(_ text: String, in identifier: String, at now: Date? = nil) throws -> String {
        let zone = try DateTargetTestSupport.zone(identifier)
        return DateTargetTestSupport.utc(
            try DateTargetParser.parse(text, now: now ?? self.now, zone: .foundation(zone)))
    }

    /// Checks that `text` is refused as a skipped local time, with the gap named in the message.
    func assertSkipped(
        _ text: String, in identifier: String, from start: String, to end: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let zone = try DateTargetTestSupport.zone(identifier, file: file, line: line)
        XCTAssertThrowsError(
            try DateTargetParser.parse(text, now: now, zone: .foundation(zone)), file: file,
            line: line
        ) { error in
            XCTAssertEqual(
                error as? DateTargetParseError,
                DateTargetParseError(
                    input: text,
                    reason:
                        "this local time does not exist in \(identifier) (the clocks go forward from \(start) to \(end))"
                ),
                file: file, line: line)
        }
    }

    func testSpringForwardGapIsRefused() throws {
        try assertSkipped("2026-03-29 02:30", in: "Europe/Berlin", from: "02:00", to: "03:00")
        try assertSkipped("2026-03-29 02:00", in: "Europe/Berlin", from: "02:00", to: "03:00")
        try assertSkipped("2026-03-29T02:59:59", in: "Europe/Berlin", from: "02:00", to: "03:00")
        try assertSkipped("2026-03-08 02:30", in: "America/New_York", from: "02:00", to: "03:00")
        XCTAssertThrowsError(try parsed("2026-03-29 02:30", in: "Europe/Berlin")) { error in
            XCTAssertEqual(
                String(describing: error),
                "invalid date '2026-03-29 02:30': this local time does not exist in Europe/Berlin "
                    + "(the clocks go forward from 02:00 to 03:00); accepted: "
                    + DateTargetParseError.acceptedForms)
        }
    }

    func testTheEdgesOfTheGapExist() throws {
        XCTAssertEqual(
            try parsed("2026-03-29 01:59:59", in: "Europe/Berlin"), "2026-03-29T00:59:59.000+00:00")
        XCTAssertEqual(
            try parsed("2026-03-29 03:00", in: "Europe/Berlin"), "2026-03-29T01:00:00.000+00:00")
        XCTAssertEqual(
            try parsed("2026-03-08 01:59:59", in: "America/New_York"),
            "2026-03-08T06:59:59.000+00:00")
        XCTAssertEqual(
            try parsed("2026-03-08 03:00", in: "America/New_York"), "2026-03-08T07:00:00.000+00:00")
        // With an explicit offset the instant is clear, even where the local clocks skip it.
        XCTAssertEqual(
            try parsed("2026-03-29T02:30:00+01:00", in: "Europe/Berlin"),
            "2026-03-29T01:30:00.000+00:00")
    }

    func testTheGapIsRefusedInSeparateFieldsToo() throws {
        let berlin = try DateTargetTestSupport.zone("Europe/Berlin")
        XCTAssertThrowsError(
            try DateTargetParser.localDate(
                year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0,
                zone: .foundation(berlin))
        ) { error in
            XCTAssertEqual(
                error as? DateTargetParseError,
                DateTargetParseError(
                    input: "2026-03-29 02:30:00",
                    reason:
                        "this local time does not exist in Europe/Berlin (the clocks go forward from 02:00 to 03:00)"
                ))
        }
        let earlier = try DateTargetParser.localDate(
            year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0,
            zone: .foundation(berlin))
        XCTAssertEqual(DateTargetTestSupport.utc(earlier), "2026-10-25T00:30:00.000+00:00")
    }

    func testFallBackTakesTheEarlierInstant() throws {
        // 02:00–02:59:59 happens twice in Berlin: first in summer time (UTC+2), then in winter time (UTC+1).
        XCTAssertEqual(
            try parsed("2026-10-25 02:30", in: "Europe/Berlin"), "2026-10-25T00:30:00.000+00:00")
        XCTAssertEqual(
            try parsed("2026-10-25 02:00", in: "Europe/Berlin"), "2026-10-25T00:00:00.000+00:00")
        XCTAssertEqual(
            try parsed("2026-10-25 02:59:59", in: "Europe/Berlin"), "2026-10-25T00:59:59.000+00:00")
        XCTAssertEqual(
            try parsed("2026-10-25 01:59:59", in: "Europe/Berlin"), "2026-10-24T23:59:59.000+00:00")
        XCTAssertEqual(
            try parsed("2026-10-25 03:00", in: "Europe/Berlin"), "2026-10-25T02:00:00.000+00:00")
        XCTAssertEqual(
            try parsed("2026-11-01 01:30", in: "America/New_York"), "2026-11-01T05:30:00.000+00:00")
        XCTAssertEqual(
            try parsed("2026-11-01 02:00", in: "America/New_York"), "2026-11-01T07:00:00.000+00:00")
    }

    func testABareDateIsLocalMidnight() throws {
        XCTAssertEqual(
            try parsed("2026-03-29", in: "Europe/Berlin"), "2026-03-28T23:00:00.000+00:00")
        XCTAssertEqual(
            try parsed("2026-03-30", in: "Europe/Berlin"), "2026-03-29T22:00:00.000+00:00")
        XCTAssertEqual(
            try parsed("2026-10-25", in: "Europe/Berlin"), "2026-10-24T22:00:00.000+00:00")
        XCTAssertEqual(
            try parsed("2026-10-26", in: "Europe/Berlin"), "2026-10-25T23:00:00.000+00:00")
    }

    func testADayWhoseMidnightIsSkippedStartsWhenTheClocksJump() throws {
        // São Paulo went from 00:00 straight to 01:00 (UTC−3 to UTC−2) on 2018-11-04.
        XCTAssertEqual(
            try parsed("2018-11-04", in: "America/Sao_Paulo"), "2018-11-04T03:00:00.000+00:00")
        try assertSkipped("2018-11-04 00:30", in: "America/Sao_Paulo", from: "00:00", to: "01:00")
        XCTAssertEqual(
            try parsed("2018-11-04 01:00", in: "America/Sao_Paulo"), "2018-11-04T03:00:00.000+00:00"
        )
    }

    func testANextOccurrenceSkippedTodayIsTomorrows() throws {
        // At 00:30 on the day clocks go forward, 02:30 does not come today.
        let beforeGap = try DateTargetTestSupport.instant("2026-03-29T00:30:00.000+01:00")
        XCTAssertEqual(
            try parsed("02:30", in: "Europe/Berlin", at: beforeGap), "2026-03-30T00:30:00.000+00:00"
        )
        XCTAssertEqual(
            try parsed("03:30", in: "Europe/Berlin", at: beforeGap), "2026-03-29T01:30:00.000+00:00"
        )
        XCTAssertEqual(
            try parsed("01:45", in: "Europe/Berlin", at: beforeGap), "2026-03-29T00:45:00.000+00:00"
        )
    }

    func testANextOccurrenceInTheRepeatedHour() throws {
        // Before the repeated hour: the first 02:30.
        let before = try DateTargetTestSupport.instant("2026-10-25T02:15:00.000+02:00")
        XCTAssertEqual(
            try parsed("02:30", in: "Europe/Berlin", at: before), "2026-10-25T00:30:00.000+00:00")
        // Past the first 02:30 but before the second: the second, in winter time.
        let between = try DateTargetTestSupport.instant("2026-10-25T02:45:00.000+02:00")
        XCTAssertEqual(
            try parsed("02:30", in: "Europe/Berlin", at: between), "2026-10-25T01:30:00.000+00:00")
        XCTAssertEqual(
            try parsed("02:50", in: "Europe/Berlin", at: between), "2026-10-25T00:50:00.000+00:00")
        // Past both: tomorrow.
        let after = try DateTargetTestSupport.instant("2026-10-25T02:45:00.000+01:00")
        XCTAssertEqual(
            try parsed("02:30", in: "Europe/Berlin", at: after), "2026-10-26T01:30:00.000+00:00")
        // "Tomorrow" is the next local day, 25 hours after the same time today.
        let morning = try DateTargetTestSupport.instant("2026-10-25T09:00:00.000+01:00")
        XCTAssertEqual(
            try parsed("08:00", in: "Europe/Berlin", at: morning), "2026-10-26T07:00:00.000+00:00")
    }

    func testACountdownAcrossAChangeCountsRealTime() throws {
        let berlin = try DateTargetTestSupport.zone("Europe/Berlin")
        // Noon to noon across spring forward is 23 hours; across fall back 25.
        let spring = DateCountdown(
            target: try DateTargetParser.parse(
                "2026-03-29 12:00", now: now, zone: .foundation(berlin)))
        let springNow = try DateTargetParser.parse(
            "2026-03-28 12:00", now: now, zone: .foundation(berlin))
        XCTAssertEqual(spring.remaining(at: springNow), .seconds(23 * 3_600))
        XCTAssertEqual(
            CountdownFormat.text(totalSeconds: spring.displayedSeconds(at: springNow)),
            "00:23:00:00")

        let autumn = DateCountdown(
            target: try DateTargetParser.parse(
                "2026-10-25 12:00", now: now, zone: .foundation(berlin)))
        let autumnNow = try DateTargetParser.parse(
            "2026-10-24 12:00", now: now, zone: .foundation(berlin))
        XCTAssertEqual(autumn.remaining(at: autumnNow), .seconds(25 * 3_600))
        XCTAssertEqual(
            CountdownFormat.text(totalSeconds: autumn.displayedSeconds(at: autumnNow)),
            "01:01:00:00")

        // The remaining time is the target minus now, whichever zone the clocks show.
        for step in 0..<50 {
            let wallNow = autumnNow.addingTimeInterval(Double(step) * 1_801)
            XCTAssertEqual(autumn.remaining(at: wallNow), .seconds(25 * 3_600 - step * 1_801))
        }
    }
}
