import Foundation
import TimerCore
import XCTest

/// Every transition of `Pomodoro`, allowed and refused.
final class PomodoroTransitionTests: XCTestCase {
    let t0 = PomodoroFixture.t0
    let focus: Duration = .seconds(1_500)

    func at(_ seconds: Int64) -> Instant { PomodoroFixture.at(seconds) }

    // MARK: - Fixtures in each state

    func running() -> Pomodoro { PomodoroFixture.started() }

    /// Started at t0, paused 10 minutes into the first focus.
    func paused() -> Pomodoro {
        var pomodoro = running()
        XCTAssertTrue(pomodoro.pause(at: at(600)))
        return pomodoro
    }

    /// Auto-start off, started at t0: from 1500 s on it waits at the start of the first short break.
    func waiting() -> Pomodoro {
        PomodoroFixture.started(PomodoroSettings(autoStart: false))
    }

    // MARK: - Idle

    func testIdleReading() {
        let pomodoro = Pomodoro()
        XCTAssertEqual(pomodoro.state, .idle)
        let reading = pomodoro.reading(at: t0)
        assertReading(reading, .idle, .focus, round: 1, remaining: focus, index: 0, completed: 0)
        XCTAssertEqual(reading.rounds, 4)
        XCTAssertEqual(reading.phaseLength, focus)
        XCTAssertEqual(reading.elapsedFraction, 0)
        XCTAssertEqual(reading.displayedSeconds, 1_500)
        // Time passing changes nothing.
        XCTAssertEqual(pomodoro.reading(at: at(100_000)), reading)
        XCTAssertNil(pomodoro.nextDisplayChange(after: t0))
        XCTAssertNil(pomodoro.nextPhaseEnd(after: t0))
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(1_000_000)), 0)
    }

    func testIdleRefusesPauseResumeSkipAndStop() {
        assertRefused(Pomodoro()) { $0.pause(at: self.t0) }
        assertRefused(Pomodoro()) { $0.resume(at: self.t0) }
        assertRefused(Pomodoro()) { $0.skip(at: self.t0) }
        assertRefused(Pomodoro()) { $0.stop(at: self.t0) }
    }

    // MARK: - Start

    func testStartBeginsTheFocusOfRound1() {
        var pomodoro = Pomodoro()
        XCTAssertTrue(pomodoro.start(at: t0))
        XCTAssertEqual(pomodoro.state, .running)
        assertReading(
            pomodoro.reading(at: t0), .running, .focus, round: 1, remaining: focus, index: 0,
            completed: 0)
        let later = pomodoro.reading(at: t0 + .milliseconds(375_250))
        assertReading(
            later, .running, .focus, round: 1, remaining: .milliseconds(1_124_750), index: 0,
            completed: 0)
        XCTAssertEqual(later.elapsedFraction, 375.25 / 1_500, accuracy: 1e-12)
        XCTAssertEqual(later.displayedSeconds, 1_125)
    }

    func testStartIsRefusedWhileRunning() {
        assertRefused(running()) { $0.start(at: self.at(10)) }
        // Also in a later phase, found arithmetically.
        assertRefused(running()) { $0.start(at: self.at(100_000)) }
    }

    // MARK: - Pause and resume

    func testPauseHoldsThePhaseAndTheTimeLeft() {
        let pomodoro = paused()
        XCTAssertEqual(pomodoro.state, .paused)
        let reading = pomodoro.reading(at: at(600))
        assertReading(
            reading, .paused, .focus, round: 1, remaining: .seconds(900), index: 0, completed: 0)
        XCTAssertEqual(pomodoro.reading(at: at(50_000)), reading)
        XCTAssertNil(pomodoro.nextDisplayChange(after: at(600)))
        XCTAssertNil(pomodoro.nextPhaseEnd(after: at(600)))
    }

    func testResumeContinuesWhereItWasPaused() {
        var pomodoro = paused()
        XCTAssertTrue(pomodoro.resume(at: at(10_000)))
        assertReading(
            pomodoro.reading(at: at(10_000)), .running, .focus, round: 1, remaining: .seconds(900),
            index: 0, completed: 0)
        // The pause is left out: the focus ends 900 s after the resume.
        XCTAssertEqual(pomodoro.nextPhaseEnd(after: at(10_000)), at(10_900))
        assertReading(
            pomodoro.reading(at: at(10_900)), .running, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1, completed: 1)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(10_900)), 0)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(10_901)), 1)
    }

    func testPausingInALaterPhaseKeepsThatPhase() {
        var pomodoro = running()
        // 3400 s: the second short break, 100 s in.
        XCTAssertTrue(pomodoro.pause(at: at(3_400)))
        assertReading(
            pomodoro.reading(at: at(9_999)), .paused, .shortBreak, round: 2,
            remaining: .seconds(200), index: 3, completed: 2)
        XCTAssertTrue(pomodoro.resume(at: at(9_999)))
        assertReading(
            pomodoro.reading(at: at(10_199)), .running, .focus, round: 3,
            remaining: .seconds(1_500), index: 4, completed: 2)
        // Focus phases ran out at 1500 and 3300, then (after the resume) at 11 699.
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(12_000)), 3)
    }

    func testStartResumesAPausedCycleToo() {
        var pomodoro = paused()
        XCTAssertTrue(pomodoro.start(at: at(700)))
        assertReading(
            pomodoro.reading(at: at(700)), .running, .focus, round: 1, remaining: .seconds(900),
            index: 0, completed: 0)
    }

    func testPauseAndResumeRefusals() {
        assertRefused(paused()) { $0.pause(at: self.at(700)) }
        assertRefused(running()) { $0.resume(at: self.at(700)) }
        assertRefused(waiting()) { $0.pause(at: self.at(2_000)) }
    }

    func testToggleGoesRoundTheCycle() {
        var pomodoro = Pomodoro()
        XCTAssertTrue(pomodoro.toggle(at: t0))
        XCTAssertEqual(pomodoro.reading(at: t0).state, .running)
        XCTAssertTrue(pomodoro.toggle(at: at(100)))
        assertReading(
            pomodoro.reading(at: at(100)), .paused, .focus, round: 1, remaining: .seconds(1_400),
            index: 0, completed: 0)
        XCTAssertTrue(pomodoro.toggle(at: at(200)))
        assertReading(
            pomodoro.reading(at: at(300)), .running, .focus, round: 1, remaining: .seconds(1_300),
            index: 0, completed: 0)
    }

    func testPauseExactlyAtAPhaseEndHoldsTheNextPhaseAtItsStart() {
        var pomodoro = running()
        XCTAssertTrue(pomodoro.pause(at: at(1_500)))
        assertReading(
            pomodoro.reading(at: at(1_600)), .paused, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1, completed: 1)
        XCTAssertEqual(pomodoro.completedFocus(from: at(1_500), to: at(1_501)), 1)
    }

    // MARK: - Skip

    func testSkipWhileRunningStartsTheNextPhaseAndDoesNotCountTheFocus() {
        var pomodoro = running()
        XCTAssertTrue(pomodoro.skip(at: at(600)))
        XCTAssertEqual(pomodoro.state, .running)
        assertReading(
            pomodoro.reading(at: at(600)), .running, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1, completed: 0)
        XCTAssertEqual(pomodoro.nextPhaseEnd(after: at(600)), at(900))
        // The next focus runs out normally and does count.
        assertReading(
            pomodoro.reading(at: at(2_400)), .running, .shortBreak, round: 2,
            remaining: .seconds(300), index: 3, completed: 1)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(2_401)), 1)
    }

    func testSkippingABreakCountsNothing() {
        var pomodoro = running()
        XCTAssertTrue(pomodoro.skip(at: at(1_600)))
        assertReading(
            pomodoro.reading(at: at(1_600)), .running, .focus, round: 2, remaining: .seconds(1_500),
            index: 2, completed: 1)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(1_601)), 1)
    }

    func testSkipWhilePausedStaysPausedAtTheNextPhasesStart() {
        var pomodoro = paused()
        XCTAssertTrue(pomodoro.skip(at: at(5_000)))
        assertReading(
            pomodoro.reading(at: at(9_000)), .paused, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1, completed: 0)
        XCTAssertTrue(pomodoro.skip(at: at(9_000)))
        assertReading(
            pomodoro.reading(at: at(9_000)), .paused, .focus, round: 2, remaining: .seconds(1_500),
            index: 2, completed: 0)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(100_000)), 0)
    }

    func testSkippingTheLastFocusOfASetGoesToTheLongBreak() {
        var pomodoro = running()
        // 5400 s: the fourth focus begins.
        XCTAssertTrue(pomodoro.skip(at: at(5_500)))
        assertReading(
            pomodoro.reading(at: at(5_500)), .running, .longBreak, round: 4,
            remaining: .seconds(900), index: 7, completed: 3)
        XCTAssertTrue(pomodoro.skip(at: at(5_600)))
        assertReading(
            pomodoro.reading(at: at(5_600)), .running, .focus, round: 1, remaining: .seconds(1_500),
            index: 8, completed: 0)
    }

    // MARK: - Stop

    func testStopReturnsToIdleAndKeepsTheDaysCount() {
        var pomodoro = running()
        // 3400 s: two focus phases done.
        XCTAssertTrue(pomodoro.stop(at: at(3_400)))
        XCTAssertEqual(pomodoro.state, .idle)
        assertReading(
            pomodoro.reading(at: at(3_400)), .idle, .focus, round: 1, remaining: focus, index: 0,
            completed: 0)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(100_000)), 2)
        XCTAssertEqual(pomodoro.completedFocus(from: at(1_501), to: at(100_000)), 1)

        // A new cycle starts from round 1; the day's count goes on.
        XCTAssertTrue(pomodoro.start(at: at(4_000)))
        assertReading(
            pomodoro.reading(at: at(5_600)), .running, .shortBreak, round: 1,
            remaining: .seconds(200), index: 1, completed: 1)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(5_600)), 3)
    }

    func testStopWhilePausedOrWaiting() {
        var paused = paused()
        XCTAssertTrue(paused.stop(at: at(700)))
        XCTAssertEqual(paused.reading(at: at(700)).state, .idle)

        var waiting = waiting()
        XCTAssertTrue(waiting.stop(at: at(4_000)))
        XCTAssertEqual(waiting.state, .idle)
        XCTAssertEqual(waiting.completedFocus(from: t0, to: at(100_000)), 1)
        assertRefused(waiting) { $0.stop(at: self.at(4_001)) }
    }

    // MARK: - Auto-start off

    func testWithAutoStartOffTheCycleWaitsAtTheNextPhase() {
        var pomodoro = waiting()
        assertReading(
            pomodoro.reading(at: at(1_499)), .running, .focus, round: 1, remaining: .seconds(1),
            index: 0, completed: 0)
        XCTAssertEqual(pomodoro.nextPhaseEnd(after: at(1_499)), at(1_500))
        // From the phase end on, derived: waiting at the start of the short break, however long.
        for seconds: Int64 in [1_500, 1_800, 100_000] {
            assertReading(
                pomodoro.reading(at: at(seconds)), .paused, .shortBreak, round: 1,
                remaining: .seconds(300), index: 1,
                completed: 1, waiting: true)
            XCTAssertNil(pomodoro.nextPhaseEnd(after: at(seconds)))
            XCTAssertNil(pomodoro.nextDisplayChange(after: at(seconds)))
        }
        XCTAssertEqual(pomodoro.reading(at: at(2_000)).elapsedFraction, 0)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(100_000)), 1)

        // Resume begins the short break; it ends 300 s later and waits again at the focus.
        XCTAssertTrue(pomodoro.resume(at: at(5_000)))
        assertReading(
            pomodoro.reading(at: at(5_000)), .running, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1, completed: 1)
        assertReading(
            pomodoro.reading(at: at(5_300)), .paused, .focus, round: 2, remaining: .seconds(1_500),
            index: 2, completed: 1,
            waiting: true)
        // Start and toggle begin a waiting phase as well.
        var started = pomodoro
        XCTAssertTrue(started.start(at: at(6_000)))
        assertReading(
            started.reading(at: at(6_100)), .running, .focus, round: 2, remaining: .seconds(1_400),
            index: 2, completed: 1)
        XCTAssertTrue(pomodoro.toggle(at: at(6_000)))
        XCTAssertEqual(pomodoro.reading(at: at(6_100)), started.reading(at: at(6_100)))
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(100_000)), 2)
    }

    func testWithAutoStartOffAPauseMidPhaseIsNotWaiting() {
        var pomodoro = waiting()
        XCTAssertTrue(pomodoro.pause(at: at(100)))
        XCTAssertFalse(pomodoro.reading(at: at(200)).isWaiting)
        XCTAssertTrue(pomodoro.resume(at: at(200)))
        // The resumed phase still stops at its end.
        assertReading(
            pomodoro.reading(at: at(1_600)), .paused, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1, completed: 1,
            waiting: true)
    }

    func testSkipWhileWaitingKeepsWaiting() {
        var pomodoro = waiting()
        XCTAssertTrue(pomodoro.skip(at: at(2_000)))
        assertReading(
            pomodoro.reading(at: at(3_000)), .paused, .focus, round: 2, remaining: .seconds(1_500),
            index: 2, completed: 1,
            waiting: true)
        XCTAssertTrue(pomodoro.resume(at: at(3_000)))
        XCTAssertEqual(pomodoro.reading(at: at(3_000)).state, .running)
    }

    func testSkipWithAutoStartOffRunsTheNextPhase() {
        var pomodoro = waiting()
        XCTAssertTrue(pomodoro.skip(at: at(100)))
        assertReading(
            pomodoro.reading(at: at(200)), .running, .shortBreak, round: 1,
            remaining: .seconds(200), index: 1, completed: 0)
    }

    // MARK: - Changing the settings

    func testChangingSettingsWhileIdleAppliesToTheNextStart() {
        var pomodoro = Pomodoro()
        let settings = PomodoroFixture.small()
        XCTAssertTrue(pomodoro.changeSettings(settings, at: t0))
        XCTAssertEqual(pomodoro.settings, settings)
        XCTAssertEqual(pomodoro.reading(at: t0).remaining, .seconds(4))
        XCTAssertTrue(pomodoro.start(at: t0))
        assertReading(
            pomodoro.reading(at: at(5)), .running, .focus, round: 2, remaining: .seconds(4),
            index: 2, completed: 1)
    }

    func testInvalidSettingsAreRefused() {
        let bad = [
            PomodoroSettings(focus: .zero),
            PomodoroSettings(shortBreak: .seconds(-5)),
            PomodoroSettings(longBreak: PomodoroSettings.maximumLength + .seconds(1)),
            PomodoroSettings(rounds: 0),
            PomodoroSettings(rounds: 100),
        ]
        for settings in bad {
            for model in [Pomodoro(), running(), paused(), waiting()] {
                assertRefused(model) { $0.changeSettings(settings, at: self.at(2_000)) }
            }
        }
    }

    func testLongerFocusMidPhaseKeepsTheTimeSpent() {
        var pomodoro = running()
        XCTAssertTrue(
            pomodoro.changeSettings(PomodoroSettings(focus: .seconds(3_000)), at: at(600)))
        assertReading(
            pomodoro.reading(at: at(600)), .running, .focus, round: 1, remaining: .seconds(2_400),
            index: 0, completed: 0)
        XCTAssertEqual(pomodoro.reading(at: at(600)).phaseLength, .seconds(3_000))
        XCTAssertEqual(pomodoro.reading(at: at(600)).elapsedFraction, 0.2, accuracy: 1e-12)
        XCTAssertEqual(pomodoro.nextPhaseEnd(after: at(600)), at(3_000))
        // The new lengths apply to the following phases too.
        assertReading(
            pomodoro.reading(at: at(3_300)), .running, .focus, round: 2, remaining: .seconds(3_000),
            index: 2, completed: 1)
    }

    func testShorterFocusMidPhaseKeepsRunningWhenTimeIsLeft() {
        var pomodoro = running()
        XCTAssertTrue(
            pomodoro.changeSettings(PomodoroSettings(focus: .seconds(1_200)), at: at(600)))
        assertReading(
            pomodoro.reading(at: at(600)), .running, .focus, round: 1, remaining: .seconds(600),
            index: 0, completed: 0)
    }

    func testAFocusShorterThanTheTimeSpentEndsNowAndCounts() {
        var pomodoro = running()
        XCTAssertTrue(pomodoro.changeSettings(PomodoroSettings(focus: .seconds(600)), at: at(700)))
        assertReading(
            pomodoro.reading(at: at(700)), .running, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1, completed: 1)
        XCTAssertEqual(pomodoro.completedFocus(from: at(700), to: at(701)), 1)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(700)), 0)
    }

    func testAFocusExactlyAsLongAsTheTimeSpentEndsNow() {
        var pomodoro = running()
        XCTAssertTrue(pomodoro.changeSettings(PomodoroSettings(focus: .seconds(700)), at: at(700)))
        XCTAssertEqual(pomodoro.reading(at: at(700)).phase, .shortBreak)
    }

    func testAnOverrunPhaseWithAutoStartOffWaits() {
        var pomodoro = running()
        XCTAssertTrue(
            pomodoro.changeSettings(
                PomodoroSettings(focus: .seconds(600), autoStart: false), at: at(700)))
        assertReading(
            pomodoro.reading(at: at(800)), .paused, .shortBreak, round: 1, remaining: .seconds(300),
            index: 1, completed: 1,
            waiting: true)
    }

    func testAnOverrunPausedPhaseStaysPausedAtTheNextStart() {
        var pomodoro = paused()
        XCTAssertTrue(pomodoro.changeSettings(PomodoroSettings(focus: .seconds(300)), at: at(900)))
        assertReading(
            pomodoro.reading(at: at(900)), .paused, .shortBreak, round: 1, remaining: .seconds(300),
            index: 1, completed: 1)
        XCTAssertEqual(pomodoro.completedFocus(from: at(900), to: at(901)), 1)
    }

    func testFewerRoundsCountOnlyTheFocusPhasesOfTheSetThePhaseFallsIn() {
        var pomodoro = running()
        // 5500 s: the fourth focus (index 6), three completed; with 2 rounds, index 6 is the second set's second focus.
        XCTAssertTrue(pomodoro.changeSettings(PomodoroSettings(rounds: 2), at: at(5_500)))
        assertReading(
            pomodoro.reading(at: at(5_500)), .running, .focus, round: 2, remaining: .seconds(1_400),
            index: 6, completed: 1)
    }

    func testFewerRoundsThatOnlyTrimTheCountLeaveTheRunningPhaseRunning() {
        var pomodoro = PomodoroFixture.started()
        // 4000 s: the third focus (index 4), two completed, 1100 s left; auto-start is turned off with the rounds.
        XCTAssertTrue(
            pomodoro.changeSettings(PomodoroSettings(rounds: 2, autoStart: false), at: at(4_000)))
        // With 2 rounds, index 4 is the first focus of the second set: its count is 0, and it runs on.
        assertReading(
            pomodoro.reading(at: at(4_000)), .running, .focus, round: 1, remaining: .seconds(1_100),
            index: 4, completed: 0)
    }

    func testFewerRoundsTurnAShortBreakIntoTheLongOne() {
        var pomodoro = running()
        // 5200 s: the third short break (index 5), 100 s in.
        XCTAssertTrue(pomodoro.changeSettings(PomodoroSettings(rounds: 3), at: at(5_200)))
        assertReading(
            pomodoro.reading(at: at(5_200)), .running, .longBreak, round: 3,
            remaining: .seconds(800), index: 5, completed: 3)
        XCTAssertEqual(pomodoro.reading(at: at(5_200)).rounds, 3)
        assertReading(
            pomodoro.reading(at: at(6_000)), .running, .focus, round: 1, remaining: .seconds(1_500),
            index: 6, completed: 0)
    }

    func testTurningAutoStartOffMidPhaseStopsAtThatPhasesEnd() {
        var pomodoro = running()
        XCTAssertTrue(pomodoro.changeSettings(PomodoroSettings(autoStart: false), at: at(1_000)))
        XCTAssertEqual(pomodoro.reading(at: at(1_499)).state, .running)
        assertReading(
            pomodoro.reading(at: at(1_500)), .paused, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1, completed: 1,
            waiting: true)
    }

    func testChangingSettingsWhileWaitingKeepsWaiting() {
        var pomodoro = waiting()
        XCTAssertTrue(
            pomodoro.changeSettings(
                PomodoroSettings(shortBreak: .seconds(60), autoStart: false), at: at(2_000)))
        XCTAssertEqual(pomodoro.state, .paused)
        assertReading(
            pomodoro.reading(at: at(2_000)), .paused, .shortBreak, round: 1,
            remaining: .seconds(60), index: 1, completed: 1,
            waiting: true)
        XCTAssertEqual(pomodoro.completedFocus(from: t0, to: at(100_000)), 1)
    }

    func testTheSameSettingsChangeNothing() {
        var pomodoro = running()
        let before = pomodoro
        XCTAssertTrue(pomodoro.changeSettings(.standard, at: at(700)))
        XCTAssertEqual(pomodoro, before)
    }

    // MARK: - Odd instants

    func testAnInstantBeforeTheAnchorReadsAsTheAnchor() {
        let pomodoro = running()
        XCTAssertEqual(pomodoro.reading(at: t0 - .seconds(5)), pomodoro.reading(at: t0))
        XCTAssertEqual(pomodoro.completedFocus(from: Instant(nanoseconds: .min), to: t0), 0)
    }

    // MARK: - Codable

    func testCodableRoundTrip() throws {
        var skipped = waiting()
        XCTAssertTrue(skipped.skip(at: at(2_000)))
        var stopped = running()
        XCTAssertTrue(stopped.stop(at: at(4_000)))
        for original in [Pomodoro(), running(), paused(), waiting(), skipped, stopped] {
            let data = try JSONEncoder().encode(original)
            XCTAssertEqual(try JSONDecoder().decode(Pomodoro.self, from: data), original)
        }
    }

    func testDecodingRefusesSettingsTheArithmeticCannotUse() throws {
        let runningJSON = try XCTUnwrap(
            String(data: JSONEncoder().encode(running()), encoding: .utf8))
        XCTAssertTrue(runningJSON.contains(#""rounds":4"#))
        let zeroRounds = runningJSON.replacingOccurrences(of: #""rounds":4"#, with: #""rounds":0"#)
        XCTAssertThrowsError(try JSONDecoder().decode(Pomodoro.self, from: Data(zeroRounds.utf8)))

        // A run in the history with a bad schedule, the settings being fine.
        var stopped = running()
        XCTAssertTrue(stopped.stop(at: at(4_000)))
        XCTAssertTrue(stopped.changeSettings(PomodoroSettings(rounds: 5), at: at(4_000)))
        let stoppedJSON = try XCTUnwrap(
            String(data: JSONEncoder().encode(stopped), encoding: .utf8))
        XCTAssertTrue(stoppedJSON.contains(#""rounds":4"#))
        let badRun = stoppedJSON.replacingOccurrences(of: #""rounds":4"#, with: #""rounds":0"#)
        XCTAssertThrowsError(try JSONDecoder().decode(Pomodoro.self, from: Data(badRun.utf8)))
    }
}
