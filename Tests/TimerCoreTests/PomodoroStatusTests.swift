import Foundation
import XCTest

@testable import TimerCore

/// `PomodoroStatus`: fields and the exact JSON of `sandglass status --json`.
final class PomodoroStatusTests: XCTestCase {
    let t0 = PomodoroFixture.t0

    func testIdleStatusJSON() {
        let status = PomodoroStatus(
            pomodoro: Pomodoro(), now: t0, startOfToday: t0 - .seconds(3_600))
        XCTAssertEqual(
            status,
            PomodoroStatus(
                state: .idle, phase: .focus, round: 1, rounds: 4, remainingMs: 1_500_000,
                completedFocus: 0,
                completedFocusCycle: 0, phaseMs: 1_500_000))
        XCTAssertEqual(
            status.json(),
            #"{"state":"idle","phase":"focus","round":1,"rounds":4,"remaining_ms":1500000,"ends_at_ms":null,"phase_ms":1500000,"completed_focus":0,"completed_focus_cycle":0,"ringing":false,"away":null}"#
        )
    }

    func testRunningStatusJSONRoundsTheTimeLeftTowardZero() {
        let pomodoro = PomodoroFixture.started()
        // 1600.0004 s: 100.0004 s into the first short break, 199.9996 s left.
        let now = t0 + .nanoseconds(1_600_000_400_000)
        let status = PomodoroStatus(pomodoro: pomodoro, now: now, startOfToday: t0 - .seconds(60))
        XCTAssertEqual(
            status.json(),
            #"{"state":"running","phase":"short_break","round":1,"rounds":4,"remaining_ms":199999,"ends_at_ms":null,"phase_ms":300000,"completed_focus":1,"completed_focus_cycle":1,"ringing":false,"away":null}"#
        )
    }

    func testWaitingReadsAsPausedAndTodayCanDifferFromTheCycle() {
        let pomodoro = PomodoroFixture.started(PomodoroFixture.small(rounds: 3, autoStart: false))
        // Waiting at the short break from 4 s on; today began after that focus ended.
        let status = PomodoroStatus(
            pomodoro: pomodoro, now: t0 + .seconds(60), startOfToday: t0 + .seconds(30))
        XCTAssertEqual(
            status.json(),
            #"{"state":"paused","phase":"short_break","round":1,"rounds":3,"remaining_ms":1000,"ends_at_ms":null,"phase_ms":1000,"completed_focus":0,"completed_focus_cycle":1,"ringing":false,"away":null}"#
        )
    }

    func testLongBreakStatus() {
        let pomodoro = PomodoroFixture.started()
        let status = PomodoroStatus(pomodoro: pomodoro, now: t0 + .seconds(7_000), startOfToday: t0)
        XCTAssertEqual(status.phase, .longBreak)
        XCTAssertEqual(status.round, 4)
        XCTAssertEqual(status.remainingMs, 800_000)
        XCTAssertEqual(status.completedFocus, 4)
        XCTAssertEqual(status.completedFocusCycle, 4)
    }

    func testStatusCodableUsesTheSameKeys() throws {
        let status = PomodoroStatus(
            state: .running, phase: .longBreak, round: 4, rounds: 4, remainingMs: 12,
            completedFocus: 5, completedFocusCycle: 4)
        let data = try JSONEncoder().encode(status)
        XCTAssertEqual(try JSONDecoder().decode(PomodoroStatus.self, from: data), status)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let written = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(status.json(atMs: 1_000).utf8))
                as? [String: Any])
        XCTAssertEqual(
            Set(object.keys), Set(written.keys), "any encoder writes the keys the status writes")
        XCTAssertEqual(
            Set(object.keys),
            [
                "state", "phase", "round", "rounds", "remaining_ms", "ends_at_ms", "phase_ms",
                "completed_focus", "completed_focus_cycle", "ringing", "away",
            ])
        let fromJSON = try JSONDecoder().decode(PomodoroStatus.self, from: Data(status.json().utf8))
        XCTAssertEqual(fromJSON, status)
    }
}
