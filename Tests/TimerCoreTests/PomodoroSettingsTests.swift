import Foundation
import TimerCore
import XCTest

/// `PomodoroSettings` and `PomodoroPhase`: defaults, lengths and what counts as valid.
final class PomodoroSettingsTests: XCTestCase {
    func testStandardSettingsAre25_5_15WithALongBreakEvery4() {
        let settings = PomodoroSettings.standard
        XCTAssertEqual(settings.focus, .seconds(25 * 60))
        XCTAssertEqual(settings.shortBreak, .seconds(5 * 60))
        XCTAssertEqual(settings.longBreak, .seconds(15 * 60))
        XCTAssertEqual(settings.rounds, 4)
        XCTAssertTrue(settings.autoStart)
        XCTAssertEqual(settings, PomodoroSettings())
        XCTAssertTrue(settings.isValid)
    }

    func testLengthOfEachPhase() {
        let settings = PomodoroSettings(
            focus: .seconds(50 * 60), shortBreak: .seconds(10 * 60), longBreak: .seconds(30 * 60))
        XCTAssertEqual(settings.length(of: .focus), .seconds(3_000))
        XCTAssertEqual(settings.length(of: .shortBreak), .seconds(600))
        XCTAssertEqual(settings.length(of: .longBreak), .seconds(1_800))
    }

    func testLimits() {
        XCTAssertEqual(PomodoroSettings.maximumLength, .seconds(99 * 3600 + 59 * 60 + 59))
        XCTAssertEqual(PomodoroSettings.maximumLength, CountdownTimer.maximumDuration)
        XCTAssertEqual(PomodoroSettings.roundsRange, 1...99)
    }

    func testValidity() {
        let max = PomodoroSettings.maximumLength
        let valid = [
            PomodoroSettings(
                focus: .seconds(1), shortBreak: .seconds(1), longBreak: .seconds(1), rounds: 1),
            PomodoroSettings(
                focus: max, shortBreak: max, longBreak: max, rounds: 99, autoStart: false),
        ]
        for settings in valid { XCTAssertTrue(settings.isValid, "\(settings)") }
        let invalid = [
            PomodoroSettings(focus: .zero),
            PomodoroSettings(focus: .milliseconds(999)),
            PomodoroSettings(shortBreak: .seconds(-300)),
            PomodoroSettings(longBreak: max + .nanoseconds(1)),
            PomodoroSettings(rounds: 0),
            PomodoroSettings(rounds: 100),
            PomodoroSettings(rounds: -4),
        ]
        for settings in invalid { XCTAssertFalse(settings.isValid, "\(settings)") }
    }

    func testAPomodoroNeverHoldsInvalidSettings() {
        XCTAssertEqual(Pomodoro(settings: PomodoroSettings(rounds: 0)).settings, .standard)
        XCTAssertEqual(Pomodoro().settings, .standard)
    }

    func testPhaseTitlesAndRawValues() {
        XCTAssertEqual(PomodoroPhase.allCases, [.focus, .shortBreak, .longBreak])
        XCTAssertEqual(PomodoroPhase.allCases.map(\.title), ["Focus", "Short break", "Long break"])
        XCTAssertEqual(
            PomodoroPhase.allCases.map(\.rawValue), ["focus", "short_break", "long_break"])
        XCTAssertEqual(PomodoroState.paused.rawValue, "paused")
    }

    func testSettingsRoundTripThroughJSON() throws {
        let settings = PomodoroSettings(
            focus: .milliseconds(1_234_567), rounds: 7, autoStart: false)
        let data = try JSONEncoder().encode(settings)
        XCTAssertEqual(try JSONDecoder().decode(PomodoroSettings.self, from: data), settings)
    }
}
