import Foundation
import TimerCore
import XCTest

/// A timer whose end passed while the program was not running is told apart from one that ended
/// live, and stays so across another restart.
final class EndedBeforeLaunchTests: XCTestCase {
    /// A 60 s timer started on `clock`, saved, then read back one hour later on a new boot clock.
    private func restoredAnHourLater(from clock: ManualTimeSource) throws -> (
        CountdownTimer, ManualTimeSource
    ) {
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(60), at: clock.now))
        let saved = SavedTimer(timer: timer, reading: clock.reading())
        let later = ManualTimeSource(
            now: Instant(nanoseconds: 7_000_000_000),
            wallNow: clock.wallNow.addingTimeInterval(3_600))
        return (try saved.restore(reading: later.reading()), later)
    }

    func testAnEndThatPassedBeforeLaunchIsNoticedAsSuch() throws {
        let (restored, later) = try restoredAnHourLater(from: ManualTimeSource())
        let launchedAt = later.now
        later.advance(by: .milliseconds(15))  // start-up takes a moment before the first evaluation
        var timer = restored
        XCTAssertTrue(timer.finishIfDue(at: later.now, launchedAt: launchedAt))
        XCTAssertTrue(timer.endedBeforeLaunch)
        XCTAssertEqual(timer.endsAt, launchedAt - .seconds(3_540))
        XCTAssertEqual(
            timer.state,
            .finished(
                endsAt: launchedAt - .seconds(3_540), noticedAt: later.now, beforeLaunch: true))
    }

    func testAnEndNoticedLiveIsNot() {
        let clock = ManualTimeSource()
        let launchedAt = clock.now
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(60), at: clock.now))
        clock.advance(by: .seconds(60))
        XCTAssertTrue(timer.finishIfDue(at: clock.now, launchedAt: launchedAt))
        XCTAssertFalse(timer.endedBeforeLaunch)

        // Noticed late after a suspend, but Sandglass ran all along: still not "before launch".
        var suspended = CountdownTimer()
        XCTAssertTrue(suspended.start(duration: .seconds(60), at: clock.now))
        clock.advance(by: .seconds(3_600))
        XCTAssertTrue(suspended.finishIfDue(at: clock.now, launchedAt: launchedAt))
        XCTAssertFalse(suspended.endedBeforeLaunch)

        // Without a launch instant nothing is known.
        var unknown = CountdownTimer()
        XCTAssertTrue(unknown.start(duration: .seconds(1), at: launchedAt))
        XCTAssertTrue(unknown.finishIfDue(at: clock.now))
        XCTAssertFalse(unknown.endedBeforeLaunch)
    }

    func testAnEndExactlyAtLaunchCountsAsBefore() {
        let clock = ManualTimeSource()
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(60), at: clock.now))
        clock.advance(by: .seconds(60))
        XCTAssertTrue(timer.finishIfDue(at: clock.now, launchedAt: clock.now))
        XCTAssertTrue(timer.endedBeforeLaunch)
    }

    func testLeavingFinishedForgetsIt() throws {
        let (restored, later) = try restoredAnHourLater(from: ManualTimeSource())
        var timer = restored
        XCTAssertTrue(timer.finishIfDue(at: later.now, launchedAt: later.now))
        XCTAssertTrue(timer.restart(at: later.now))
        XCTAssertFalse(timer.endedBeforeLaunch)
        later.advance(by: .seconds(60))
        XCTAssertTrue(timer.finishIfDue(at: later.now, launchedAt: later.now - .seconds(60)))
        XCTAssertFalse(timer.endedBeforeLaunch, "the restarted timer ended live")
    }

    func testItSurvivesAnotherRestart() throws {
        let (restored, later) = try restoredAnHourLater(from: ManualTimeSource())
        var timer = restored
        XCTAssertTrue(timer.finishIfDue(at: later.now, launchedAt: later.now))
        let saved = SavedTimer(timer: timer, reading: later.reading())
        XCTAssertEqual(saved.endedBeforeLaunch, true)
        let data = try JSONEncoder().encode(saved)
        XCTAssertTrue(
            String(decoding: data, as: UTF8.self).contains(#""ended_before_launch":true"#))
        let again = try JSONDecoder().decode(SavedTimer.self, from: data).restore(
            reading: later.reading())
        XCTAssertEqual(again, timer)
        XCTAssertTrue(again.endedBeforeLaunch)
    }

    func testATimerThatEndedLiveIsSavedAsBefore() throws {
        let clock = ManualTimeSource()
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(60), at: clock.now))
        clock.advance(by: .seconds(61))
        XCTAssertTrue(timer.finishIfDue(at: clock.now, launchedAt: clock.now - .seconds(100)))
        let data = try JSONEncoder().encode(SavedTimer(timer: timer, reading: clock.reading()))
        XCTAssertFalse(
            String(decoding: data, as: UTF8.self).contains("ended_before_launch"),
            "files stay as they were")
        XCTAssertFalse(
            try JSONDecoder().decode(SavedTimer.self, from: data).restore(reading: clock.reading())
                .endedBeforeLaunch)
    }

    func testTheMarkOnATimerThatIsNotFinishedIsRefused() throws {
        let json =
            #"{"version":1,"label":"","duration_ms":1000,"state":"running","ends_at_ms":1800000000500,"ended_before_launch":true}"#
        let saved = try JSONDecoder().decode(SavedTimer.self, from: Data(json.utf8))
        XCTAssertThrowsError(try saved.restore(reading: ManualTimeSource().reading()))
    }

    // MARK: - "Ended at …"

    // 2027-01-15 (a Friday) 09:00:00 at UTC+01:00.
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let zone = LocalZone.foundation(DateTargetTestSupport.plusOne)

    private func ended(before seconds: TimeInterval, _ format: LocalTimeFormat) -> String {
        EndTimeText.endedText(
            ended: now.addingTimeInterval(-seconds), now: now, zone: zone, format: format)
    }

    func testEndedAtIsWrittenAsEndsAtIs() {
        XCTAssertEqual(ended(before: 55 * 60 - 0.5, .twentyFourHour), "Ended at 08:05:00")
        XCTAssertEqual(ended(before: 55 * 60, .twelveHour), "Ended at 8:05:00 AM")
        XCTAssertEqual(ended(before: 9 * 3_600, .twentyFourHour), "Ended at 00:00:00")
    }

    func testEndedOnEarlierDays() {
        XCTAssertEqual(ended(before: 9 * 3_600 + 1, .twentyFourHour), "Ended yesterday at 23:59:59")
        XCTAssertEqual(ended(before: 33 * 3_600, .twentyFourHour), "Ended yesterday at 00:00:00")
        XCTAssertEqual(
            ended(before: 33 * 3_600 + 1, .twentyFourHour), "Ended Wed 13 Jan at 23:59:59")
        XCTAssertEqual(ended(before: 3 * 86_400, .twelveHour), "Ended Tue, Jan 12 at 9:00:00 AM")
    }
}
