import Foundation
import TimerCore
import XCTest

/// The phase sequence, rounding of the digits, wake-up instants and long gaps, all derived from (anchor, now, settings).
final class PomodoroScheduleTests: XCTestCase {
    let t0 = PomodoroFixture.t0

    func at(_ seconds: Int64) -> Instant { PomodoroFixture.at(seconds) }
    func at(ms: Int64) -> Instant { PomodoroFixture.at(ms: ms) }

    // MARK: - The default schedule

    /// One whole set (F S F S F S F L) and the start of the next, with the defaults 25/5/15 × 4.
    /// The count of completed focus phases starts again at 0 with the set after each long break.
    func testTheDefaultScheduleOverASetAndTheNext() {
        let pomodoro = PomodoroFixture.started()
        let expected:
            [(start: Int64, phase: PomodoroPhase, round: Int, length: Int64, completedBefore: Int)] =
                [
                    (0, .focus, 1, 1_500, 0),
                    (1_500, .shortBreak, 1, 300, 1),
                    (1_800, .focus, 2, 1_500, 1),
                    (3_300, .shortBreak, 2, 300, 2),
                    (3_600, .focus, 3, 1_500, 2),
                    (5_100, .shortBreak, 3, 300, 3),
                    (5_400, .focus, 4, 1_500, 3),
                    (6_900, .longBreak, 4, 900, 4),
                    (7_800, .focus, 1, 1_500, 0),
                    (9_300, .shortBreak, 1, 300, 1),
                    (9_600, .focus, 2, 1_500, 1),
                ]
        for (index, phase) in expected.enumerated() {
            let length = Duration.seconds(phase.length)
            // At its first instant, in the middle, and 1 ms before its end.
            for offset in [Duration.zero, length / 2, length - .milliseconds(1)] {
                let reading = pomodoro.reading(at: at(phase.start) + offset)
                assertReading(
                    reading, .running, phase.phase, round: phase.round, remaining: length - offset,
                    index: index,
                    completed: phase.completedBefore)
                XCTAssertEqual(reading.rounds, 4)
                XCTAssertEqual(reading.phaseLength, length)
                XCTAssertEqual(
                    pomodoro.nextPhaseEnd(after: at(phase.start) + offset),
                    at(phase.start + phase.length))
            }
        }
    }

    func testOneRoundPerSetAlternatesFocusAndLongBreak() {
        let pomodoro = PomodoroFixture.started(PomodoroFixture.small(rounds: 1))
        let phases = (0..<6).map { step -> PomodoroPhase in
            // Phase starts: 0, 4, 7, 11, 14, 18.
            let start = Int64(step / 2) * 7 + (step % 2 == 0 ? 0 : 4)
            let reading = pomodoro.reading(at: at(start))
            XCTAssertEqual(reading.round, 1)
            XCTAssertEqual(reading.phaseIndex, step)
            return reading.phase
        }
        XCTAssertEqual(phases, [.focus, .longBreak, .focus, .longBreak, .focus, .longBreak])
    }

    func testTheBiggestSetHasALongBreakOnlyAfterFocus99() {
        let pomodoro = PomodoroFixture.started(
            PomodoroSettings(
                focus: .seconds(2), shortBreak: .seconds(1), longBreak: .seconds(5), rounds: 99))
        // Focus 99 starts after 98 pairs of 3 s.
        let reading = pomodoro.reading(at: at(98 * 3 + 2))
        assertReading(
            reading, .running, .longBreak, round: 99, remaining: .seconds(5), index: 197,
            completed: 99)
        assertReading(
            pomodoro.reading(at: at(98 * 3 + 7)), .running, .focus, round: 1,
            remaining: .seconds(2), index: 198, completed: 0)
    }

    // MARK: - Rounding of the digits

    func testDisplayedSecondsRoundTheTimeLeftUp() {
        let pomodoro = PomodoroFixture.started()
        // The first focus ends at 1500 s.
        let cases: [(ms: Int64, left: Duration, shown: Int64)] = [
            (1_498_999, .milliseconds(1_001), 2),
            (1_499_000, .milliseconds(1_000), 1),
            (1_499_001, .milliseconds(999), 1),
        ]
        for (ms, left, shown) in cases {
            let reading = pomodoro.reading(at: at(ms: ms))
            XCTAssertEqual(reading.remaining, left, "\(ms)")
            XCTAssertEqual(reading.displayedSeconds, shown, "\(ms)")
            XCTAssertEqual(reading.phase, .focus)
        }
        XCTAssertEqual(pomodoro.reading(at: at(1_500) - .nanoseconds(1)).displayedSeconds, 1)
        // At the very end the next phase has begun, with its full length shown.
        let atEnd = pomodoro.reading(at: at(1_500))
        XCTAssertEqual(atEnd.phase, .shortBreak)
        XCTAssertEqual(atEnd.displayedSeconds, 300)
        XCTAssertEqual(atEnd.phaseIndex, 1)
        XCTAssertEqual(atEnd.elapsedFraction, 0)
        XCTAssertEqual(
            pomodoro.reading(at: at(1_500) - .nanoseconds(1)).elapsedFraction, 1, accuracy: 1e-9)
    }

    func testNextDisplayChange() {
        let pomodoro = PomodoroFixture.started()
        XCTAssertEqual(pomodoro.nextDisplayChange(after: t0), at(1))
        XCTAssertEqual(pomodoro.nextDisplayChange(after: at(ms: 200)), at(1))
        XCTAssertEqual(pomodoro.nextDisplayChange(after: at(1)), at(2))
        XCTAssertEqual(pomodoro.nextDisplayChange(after: at(ms: 1_498_999)), at(1_499))
        // In the last second the next change is the phase end itself.
        XCTAssertEqual(pomodoro.nextDisplayChange(after: at(1_499)), at(1_500))
        XCTAssertEqual(pomodoro.nextDisplayChange(after: at(ms: 1_499_500)), at(1_500))
        XCTAssertEqual(pomodoro.nextDisplayChange(after: at(1_500)), at(1_501))
        // Far on, the same arithmetic: 1 day + 0.25 s is 6 600.25 s into the 12th set.
        XCTAssertEqual(pomodoro.nextDisplayChange(after: at(ms: 86_400_250)), at(86_401))
        // Each change does change the digits, and nothing changes before it.
        var now = at(ms: 1_497_300)
        for _ in 0..<5 {
            guard let next = pomodoro.nextDisplayChange(after: now) else {
                return XCTFail("running")
            }
            XCTAssertGreaterThan(next, now)
            XCTAssertEqual(
                pomodoro.reading(at: next - .nanoseconds(1)).displayedSeconds,
                pomodoro.reading(at: now).displayedSeconds)
            XCTAssertNotEqual(pomodoro.reading(at: next), pomodoro.reading(at: now))
            now = next
        }
    }

    func testNextDisplayChangeWithAFractionalLength() {
        let pomodoro = PomodoroFixture.started(PomodoroSettings(focus: .milliseconds(1_500)))
        // 1.5 s shows "2" until 0.5 s in.
        XCTAssertEqual(pomodoro.reading(at: t0).displayedSeconds, 2)
        XCTAssertEqual(pomodoro.nextDisplayChange(after: t0), at(ms: 500))
        XCTAssertEqual(pomodoro.nextDisplayChange(after: at(ms: 500)), at(ms: 1_500))
    }

    func testNextPhaseEndWalksThroughThePhases() {
        let pomodoro = PomodoroFixture.started()
        var now = t0
        var ends: [Int64] = []
        for _ in 0..<9 {
            guard let end = pomodoro.nextPhaseEnd(after: now) else { return XCTFail("running") }
            ends.append((end - t0).components.seconds)
            XCTAssertNotEqual(
                pomodoro.reading(at: end).phaseIndex,
                pomodoro.reading(at: end - .nanoseconds(1)).phaseIndex)
            now = end
        }
        XCTAssertEqual(ends, [1_500, 1_800, 3_300, 3_600, 5_100, 5_400, 6_900, 7_800, 9_300])
    }

    // MARK: - Long gaps, derived arithmetically

    func testAGapOfThreeDaysWithAutoStart() {
        let pomodoro = PomodoroFixture.started()
        // 3 days = 33 sets of 7800 s + 1800 s; 17 s later is 17 s into the focus of round 2.
        let now = at(3 * 86_400 + 17)
        let reading = pomodoro.reading(at: now)
        assertReading(
            reading, .running, .focus, round: 2, remaining: .seconds(1_483), index: 33 * 8 + 2,
            completed: 1)
        XCTAssertEqual(pomodoro.nextPhaseEnd(after: now), now + .seconds(1_483))
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: now), 133)
        XCTAssertEqual(
            pomodoro.completedFocus(from: at(86_400), to: at(2 * 86_400)),
            completedBetween(86_400, 2 * 86_400))
    }

    func testAGapOfTenYears() {
        let pomodoro = PomodoroFixture.started()
        // 3650 days = 40 430 sets of 7800 s + 6000 s: 600 s into the fourth focus.
        let now = at(3_650 * 86_400)
        assertReading(
            pomodoro.reading(at: now), .running, .focus, round: 4, remaining: .seconds(900),
            index: 40_430 * 8 + 6,
            completed: 3)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: now), 40_430 * 4 + 3)
        XCTAssertEqual(pomodoro.nextDisplayChange(after: now + .milliseconds(1)), now + .seconds(1))
    }

    /// A century of one-second phases: 3.15 billion phases, which no tick-by-tick replay could finish.
    func testAHundredYearsOfOneSecondPhases() {
        let one = Duration.seconds(1)
        let pomodoro = PomodoroFixture.started(
            PomodoroSettings(focus: one, shortBreak: one, longBreak: one, rounds: 4))
        let sets: Int64 = 36_500 * 86_400 / 8
        let now = at(36_500 * 86_400) + .milliseconds(3_500)
        assertReading(
            pomodoro.reading(at: now), .running, .shortBreak, round: 2,
            remaining: .milliseconds(500),
            index: Int(sets * 8 + 3), completed: 2)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: now), Int(sets * 4 + 2))
        // A sub-range far away: each set of 8 s completes 4 focus phases.
        XCTAssertEqual(
            pomodoro.completedFocus(
                from: now - .milliseconds(3_500) - .seconds(800), to: now - .milliseconds(3_500)),
            400)
    }

    func testTheEndOfTheClockDoesNotTrap() {
        let pomodoro = PomodoroFixture.started(
            PomodoroSettings(focus: .seconds(1), shortBreak: .seconds(1), longBreak: .seconds(1)))
        let reading = pomodoro.reading(at: Instant(nanoseconds: .max))
        XCTAssertEqual(reading.state, .running)
        XCTAssertGreaterThan(reading.phaseIndex, 0)
        XCTAssertGreaterThan(
            pomodoro.completedFocus(
                from: Instant(nanoseconds: .min), to: Instant(nanoseconds: .max)), 0)
    }

    func testAutoStartOffWaitsAfterAnyGap() {
        let pomodoro = PomodoroFixture.started(PomodoroSettings(autoStart: false))
        assertReading(
            pomodoro.reading(at: at(3_650 * 86_400)), .paused, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1,
            completed: 1, waiting: true)
    }

    // MARK: - Against a step-by-step reference

    /// Odd lengths, a pause and a resume: every 50 ms over three sets of 14 s, the arithmetic agrees with stepping.
    func testAgreesWithASteppingReference() {
        let settings = PomodoroSettings(
            focus: .milliseconds(2_500), shortBreak: .milliseconds(1_250), longBreak: .seconds(4),
            rounds: 3)
        var pomodoro = PomodoroFixture.started(settings)
        XCTAssertTrue(pomodoro.pause(at: at(ms: 1_700)))
        let resumedAt = at(10)
        XCTAssertTrue(pomodoro.resume(at: resumedAt))
        for step in Int64(0)..<(3 * 14_000 / 50) {
            let elapsed = step * 50
            let reading = pomodoro.reading(at: resumedAt + .milliseconds(elapsed))
            let expected = Self.stepped(settings, elapsedMs: 1_700 + elapsed)
            XCTAssertEqual(reading.phaseIndex, expected.index, "\(elapsed)")
            XCTAssertEqual(reading.phase, expected.phase, "\(elapsed)")
            XCTAssertEqual(reading.round, expected.round, "\(elapsed)")
            XCTAssertEqual(reading.remaining, .milliseconds(expected.remainingMs), "\(elapsed)")
            XCTAssertEqual(reading.completedFocusInCycle, expected.completedInSet, "\(elapsed)")
            XCTAssertEqual(
                pomodoro.completedFocus(
                    from: t0, to: resumedAt + .milliseconds(elapsed) + .nanoseconds(1)),
                expected.completed)
        }
    }

    /// Where a cycle is after `elapsedMs` of running, found by walking phase by phase.
    static func stepped(_ settings: PomodoroSettings, elapsedMs: Int64)
        -> (
            index: Int, phase: PomodoroPhase, round: Int, remainingMs: Int64, completed: Int,
            completedInSet: Int
        )
    {
        var index = 0
        var left = elapsedMs
        var completed = 0
        var completedInSet = 0
        func phase(_ index: Int) -> PomodoroPhase {
            let k = index % (2 * settings.rounds)
            return k % 2 == 0 ? .focus : (k == 2 * settings.rounds - 1 ? .longBreak : .shortBreak)
        }
        while left >= settings.length(of: phase(index)).totalMilliseconds {
            left -= settings.length(of: phase(index)).totalMilliseconds
            if phase(index) == .focus {
                completed += 1
                completedInSet += 1
            }
            // The long break ran out: a new set of rounds counts from 0.
            if phase(index) == .longBreak { completedInSet = 0 }
            index += 1
        }
        let remaining = settings.length(of: phase(index)).totalMilliseconds - left
        return (
            index, phase(index), index % (2 * settings.rounds) / 2 + 1, remaining, completed,
            completedInSet
        )
    }

    /// Default-schedule focus ends from `t0` counted by walking, in [from, to) seconds.
    private func completedBetween(_ from: Int64, _ to: Int64) -> Int {
        var count = 0
        var setStart: Int64 = 0
        while setStart < to {
            for focusEnd in [1_500, 3_300, 5_100, 6_900] as [Int64]
            where (from..<to).contains(setStart + focusEnd) {
                count += 1
            }
            setStart += 7_800
        }
        return count
    }
}
