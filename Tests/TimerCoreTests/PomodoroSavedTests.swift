import Foundation
import TimerCore
import XCTest

/// `SavedPomodoro`: round trips, restarts and reboots that crossed phase ends, and refusal of nonsense.
final class PomodoroSavedTests: XCTestCase {
    private let wall = Date(timeIntervalSince1970: 1_800_000_000)

    /// The boot clock at `seconds`, the wall clock `wallOffset` seconds after `wall`.
    private func reading(boot seconds: Int64, wallOffset: TimeInterval = 0) -> ClockReading {
        ClockReading(
            now: Instant(nanoseconds: seconds * 1_000_000_000),
            wallNow: wall.addingTimeInterval(wallOffset))
    }

    private func roundTrip(_ saved: SavedPomodoro) throws -> SavedPomodoro {
        try JSONDecoder().decode(SavedPomodoro.self, from: JSONEncoder().encode(saved))
    }

    // MARK: - Round trips

    func testEveryStateRoundTripsThroughJSON() throws {
        let now = reading(boot: 50_000)
        let t = now.now
        var running = Pomodoro()
        XCTAssertTrue(running.start(at: t - .milliseconds(4_000_123)))
        var paused = running
        XCTAssertTrue(paused.pause(at: t - .milliseconds(5_432)))
        let autoOff = PomodoroSettings(
            focus: .seconds(600), shortBreak: .seconds(120), rounds: 2, autoStart: false)
        // Running, but its phase ended at t - 300 s: restored, it is still waiting.
        var derivedWaiting = Pomodoro(settings: autoOff)
        XCTAssertTrue(derivedWaiting.start(at: t - .seconds(900)))
        // Waiting stored as such (a skip while waiting settles it).
        var storedWaiting = derivedWaiting
        XCTAssertTrue(storedWaiting.skip(at: t - .seconds(10)))
        var stopped = running
        XCTAssertTrue(stopped.stop(at: t - .seconds(1)))
        var overrun = running
        XCTAssertTrue(
            overrun.changeSettings(
                PomodoroSettings(focus: .seconds(60), rounds: 6), at: t - .seconds(200)))

        for original in [
            Pomodoro(), running, paused, derivedWaiting, storedWaiting, stopped, overrun,
        ] {
            let saved = try roundTrip(SavedPomodoro(pomodoro: original, reading: now))
            XCTAssertEqual(saved.version, 1)
            let restored = try saved.restore(reading: now)
            XCTAssertEqual(restored, original)
            for later in [Duration.zero, .seconds(1), .seconds(100_000)] {
                XCTAssertEqual(restored.reading(at: t + later), original.reading(at: t + later))
                XCTAssertEqual(
                    restored.completedFocus(from: t - .seconds(10_000), to: t + later),
                    original.completedFocus(from: t - .seconds(10_000), to: t + later))
            }
        }
        XCTAssertTrue(derivedWaiting.reading(at: t).isWaiting)
        XCTAssertTrue(storedWaiting.reading(at: t).isWaiting)
    }

    func testTheFileHasSnakeCaseKeys() throws {
        let now = reading(boot: 50_000)
        var pomodoro = Pomodoro(settings: PomodoroSettings(rounds: 3, autoStart: false))
        XCTAssertTrue(pomodoro.start(at: now.now - .seconds(100)))
        let data = try JSONEncoder().encode(SavedPomodoro(pomodoro: pomodoro, reading: now))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(
            Set(object.keys),
            [
                "version", "focus_ms", "short_break_ms", "long_break_ms", "rounds", "auto_start",
                "state", "phase_index",
                "into_ms", "completed_focus_cycle", "anchor_ms", "runs", "completions_ms",
            ])
        XCTAssertEqual(object["anchor_ms"] as? Int, 1_799_999_900_000)
        XCTAssertEqual(object["focus_ms"] as? Int, 1_500_000)
        XCTAssertEqual(object["state"] as? String, "running")
    }

    func testRunsAreSavedWithWallClockEnds() throws {
        let now = reading(boot: 50_000)
        var pomodoro = Pomodoro()
        XCTAssertTrue(pomodoro.start(at: now.now - .seconds(2_000)))
        XCTAssertTrue(pomodoro.pause(at: now.now - .seconds(100)))
        let saved = SavedPomodoro(pomodoro: pomodoro, reading: now)
        XCTAssertEqual(
            saved.runs,
            [
                SavedPomodoroRun(
                    startMs: 1_799_998_000_000, endMs: 1_799_999_900_000, phaseIndex: 0, intoMs: 0,
                    focusMs: 1_500_000,
                    shortBreakMs: 300_000, longBreakMs: 900_000, rounds: 4)
            ])
        // 1900 s in: 100 s into the second focus.
        XCTAssertEqual(saved.phaseIndex, 2)
        XCTAssertEqual(saved.intoMs, 100_000)
        XCTAssertEqual(saved.completedFocusCycle, 1)
        XCTAssertEqual(saved.waiting, false)
    }

    func testARunEndingBetweenMillisecondsKeepsItsFocusAfterRounding() throws {
        let now = reading(boot: 50_000)
        var pomodoro = Pomodoro(settings: PomodoroSettings(autoStart: false))
        // Boot-clock instants are not whole milliseconds: the run starts 0.1 ms past a millisecond,
        // 0.9 ms past one into the phase, so its focus ends 0.8 ms before a millisecond, exactly
        // where the run ends. Rounding its end down would leave that focus outside it.
        let start = now.now - .seconds(2_000)
        XCTAssertTrue(pomodoro.start(at: start))
        XCTAssertTrue(pomodoro.pause(at: start + .nanoseconds(700_400_900_000)))
        XCTAssertTrue(pomodoro.resume(at: now.now - .nanoseconds(1_199_999_900_000)))
        XCTAssertTrue(pomodoro.stop(at: now.now))
        XCTAssertEqual(pomodoro.completedFocus(from: start, to: now.now), 1)
        let restored = try SavedPomodoro(pomodoro: pomodoro, reading: now).restore(reading: now)
        XCTAssertEqual(restored.completedFocus(from: start, to: now.now), 1)
    }

    // MARK: - Restarts and reboots

    func testARunningCycleContinuesAfterARebootThatCrossedSeveralPhases() throws {
        var pomodoro = Pomodoro()
        let before = reading(boot: 5_000)
        XCTAssertTrue(pomodoro.start(at: before.now - .seconds(100)))
        let saved = try roundTrip(SavedPomodoro(pomodoro: pomodoro, reading: before))

        // 3 days and 2 hours later by the wall clock, on a boot clock that started again at zero.
        let gap: Int64 = 3 * 86_400 + 7_200
        let after = reading(boot: 40, wallOffset: TimeInterval(gap))
        let restored = try saved.restore(reading: after)
        XCTAssertEqual(
            restored.reading(at: after.now), pomodoro.reading(at: before.now + .seconds(gap)))
        // 100 + 266 400 s into the cycle: 34 sets of 7800 s + 1300 s, the first focus.
        assertReading(
            restored.reading(at: after.now), .running, .focus, round: 1, remaining: .seconds(200),
            index: 34 * 8,
            completed: 0)
        XCTAssertEqual(restored.nextPhaseEnd(after: after.now), after.now + .seconds(200))
    }

    func testAWaitingCycleAfterARebootWaitsAtTheNextPhase() throws {
        var pomodoro = Pomodoro(settings: PomodoroSettings(autoStart: false))
        let before = reading(boot: 5_000)
        XCTAssertTrue(pomodoro.start(at: before.now - .seconds(1_400)))
        let after = reading(boot: 40, wallOffset: 86_400)
        let restored = try SavedPomodoro(pomodoro: pomodoro, reading: before).restore(
            reading: after)
        assertReading(
            restored.reading(at: after.now), .paused, .shortBreak, round: 1,
            remaining: .seconds(300), index: 1,
            completed: 1, waiting: true)
        // The focus ran out 100 s after the save; it is in today's count.
        let focusEnd = after.now - .seconds(86_400 - 100)
        XCTAssertEqual(restored.completedFocus(from: focusEnd, to: focusEnd + .nanoseconds(1)), 1)
    }

    func testAPausedCycleIgnoresTheGap() throws {
        var pomodoro = Pomodoro()
        let before = reading(boot: 5_000)
        XCTAssertTrue(pomodoro.start(at: before.now - .seconds(1_600)))
        XCTAssertTrue(pomodoro.pause(at: before.now))
        let after = reading(boot: 40, wallOffset: 10 * 86_400)
        let restored = try SavedPomodoro(pomodoro: pomodoro, reading: before).restore(
            reading: after)
        assertReading(
            restored.reading(at: after.now), .paused, .shortBreak, round: 1,
            remaining: .seconds(200), index: 1, completed: 1)
        // The completion was 10 days ago: dropped from the history.
        XCTAssertEqual(restored.completedFocus(from: Instant(nanoseconds: .min), to: after.now), 0)
    }

    func testHistoryWithinTwoDaysSurvivesAReboot() throws {
        var pomodoro = Pomodoro()
        let before = reading(boot: 5_000)
        XCTAssertTrue(pomodoro.start(at: before.now - .seconds(4_000)))
        XCTAssertTrue(pomodoro.stop(at: before.now))
        // Focus ends at 2500 s and 700 s before the save.
        let after = reading(boot: 40, wallOffset: 3_600)
        let restored = try SavedPomodoro(pomodoro: pomodoro, reading: before).restore(
            reading: after)
        let save = after.now - .seconds(3_600)
        XCTAssertEqual(restored.completedFocus(from: save - .seconds(2_500), to: save), 2)
        XCTAssertEqual(restored.completedFocus(from: save - .seconds(2_499), to: save), 1)
        XCTAssertEqual(restored.completedFocus(from: save - .seconds(700), to: save), 1)
        XCTAssertEqual(restored.completedFocus(from: save - .seconds(699), to: save), 0)
    }

    func testAnAnchorInTheFutureIsMovedToNow() throws {
        var pomodoro = Pomodoro()
        let before = reading(boot: 5_000)
        XCTAssertTrue(pomodoro.start(at: before.now - .seconds(100)))
        // The wall clock was set back an hour since the save.
        let after = reading(boot: 40, wallOffset: -3_600)
        let restored = try SavedPomodoro(pomodoro: pomodoro, reading: before).restore(
            reading: after)
        assertReading(
            restored.reading(at: after.now), .running, .focus, round: 1, remaining: .seconds(1_500),
            index: 0, completed: 0)
    }

    // MARK: - Refusals

    private let good =
        #""version":1,"focus_ms":1500000,"short_break_ms":300000,"long_break_ms":900000,"rounds":4,"auto_start":true"#
    private let noHistory = #""runs":[],"completions_ms":[]"#

    private func assertRestores(_ json: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let saved = try JSONDecoder().decode(SavedPomodoro.self, from: Data(json.utf8))
        XCTAssertNoThrow(
            try saved.restore(reading: reading(boot: 5_000)), json, file: file, line: line)
    }

    /// A file from before the count started again with each set of rounds holds the whole cycle's
    /// count: it is read as no more than the set under way can have.
    func testAWholeCycleCountFromAnOlderFileIsReadAsTheSets() throws {
        let json =
            "{\(good),\"state\":\"paused\",\"phase_index\":11,\"into_ms\":0,\"completed_focus_cycle\":5,\"waiting\":false,\(noHistory)}"
        let saved = try JSONDecoder().decode(SavedPomodoro.self, from: Data(json.utf8))
        let restored = try saved.restore(reading: reading(boot: 5_000))
        // Phase 11 is the second set's second short break: two focus phases of that set came before it.
        XCTAssertEqual(restored.reading(at: reading(boot: 5_000).now).completedFocusInCycle, 2)
    }

    func testWellFormedFilesRestore() throws {
        try assertRestores("{\(good),\"state\":\"idle\",\(noHistory)}")
        try assertRestores(
            "{\(good),\"state\":\"running\",\"phase_index\":3,\"into_ms\":299999,\"completed_focus_cycle\":2,\"anchor_ms\":1799999000000,\(noHistory)}"
        )
        try assertRestores(
            "{\(good),\"state\":\"paused\",\"phase_index\":2,\"into_ms\":0,\"completed_focus_cycle\":1,\"waiting\":true,\(noHistory)}"
        )
        try assertRestores(
            "{\(good),\"state\":\"idle\",\"runs\":[{\"start_ms\":1799990000000,\"end_ms\":1799999000000,\"phase_index\":0,\"into_ms\":0,\"focus_ms\":1500000,\"short_break_ms\":300000,\"long_break_ms\":900000,\"rounds\":4}],\"completions_ms\":[1799999999000]}"
        )
    }

    func testNonsenseIsRefused() throws {
        let now = reading(boot: 5_000)
        let run =
            #"{"start_ms":1799990000000,"end_ms":1799999000000,"phase_index":0,"into_ms":0,"focus_ms":1500000,"short_break_ms":300000,"long_break_ms":900000,"rounds":4}"#
        let running = #""state":"running","phase_index":3,"into_ms":1000,"completed_focus_cycle":2"#
        let cases: [String] = [
            // Wrong version.
            #"{"version":2,"focus_ms":1500000,"short_break_ms":300000,"long_break_ms":900000,"rounds":4,"auto_start":true,"state":"idle","runs":[],"completions_ms":[]}"#,
            // Negative, zero, too short and too long lengths; rounds out of range.
            #"{"version":1,"focus_ms":-1500000,"short_break_ms":300000,"long_break_ms":900000,"rounds":4,"auto_start":true,"state":"idle","runs":[],"completions_ms":[]}"#,
            #"{"version":1,"focus_ms":1500000,"short_break_ms":0,"long_break_ms":900000,"rounds":4,"auto_start":true,"state":"idle","runs":[],"completions_ms":[]}"#,
            #"{"version":1,"focus_ms":1500000,"short_break_ms":300000,"long_break_ms":999,"rounds":4,"auto_start":true,"state":"idle","runs":[],"completions_ms":[]}"#,
            #"{"version":1,"focus_ms":360000000,"short_break_ms":300000,"long_break_ms":900000,"rounds":4,"auto_start":true,"state":"idle","runs":[],"completions_ms":[]}"#,
            #"{"version":1,"focus_ms":1500000,"short_break_ms":300000,"long_break_ms":900000,"rounds":0,"auto_start":true,"state":"idle","runs":[],"completions_ms":[]}"#,
            #"{"version":1,"focus_ms":1500000,"short_break_ms":300000,"long_break_ms":900000,"rounds":100,"auto_start":true,"state":"idle","runs":[],"completions_ms":[]}"#,
            // Running: the anchor missing, absurdly far in the past or future.
            "{\(good),\(running),\(noHistory)}",
            "{\(good),\(running),\"anchor_ms\":9223372036854775807,\(noHistory)}",
            "{\(good),\(running),\"anchor_ms\":-9223372036854775808,\(noHistory)}",
            "{\(good),\(running),\"anchor_ms\":-1000000000000000,\(noHistory)}",
            // Positions that cannot be.
            "{\(good),\"state\":\"running\",\"into_ms\":0,\"completed_focus_cycle\":0,\"anchor_ms\":1799999000000,\(noHistory)}",
            "{\(good),\"state\":\"running\",\"phase_index\":-1,\"into_ms\":0,\"completed_focus_cycle\":0,\"anchor_ms\":1799999000000,\(noHistory)}",
            "{\(good),\"state\":\"running\",\"phase_index\":9223372036854775807,\"into_ms\":0,\"completed_focus_cycle\":0,\"anchor_ms\":1799999000000,\(noHistory)}",
            "{\(good),\"state\":\"running\",\"phase_index\":1,\"into_ms\":300000,\"completed_focus_cycle\":0,\"anchor_ms\":1799999000000,\(noHistory)}",
            "{\(good),\"state\":\"running\",\"phase_index\":1,\"into_ms\":-1,\"completed_focus_cycle\":0,\"anchor_ms\":1799999000000,\(noHistory)}",
            "{\(good),\"state\":\"running\",\"phase_index\":3,\"into_ms\":0,\"completed_focus_cycle\":3,\"anchor_ms\":1799999000000,\(noHistory)}",
            "{\(good),\"state\":\"running\",\"phase_index\":3,\"into_ms\":0,\"completed_focus_cycle\":-1,\"anchor_ms\":1799999000000,\(noHistory)}",
            // Paused: waiting missing, or waiting part-way through a phase.
            "{\(good),\"state\":\"paused\",\"phase_index\":2,\"into_ms\":0,\"completed_focus_cycle\":1,\(noHistory)}",
            "{\(good),\"state\":\"paused\",\"phase_index\":2,\"into_ms\":5,\"completed_focus_cycle\":1,\"waiting\":true,\(noHistory)}",
            // History: a run ending before it starts, with bad settings, far away; a completion far away.
            "{\(good),\"state\":\"idle\",\"runs\":[\(run.replacingOccurrences(of: "1799999000000", with: "1799980000000"))],\"completions_ms\":[]}",
            "{\(good),\"state\":\"idle\",\"runs\":[\(run.replacingOccurrences(of: "\"rounds\":4", with: "\"rounds\":0"))],\"completions_ms\":[]}",
            "{\(good),\"state\":\"idle\",\"runs\":[\(run.replacingOccurrences(of: "\"into_ms\":0", with: "\"into_ms\":1500000"))],\"completions_ms\":[]}",
            "{\(good),\"state\":\"idle\",\"runs\":[\(run.replacingOccurrences(of: "1799990000000", with: "-9223372036854775808"))],\"completions_ms\":[]}",
            "{\(good),\"state\":\"idle\",\"runs\":[],\"completions_ms\":[9223372036854775807]}",
        ]
        for json in cases {
            let saved: SavedPomodoro
            do {
                saved = try JSONDecoder().decode(SavedPomodoro.self, from: Data(json.utf8))
            } catch {
                XCTFail("should decode, then be refused: \(json)")
                continue
            }
            XCTAssertThrowsError(try saved.restore(reading: now), json) { error in
                XCTAssertFalse((error as? SavedTimer.Invalid)?.reason.isEmpty ?? true)
            }
        }
    }

    func testMissingFieldsDoNotDecode() {
        let cases = [
            "{\(good),\"state\":\"idle\",\"runs\":[]}",
            "{\(good),\"state\":\"stopped\",\(noHistory)}",
            #"{"version":1,"state":"idle","runs":[],"completions_ms":[]}"#,
        ]
        for json in cases {
            XCTAssertThrowsError(
                try JSONDecoder().decode(SavedPomodoro.self, from: Data(json.utf8)), json)
        }
    }
}
