import FoundationEssentials
import XCTest
@testable import TimerCore

/// The words of a notification at an end.
final class EndNotificationTextTests: XCTestCase {
    func testATimerSaysWhatEndedAndWhen() {
        XCTAssertEqual(EndNotificationText.timerTitle(label: "Tea"), "Time’s up: Tea")
        XCTAssertEqual(EndNotificationText.timerTitle(label: ""), "Time’s up")
        let end = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC
        let utc = LocalZone.foundation(TimeZone(secondsFromGMT: 0) ?? .gmt)
        let body = EndNotificationText.timerBody(duration: .seconds(180), ended: end, now: end + 2, zone: utc)
        XCTAssertTrue(body.hasPrefix("The 3 min timer ended at "), body)
        XCTAssertTrue(body.contains("8:00:00"), body)
    }

    func testAPhaseEndSaysWhatEndedAndWhatComesNext() throws {
        var cycle = Pomodoro()
        cycle.start(at: Instant(nanoseconds: 0))
        let shortBreak = try XCTUnwrap(readingAfterFocus(cycle))
        XCTAssertEqual(EndNotificationText.phaseTitle(shortBreak), "Focus done — 5 min break")
        XCTAssertEqual(EndNotificationText.phaseBody(shortBreak), "It has begun.")
    }

    private func readingAfterFocus(_ cycle: Pomodoro) -> PomodoroReading? {
        let reading = cycle.reading(at: Instant(nanoseconds: 0) + .seconds(25 * 60 + 1))
        return reading.phase == .shortBreak ? reading : nil
    }
}
