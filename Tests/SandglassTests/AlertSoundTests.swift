import TimerCore
import XCTest

@testable import Sandglass

/// Ends sound: a timer rings until dismissed, a phase end chimes once; ringing is state, and
/// `sandglass dismiss` silences everything.
final class AlertSoundTests: GtkTestCase {
    func testATimerRingsAtItsEndUntilDismissedAndStatusSaysSo() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let sound = try XCTUnwrap(harness.app.timer.sound as? RecordingSound)
            XCTAssertEqual(runner.run(.dismiss).status, 1, "nothing rings")
            XCTAssertEqual(
                runner.run(.dismiss).error, "sandglass: nothing is ringing or finished\n")

            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(2), label: "Tea"))).status, 0)
            XCTAssertTrue(sound.played.isEmpty)
            XCTAssertTrue(runner.run(.status(json: true)).output.contains(#""ringing":false"#))
            harness.advance(by: .seconds(2))
            XCTAssertEqual(
                sound.played, [.ring(.alarm, seconds: 60)], "the alarm, for the ring time")
            XCTAssertTrue(runner.run(.status(json: true)).output.contains(#""ringing":true"#))

            let dismissed = runner.run(.dismiss)
            XCTAssertEqual(dismissed.status, 0)
            XCTAssertEqual(dismissed.output, "Timer “Tea” dismissed\n")
            XCTAssertFalse(sound.isSounding, "silenced at once")
            XCTAssertEqual(harness.app.timer.controller.phase, .idle)
            XCTAssertTrue(runner.run(.status(json: true)).output.contains(#""ringing":false"#))
        }
    }

    func testRestartingOrCancellingSilencesTheAlarm() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let sound = try XCTUnwrap(harness.app.timer.sound as? RecordingSound)
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(2), label: nil))).status, 0)
            harness.advance(by: .seconds(2))
            XCTAssertTrue(sound.isSounding)
            XCTAssertEqual(runner.run(.timer(.operation(.restart))).status, 0)
            XCTAssertFalse(sound.isSounding)
        }
    }

    func testAPomodoroPhaseEndChimesOnce() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let sound = try XCTUnwrap(harness.app.pomodoro.sound as? RecordingSound)
            let start = runner.run(.pomodoro(.start(PomodoroOverrides(focus: .seconds(60)))))
            XCTAssertEqual(start.status, 0, start.error)
            harness.advancePomodoro(by: .seconds(60))
            XCTAssertEqual(sound.played, [.chime(.complete)])
            XCTAssertEqual(runner.run(.dismiss).output, "Pomodoro chime silenced\n")
            XCTAssertFalse(sound.isSounding)
        }
    }

    func testAQuietPhaseEndIsStillDismissedOnceAndItsToastGoes() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let sound = try XCTUnwrap(harness.app.pomodoro.sound as? RecordingSound)
            harness.app.application.activateAction("pomodoro-sound")  // the chime off
            let window = try harness.window
            window.selectedMode = .pomodoro
            let toasts = window.toasts
            XCTAssertEqual(
                runner.run(.pomodoro(.start(PomodoroOverrides(focus: .seconds(60))))).status, 0)
            harness.advancePomodoro(by: .seconds(60))
            XCTAssertEqual(sound.played, [], "no chime")
            XCTAssertNotNil(toasts.shownTitle)
            XCTAssertEqual(runner.run(.dismiss).output, "Pomodoro phase end dismissed\n")
            XCTAssertNil(toasts.shownTitle)
            XCTAssertEqual(runner.run(.dismiss).status, 1, "answered once")

            // The next end, answered by the toast's own close button.
            harness.advancePomodoro(by: .seconds(5 * 60))
            XCTAssertNotNil(toasts.shownTitle)
            try harness.pump(until: { toasts.isToastMapped }, "the toast to be drawn")
            XCTAssertTrue(toasts.pressCloseButton())
            try harness.pump(
                until: { toasts.shownTitle == nil }, "the toast's close button to be clicked")
            XCTAssertEqual(runner.run(.dismiss).status, 1, "the toast's close answered it")
        }
    }
}

/// The sound library is made ready shortly before an end, not for the whole of a long wait.
final class AlertSoundPreparationTests: GtkTestCase {
    func testASoundIsPreparedFiveSecondsBeforeTheEndOrAtOnceWhenNearer() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let sound = try XCTUnwrap(harness.app.timer.sound as? RecordingSound)
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(600), label: nil))).status, 0)
            let later = Date().addingTimeInterval(0.2)
            try harness.pump(until: { Date() > later }, "a moment")
            XCTAssertEqual(sound.prepared, 0, "ten minutes ahead: not yet")
            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 0)
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(3), label: nil))).status, 0)
            try harness.pump(
                until: { sound.prepared == 1 }, "the sound to be made ready for an end 3 s away")
        }
    }
}
