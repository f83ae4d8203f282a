import Foundation
import TimerCore
import XCTest

/// "Completed today": `LocalDay` in fixed and DST time zones, counts across midnight, and the pruned history.
final class PomodoroTodayTests: XCTestCase {
    let t0 = PomodoroFixture.t0

    /// The date of an ISO timestamp such as "2026-03-28T22:00:00.000Z".
    func date(_ iso: String, file: StaticString = #filePath, line: UInt = #line) throws -> Date {
        try XCTUnwrap(ISO8601Milliseconds.date(from: iso), iso, file: file, line: line)
    }

    func zone(_ identifier: String) throws -> TimeZone {
        try XCTUnwrap(TimeZone(identifier: identifier), identifier)
    }

    /// The reading `seconds` after `t0`, whose wall clock was `wall0` at `t0`.
    func reading(_ seconds: Int64, wall0: Date) -> ClockReading {
        ClockReading(
            now: t0 + .seconds(seconds), wallNow: wall0.addingTimeInterval(TimeInterval(seconds)))
    }

    // MARK: - LocalDay

    func testStartOfTodayInAFixedZone() throws {
        let plusTwo = try XCTUnwrap(TimeZone(secondsFromGMT: 7_200))
        // 10:30:00.250Z is 12:30:00.250 at +02:00; midnight was 12.5 h and 250 ms before.
        let now = ClockReading(now: t0, wallNow: try date("2026-05-10T10:30:00.250Z"))
        XCTAssertEqual(
            LocalDay.startOfToday(reading: now, zone: .foundation(plusTwo)),
            t0 - .milliseconds(45_000_250))
        XCTAssertEqual(
            LocalDay.startOfToday(reading: now, zone: .foundation(TestSupport.utc)),
            t0 - .milliseconds(37_800_250))
        // At midnight itself, today starts now.
        let midnight = ClockReading(now: t0, wallNow: try date("2026-05-09T22:00:00.000Z"))
        XCTAssertEqual(LocalDay.startOfToday(reading: midnight, zone: .foundation(plusTwo)), t0)
    }

    func testStartOfTodayOnA23HourDayInBerlin() throws {
        // 2026-03-29: clocks go from 02:00 CET to 03:00 CEST. 12:00 CEST is 10:00Z; midnight (CET) was 23:00Z, 11 h before.
        let now = ClockReading(now: t0, wallNow: try date("2026-03-29T10:00:00.000Z"))
        XCTAssertEqual(
            LocalDay.startOfToday(reading: now, zone: .foundation(try zone("Europe/Berlin"))),
            t0 - .seconds(11 * 3_600))
    }

    func testStartOfTodayOnDSTDaysInNewYork() throws {
        let newYork = try zone("America/New_York")
        // 2026-03-08, 23 hours: 12:00 EDT is 16:00Z; midnight EST was 05:00Z.
        let spring = ClockReading(now: t0, wallNow: try date("2026-03-08T16:00:00.000Z"))
        XCTAssertEqual(
            LocalDay.startOfToday(reading: spring, zone: .foundation(newYork)),
            t0 - .seconds(11 * 3_600))
        // 2026-11-01, 25 hours: 23:00 EST is 04:00Z the next day; midnight EDT was 04:00Z, 24 h before.
        let autumn = ClockReading(now: t0, wallNow: try date("2026-11-02T04:00:00.000Z"))
        XCTAssertEqual(
            LocalDay.startOfToday(reading: autumn, zone: .foundation(newYork)),
            t0 - .seconds(24 * 3_600))
    }

    func testStartOfTodayInTheSystemZone() throws {
        // The C library's zone, no Foundation zone involved: Berlin's 23-hour day, as above.
        let now = ClockReading(now: t0, wallNow: try date("2026-03-29T10:00:00.000Z"))
        try SystemZone.with("Europe/Berlin") {
            XCTAssertEqual(
                LocalDay.startOfToday(reading: now, zone: .system), t0 - .seconds(11 * 3_600))
        }
        try SystemZone.with("Asia/Tokyo") {
            // 19:00 JST: midnight was 19 h before.
            XCTAssertEqual(
                LocalDay.startOfToday(reading: now, zone: .system), t0 - .seconds(19 * 3_600))
        }
    }

    func testStartOfTodayWhereMidnightIsSkipped() throws {
        // Brazil began daylight saving at midnight until 2019: on 2018-11-04 the clocks went from
        // 00:00 to 01:00 BRST (03:00Z). At 12:00 BRST (14:00Z) the day began 11 h before.
        let noon = ClockReading(now: t0, wallNow: try date("2018-11-04T14:00:00.000Z"))
        XCTAssertEqual(
            LocalDay.startOfToday(reading: noon, zone: .foundation(try zone("America/Sao_Paulo"))),
            t0 - .seconds(11 * 3_600))
        try SystemZone.with("America/Sao_Paulo") {
            XCTAssertEqual(
                LocalDay.startOfToday(reading: noon, zone: .system), t0 - .seconds(11 * 3_600))
        }
    }

    // MARK: - Across midnight

    /// Started at 23:00 CET on 2026-03-28; the night the clocks go forward.
    func testCompletedTodayAcrossMidnightOnTheDSTNight() throws {
        let berlin = try zone("Europe/Berlin")
        let wall0 = try date("2026-03-28T22:00:00.000Z")
        let pomodoro = PomodoroFixture.started()
        // Focus ends at +1500 (23:25), +3300 (23:55), +5100 (00:25), +6900 (00:55), +9300, +11100, +12900 s.
        // At 01:00 CET: two of them today, four in the set of rounds (its long break under way).
        let atOne = reading(3_600 + 3_600, wall0: wall0)
        var status = PomodoroStatus(
            pomodoro: pomodoro, now: atOne.now,
            startOfToday: LocalDay.startOfToday(reading: atOne, zone: .foundation(berlin)))
        XCTAssertEqual(status.completedFocus, 2)
        XCTAssertEqual(status.completedFocusCycle, 4)
        // 03:30 CEST is 01:30Z, 2.5 h after midnight: ends at 5100, 6900, 9300 and 11100 s are today.
        let afterTheChange = reading(12_600, wall0: wall0)
        let startOfToday = LocalDay.startOfToday(reading: afterTheChange, zone: .foundation(berlin))
        XCTAssertEqual(startOfToday, t0 + .seconds(3_600))
        status = PomodoroStatus(
            pomodoro: pomodoro, now: afterTheChange.now, startOfToday: startOfToday)
        XCTAssertEqual(status.completedFocus, 4)
        XCTAssertEqual(status.completedFocusCycle, 2, "the second set's: 9300 and 11100 s")
    }

    func testCompletedTodayCountsEarlierCyclesAfterMidnightOnly() throws {
        let utc = TestSupport.utc
        let wall0 = try date("2026-06-01T23:00:00.000Z")
        var pomodoro = PomodoroFixture.started()
        // Cycle 1 from 23:00: focus ends 23:25 and 23:55; stopped at 00:10 (the third focus not done).
        XCTAssertTrue(pomodoro.stop(at: t0 + .seconds(4_200)))
        // Cycle 2 from 00:20: a focus ends at 00:45; the next is skipped at 01:00; paused at 01:03 in the short break.
        XCTAssertTrue(pomodoro.start(at: t0 + .seconds(4_800)))
        XCTAssertTrue(pomodoro.skip(at: t0 + .seconds(7_200)))
        XCTAssertTrue(pomodoro.pause(at: t0 + .seconds(7_400)))
        let now = reading(7_400, wall0: wall0)
        let status = PomodoroStatus(
            pomodoro: pomodoro, now: now.now,
            startOfToday: LocalDay.startOfToday(reading: now, zone: .foundation(utc)))
        XCTAssertEqual(status.completedFocus, 1)
        XCTAssertEqual(status.completedFocusCycle, 1)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: now.now), 3)
    }

    func testAFocusEndingAtTheStatusInstantIsCounted() {
        let pomodoro = PomodoroFixture.started()
        let end = t0 + .seconds(1_500)
        XCTAssertEqual(
            PomodoroStatus(pomodoro: pomodoro, now: end, startOfToday: t0).completedFocus, 1)
        XCTAssertEqual(
            PomodoroStatus(pomodoro: pomodoro, now: end - .nanoseconds(1), startOfToday: t0)
                .completedFocus, 0)
    }

    // MARK: - The history stays small

    func testHistoryOlderThan48HoursIsDropped() {
        var pomodoro = PomodoroFixture.started()
        XCTAssertTrue(pomodoro.stop(at: t0 + .seconds(1_600)))
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: t0 + .seconds(200_000)), 1)

        var soon = pomodoro
        XCTAssertTrue(soon.start(at: t0 + .seconds(1_600 + 47 * 3_600)))
        XCTAssertEqual(soon.completedFocus(from: t0, to: t0 + .seconds(1_601)), 1)

        var later = pomodoro
        XCTAssertTrue(later.start(at: t0 + .seconds(1_600 + 49 * 3_600)))
        XCTAssertEqual(later.completedFocus(from: t0, to: t0 + .seconds(1_601)), 0)
    }

    func testAYearOfRunningIsOneEntry() {
        var pomodoro = PomodoroFixture.started()
        let now = t0 + .seconds(365 * 86_400)
        XCTAssertTrue(pomodoro.pause(at: now))
        let saved = SavedPomodoro(
            pomodoro: pomodoro,
            reading: ClockReading(now: now, wallNow: Date(timeIntervalSince1970: 1_800_000_000)))
        XCTAssertEqual(saved.runs.count, 1)
        XCTAssertEqual(saved.completionsMs, [])
        // 365 days = 4043 sets of 7800 s + 600 s.
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: now), 4_043 * 4)
        XCTAssertEqual(
            pomodoro.reading(at: now).completedFocusInCycle, 0, "600 s into a set's first focus")
    }

    func testPausingAtEveryPhaseEndForFiveDaysKeepsOnlyTwoDays() {
        var pomodoro = PomodoroFixture.started(PomodoroSettings(autoStart: false))
        var now = t0
        var phases = 0
        // Run each phase out, then start the next one 10 minutes later.
        while now < t0 + .seconds(5 * 86_400) {
            guard let end = pomodoro.nextPhaseEnd(after: now) else { return XCTFail("running") }
            now = end + .seconds(600)
            XCTAssertTrue(pomodoro.start(at: now))
            phases += 1
        }
        let saved = SavedPomodoro(
            pomodoro: pomodoro,
            reading: ClockReading(now: now, wallNow: Date(timeIntervalSince1970: 1_800_000_000)))
        // One run per completed focus in the last 48 hours, not per phase since the start.
        let focusPhases = (phases + 1) / 2
        let lastTwoDays = pomodoro.completedFocus(from: now - .seconds(48 * 3_600), to: now)
        XCTAssertGreaterThan(focusPhases, 2 * lastTwoDays)
        XCTAssertLessThanOrEqual(saved.runs.count, lastTwoDays + 1)
        XCTAssertEqual(
            pomodoro.reading(at: now).completedFocusInCycle, (phases % 8 + 1) / 2,
            "those of the set under way")
    }
}
