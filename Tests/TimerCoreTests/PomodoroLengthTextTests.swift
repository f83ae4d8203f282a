import TimerCore
import XCTest

/// Phase lengths in the Pomodoro settings: written in minutes, read as minutes or as a duration.
final class PomodoroLengthTextTests: XCTestCase {
    func testWholeMinutesAreAPlainNumber() {
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: 1_500), "25")
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: 60), "1")
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: 0), "0")
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: 6_000), "100")
    }

    func testOtherLengthsHaveSeconds() {
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: 90), "1:30")
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: 65), "1:05")
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: 59), "0:59")
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: 3_601), "60:01")
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: -90), "-1:30")
        XCTAssertEqual(PomodoroLengthText.minutesText(seconds: -30), "-0:30")
    }

    func testABareNumberIsMinutes() {
        XCTAssertEqual(PomodoroLengthText.seconds(typed: "25"), 1_500)
        XCTAssertEqual(PomodoroLengthText.seconds(typed: " 5 "), 300)
        XCTAssertEqual(PomodoroLengthText.seconds(typed: "0"), 0)
    }

    func testAnythingElseIsADuration() {
        XCTAssertEqual(PomodoroLengthText.seconds(typed: "1:30"), 90)
        XCTAssertEqual(PomodoroLengthText.seconds(typed: "90s"), 90)
        XCTAssertEqual(PomodoroLengthText.seconds(typed: "1h"), 3_600)
        XCTAssertEqual(PomodoroLengthText.seconds(typed: "1h 30m"), 5_400)
    }

    func testWhatIsNeitherIsNil() {
        XCTAssertNil(PomodoroLengthText.seconds(typed: ""))
        XCTAssertNil(PomodoroLengthText.seconds(typed: "abc"))
        XCTAssertNil(PomodoroLengthText.seconds(typed: "1.5"))
        XCTAssertNil(PomodoroLengthText.seconds(typed: "1:99"))
        // Too many minutes to count in seconds: refused, not a trap.
        XCTAssertNil(PomodoroLengthText.seconds(typed: "999999999999999999"))
    }

    func testTheTextReadsBack() {
        for seconds: Int64 in [60, 90, 300, 1_500, 1_505, 5_999] {
            XCTAssertEqual(
                PomodoroLengthText.seconds(typed: PomodoroLengthText.minutesText(seconds: seconds)),
                seconds)
        }
    }
}

/// The lengths' captions name the unit their fields are written in.
final class PomodoroLengthUnitTests: XCTestCase {
    func testMinutesUntilALengthHasSeconds() {
        XCTAssertEqual(PomodoroLengthText.unit(of: [1_500, 300, 900]), "min")
        XCTAssertEqual(
            PomodoroLengthText.unit(of: [90, 300, 900]), "m:ss", "--focus 90s shows 1:30")
        XCTAssertEqual(
            PomodoroLengthText.unit(of: [1_500, 5, 900]), "m:ss", "--short-break 5s shows 0:05")
        XCTAssertEqual(PomodoroLengthText.text(seconds: 900, unit: "min"), "15")
        XCTAssertEqual(PomodoroLengthText.text(seconds: 900, unit: "m:ss"), "15:00")
        XCTAssertEqual(PomodoroLengthText.text(seconds: 5, unit: "m:ss"), "0:05")
    }
}
