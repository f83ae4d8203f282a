import FoundationEssentials
import XCTest

@testable import TimerCore

/// The words of a notification at an end: what ended, and what is now.
final class EndNotificationTextTests: XCTestCase {
    private let utc = LocalZone.foundation(TimeZone(secondsFromGMT: 0) ?? .gmt)

    func testATimerSaysWhatEndedAndWhen() {
        XCTAssertEqual(EndNotificationText.timerTitle(label: "Tea"), "Tea is done")
        XCTAssertEqual(EndNotificationText.timerTitle(label: ""), "The timer is done")
        let end = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC
        let body = EndNotificationText.timerBody(
            duration: .seconds(180), ended: end, now: end + 2, zone: utc)
        XCTAssertTrue(body.hasPrefix("The 3 min timer ended at "), body)
        XCTAssertTrue(body.contains("8:00:00"), body)
    }

    func testAPhaseEndSaysWhatEndedAndWhatStarted() throws {
        var cycle = Pomodoro()
        cycle.start(at: Instant(nanoseconds: 0))
        let shortBreak = try XCTUnwrap(readingAfterFocus(cycle))
        XCTAssertEqual(
            EndNotificationText.phaseTitle(shortBreak), "Focus done — 5-minute break started")
        XCTAssertEqual(EndNotificationText.phaseBody(shortBreak), "Round 1 of 4")
    }

    func testEachPhaseRunningOrWaiting() {
        XCTAssertEqual(
            EndNotificationText.phaseTitle(reading(.longBreak, minutes: 15)),
            "Focus done — 15-minute long break started")
        XCTAssertEqual(
            EndNotificationText.phaseTitle(reading(.focus, minutes: 25, round: 3)),
            "Break over — 25-minute focus started")
        XCTAssertEqual(
            EndNotificationText.phaseBody(reading(.focus, minutes: 25, round: 3)), "Round 3 of 4")
        let waiting = reading(.shortBreak, minutes: 5, waiting: true)
        XCTAssertEqual(
            EndNotificationText.phaseTitle(waiting), "Focus done — 5-minute break is next")
        XCTAssertEqual(
            EndNotificationText.phaseBody(waiting), "Round 1 of 4. It starts when you press Start.")
        XCTAssertEqual(
            EndNotificationText.phaseTitle(reading(.focus, minutes: 25, round: 2, waiting: true)),
            "Break over — 25-minute focus is next")
    }

    func testALengthOfMinutesAndSecondsIsSaidAsSuch() {
        var odd = reading(.shortBreak, minutes: 0)
        odd.phaseLength = .seconds(90)
        XCTAssertEqual(EndNotificationText.phaseTitle(odd), "Focus done — 1 min 30 s break started")
        odd.phaseLength = .seconds(60)
        XCTAssertEqual(EndNotificationText.phaseTitle(odd), "Focus done — 1-minute break started")
        odd.phaseLength = .seconds(1)
        XCTAssertEqual(EndNotificationText.phaseTitle(odd), "Focus done — 1 s break started")
    }

    func testACountdownSaysWhatEndedAndWhatTimeItIs() throws {
        try SystemZone.with("Asia/Tokyo") {
            let target = try DateTargetTestSupport.instant("2027-01-01T09:30:00.000+09:00")
            XCTAssertEqual(
                EndNotificationText.countdownTitle(
                    label: "Launch", target: target, zone: .system, format: .twentyFourHour),
                "Launch — it is Friday, 1 January 2027 at 09:30 JST")
            XCTAssertEqual(
                EndNotificationText.countdownTitle(
                    label: "", target: target, zone: .system, format: .twentyFourHour),
                "Countdown over — it is Friday, 1 January 2027 at 09:30 JST")
        }
        XCTAssertEqual(
            EndNotificationText.countdownBody(whileAway: false), "The countdown has ended.")
        XCTAssertEqual(
            EndNotificationText.countdownBody(whileAway: true),
            "The countdown ended while Sandglass was not running.")
        XCTAssertEqual(EndNotificationText.countdownShortTitle(label: "Launch"), "Launch has come")
        XCTAssertEqual(EndNotificationText.countdownShortTitle(label: ""), "The date has come")
    }

    private func readingAfterFocus(_ cycle: Pomodoro) -> PomodoroReading? {
        let reading = cycle.reading(at: Instant(nanoseconds: 0) + .seconds(25 * 60 + 1))
        return reading.phase == .shortBreak ? reading : nil
    }

    /// A reading at the start of `phase`, `minutes` long, in a set of four.
    private func reading(
        _ phase: PomodoroPhase, minutes: Int64, round: Int = 1, waiting: Bool = false
    ) -> PomodoroReading {
        PomodoroReading(
            state: waiting ? .paused : .running, isWaiting: waiting, phase: phase, round: round,
            rounds: 4,
            remaining: .seconds(minutes * 60), phaseLength: .seconds(minutes * 60),
            elapsedFraction: 0,
            displayedSeconds: minutes * 60, phaseIndex: 1, completedFocusInCycle: round)
    }
}
