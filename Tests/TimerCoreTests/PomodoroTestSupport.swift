import TimerCore
import XCTest

/// Shared fixtures for the Pomodoro tests: the default schedule's phase boundaries and a checker.
enum PomodoroFixture {
    /// A fixed origin on the duration clock.
    static let t0 = TestSupport.t0

    /// The instant `seconds` after `t0`.
    static func at(_ seconds: Int64) -> Instant {
        t0 + .seconds(seconds)
    }

    /// The instant `milliseconds` after `t0`.
    static func at(ms milliseconds: Int64) -> Instant {
        t0 + .milliseconds(milliseconds)
    }

    /// A cycle with `settings`, started at `t0`.
    static func started(_ settings: PomodoroSettings = .standard) -> Pomodoro {
        var pomodoro = Pomodoro(settings: settings)
        XCTAssertTrue(pomodoro.start(at: t0))
        return pomodoro
    }

    /// Settings with short whole-second lengths, easy to reason about.
    static func small(
        focus: Int64 = 4, shortBreak: Int64 = 1, longBreak: Int64 = 3, rounds: Int = 2,
        autoStart: Bool = true
    )
        -> PomodoroSettings
    {
        PomodoroSettings(
            focus: .seconds(focus), shortBreak: .seconds(shortBreak),
            longBreak: .seconds(longBreak), rounds: rounds,
            autoStart: autoStart)
    }
}

/// Checks the main fields of `reading`.
func assertReading(
    _ reading: PomodoroReading, _ state: PomodoroState, _ phase: PomodoroPhase, round: Int,
    remaining: Duration,
    index: Int, completed: Int, waiting: Bool = false, file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(reading.state, state, "state", file: file, line: line)
    XCTAssertEqual(reading.phase, phase, "phase", file: file, line: line)
    XCTAssertEqual(reading.round, round, "round", file: file, line: line)
    XCTAssertEqual(reading.remaining, remaining, "remaining", file: file, line: line)
    XCTAssertEqual(reading.phaseIndex, index, "phaseIndex", file: file, line: line)
    XCTAssertEqual(
        reading.completedFocusInCycle, completed, "completedFocusInCycle", file: file, line: line)
    XCTAssertEqual(reading.isWaiting, waiting, "isWaiting", file: file, line: line)
}
