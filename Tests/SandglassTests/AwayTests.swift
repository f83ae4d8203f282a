import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// The modes told that the person left and came back (as `AwayWatch` tells them): a focus
/// phase is held meanwhile, unless the person chose otherwise in Preferences.
final class AwayTests: GtkTestCase {
    func testAFocusPhaseIsHeldWhileThePersonIsAwayAndSaved() throws {
        try withHarness { harness in
            let pomodoro = harness.app.pomodoro
            pomodoro.controller.start()
            harness.advance(by: .seconds(60))
            pomodoro.personLeft(since: harness.clock.now)
            XCTAssertEqual(pomodoro.controller.reading.state, .paused)
            harness.advance(by: .seconds(3600))  // an hour asleep
            XCTAssertEqual(pomodoro.controller.reading.remaining, .seconds(24 * 60))
            pomodoro.personCameBack(from: [.asleep])
            XCTAssertNil(pomodoro.controller.awayQuestion, "sleep is no one's focus: not asked")
            XCTAssertEqual(pomodoro.controller.reading.state, .running)
            XCTAssertEqual(pomodoro.controller.reading.remaining, .seconds(24 * 60))
            let status = harness.app.commandRunner().run(.status(json: true)).output
            XCTAssertTrue(status.contains(#""completed_focus":0"#), status)
        }
    }

    func testThePreferenceOffLeavesFocusRunning() throws {
        try withHarness { harness in
            harness.app.shell.preferences.value.pauseFocusWhenAway = false
            XCTAssertFalse(harness.savedSettings().pauseFocusWhenAway, "kept in the settings")
            let pomodoro = harness.app.pomodoro
            pomodoro.controller.start()
            pomodoro.personLeft(since: harness.clock.now)
            XCTAssertEqual(pomodoro.controller.reading.state, .running)
        }
    }

    func testTheSwitchInPreferencesIsThePreference() throws {
        try withHarness { harness in
            let dialog = harness.app.presentPreferences()
            defer { dialog.window.close() }
            XCTAssertTrue(dialog.pausesFocusWhenAway)
            dialog.pausesFocusWhenAway = false
            XCTAssertFalse(harness.app.shell.preferences.value.pauseFocusWhenAway)
            harness.app.shell.preferences.value.pauseFocusWhenAway = true
            XCTAssertTrue(dialog.pausesFocusWhenAway, "follows a change made elsewhere")
        }
    }

    func testTheIdleSwitchInPreferencesIsThePreference() throws {
        try withHarness { harness in
            let dialog = harness.app.presentPreferences()
            defer { dialog.window.close() }
            XCTAssertTrue(dialog.countsIdleAsAway, "idle time counts by default")
            dialog.countsIdleAsAway = false
            XCTAssertFalse(harness.app.shell.preferences.value.countIdleAsAway)
            XCTAssertFalse(harness.savedSettings().countIdleAsAway, "kept in the settings")
            harness.app.shell.preferences.value.countIdleAsAway = true
            XCTAssertTrue(dialog.countsIdleAsAway, "follows a change made elsewhere")
        }
    }

    /// Idle from ten minutes in, noticed at the 5-minute threshold: held from when idleness
    /// began; back after 14 minutes, asked; each answer from the window's bar and the command.
    func testIdleTimeIsHeldFromItsStartAndTheQuestionIsAnswered() throws {
        for answer in AwayAnswer.allCases {
            try withHarness { harness in
                let pomodoro = harness.app.pomodoro
                harness.app.shell.showWindow(.pomodoro)
                pomodoro.controller.start()
                harness.advance(by: .seconds(10 * 60))
                let idleSince = harness.clock.now
                harness.advance(by: .seconds(5 * 60))
                pomodoro.personLeft(since: idleSince)
                XCTAssertEqual(
                    pomodoro.controller.reading.remaining, .seconds(15 * 60),
                    "the five idle minutes are not focus")
                harness.advance(by: .seconds(9 * 60))
                pomodoro.personCameBack(from: [.idle])
                let question = try XCTUnwrap(pomodoro.controller.awayQuestion)
                XCTAssertEqual(question.length, .seconds(14 * 60))
                let banner = try XCTUnwrap(pomodoro.page?.awayBanner)
                XCTAssertTrue(banner.isShown)
                XCTAssertEqual(banner.message.text, "Away 14 min during focus")
                let status = harness.app.commandRunner().run(.status(json: true)).output
                XCTAssertTrue(status.contains(#""away":{"away_ms":840000,"#), status)

                let reply = harness.app.commandRunner().run(.away(answer))
                XCTAssertEqual(reply.status, 0, reply.output)
                XCTAssertNil(pomodoro.controller.awayQuestion)
                XCTAssertFalse(banner.isShown)
                let remaining = pomodoro.controller.reading.remaining
                XCTAssertEqual(remaining, answer == .keep ? .seconds(1 * 60) : .seconds(15 * 60))
                let again = harness.app.commandRunner().run(.away(answer))
                XCTAssertEqual(again.status, 1, "nothing waits any more")
            }
        }
    }

    func testTheQuestionGoesUnansweredWhenThePersonChangesTheCycleOrItsPhaseEnds() throws {
        try withHarness { harness in
            let pomodoro = harness.app.pomodoro
            pomodoro.controller.start()
            pomodoro.personLeft(since: harness.clock.now)
            harness.advance(by: .seconds(6 * 60))
            pomodoro.personCameBack(from: [.locked])
            XCTAssertNotNil(pomodoro.controller.awayQuestion)
            pomodoro.controller.pause()
            XCTAssertNil(pomodoro.controller.awayQuestion, "the person's own change answers it")

            pomodoro.controller.resume()
            pomodoro.personLeft(since: harness.clock.now)
            harness.advance(by: .seconds(6 * 60))
            pomodoro.personCameBack(from: [.idle])
            XCTAssertNotNil(pomodoro.controller.awayQuestion)
            harness.advancePomodoro(by: .seconds(25 * 60))
            XCTAssertEqual(pomodoro.controller.reading.phase, .shortBreak)
            XCTAssertNil(pomodoro.controller.awayQuestion, "the phase it was about is over")
        }
    }

    /// Idle from 10 min in, asleep from 20 min for an hour, back at the wake: the idle stretch is
    /// away up to the sleep, the sleep asleep, nothing counted twice and nothing asked.
    func testIdlenessThatEndsInASleepIsAwayUpToTheSleep() throws {
        try withHarness { harness in
            let shell = harness.app.shell
            let pomodoro = harness.app.pomodoro
            pomodoro.controller.start()
            harness.advance(by: .seconds(10 * 60))
            let idleSince = harness.clock.now
            shell.presence.began(.idle, at: idleSince)
            harness.advance(by: .seconds(5 * 60))
            pomodoro.personLeft(since: idleSince)
            harness.advance(by: .seconds(5 * 60))
            let sleep = harness.clock.now
            shell.presence.began(.asleep, at: sleep)
            harness.advance(by: .seconds(3600))
            shell.presence.ended(.asleep, at: harness.clock.now)
            shell.presence.ended(.idle, at: harness.clock.now)
            pomodoro.personCameBack(from: shell.presence.lastAway)
            XCTAssertNil(pomodoro.controller.awayQuestion, "a sleep is no one's focus: not asked")
            XCTAssertEqual(pomodoro.controller.reading.remaining, .seconds(15 * 60))
            let reading = harness.clock.reading()
            let away = shell.recorder.record.entries().filter { $0.kind == .away }
            XCTAssertEqual(away.count, 1, "\(away)")
            XCTAssertEqual(away.first?.startMs, reading.wallMilliseconds(of: idleSince))
            XCTAssertEqual(away.first?.endMs, reading.wallMilliseconds(of: sleep))
        }
    }

    /// Paused by a script, then resumed while the person was idle: the hold reaches back to the
    /// resume, not to when idleness began.
    func testTheHoldNeverReachesBackPastTheResume() throws {
        try withHarness { harness in
            let pomodoro = harness.app.pomodoro
            pomodoro.controller.start()
            harness.advance(by: .seconds(5 * 60))
            let idleSince = harness.clock.now
            pomodoro.controller.pause()
            harness.advance(by: .seconds(2 * 60))
            pomodoro.controller.resume()
            harness.advance(by: .seconds(5 * 60))
            pomodoro.personLeft(since: idleSince)
            XCTAssertEqual(pomodoro.controller.reading.remaining, .seconds(20 * 60))
            harness.advance(by: .seconds(6 * 60))
            pomodoro.personCameBack(from: [.idle])
            let question = try XCTUnwrap(pomodoro.controller.awayQuestion)
            XCTAssertEqual(question.length, .seconds(11 * 60), "away from the resume, not before")
        }
    }

    func testShortTimeAwayIsNotAsked() throws {
        try withHarness { harness in
            let pomodoro = harness.app.pomodoro
            pomodoro.controller.start()
            pomodoro.personLeft(since: harness.clock.now)
            harness.advance(by: .seconds(4 * 60))
            pomodoro.personCameBack(from: [.locked])
            XCTAssertNil(pomodoro.controller.awayQuestion, "under the 5-minute threshold")
            XCTAssertEqual(pomodoro.controller.reading.state, .running)
        }
    }
}
