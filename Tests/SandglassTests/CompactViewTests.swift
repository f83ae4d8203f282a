import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The compact view: what is under way as digits, a bar and its main button, drawn there
/// instead of on the page; the mode it shows follows what rings or runs.
final class CompactViewTests: GtkTestCase {
    func testTheCompactViewShowsTheRunningTimerAndDrawsThereInsteadOfThePage() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(90), label: "Tea"))).status, 0)
            XCTAssertEqual(
                runner.run(.window(WindowRequest(option: .compact, on: true))),
                .done("Compact view"))
            let window = try harness.window
            XCTAssertTrue(window.isCompact)
            XCTAssertEqual(harness.app.shell.status.compact, true, "status says so")
            XCTAssertEqual(
                harness.app.application.action(named: WindowOption.compact.name)?.state, true)
            let compact = try XCTUnwrap(window.compact)
            XCTAssertEqual(compact.face?.title, "Tea")
            XCTAssertEqual(compact.face?.digits, "00:01:30")
            XCTAssertEqual(
                compact.face?.button?.action, TimerOperation.pause.detailedName(timer: 1),
                "Pause, on that timer")
            let pageDigits = try harness.page.running.digits.text

            harness.advance(by: .seconds(1))
            XCTAssertEqual(compact.digits.text, "00:01:29", "drawn in the compact view")
            XCTAssertEqual(
                try harness.page.running.digits.text, pageDigits, "and not on the hidden page")

            compact.mainButton.click()  // Pause, as a click does
            XCTAssertEqual(harness.app.timer.controller.phase, .paused)
            XCTAssertEqual(
                compact.face?.button?.action, TimerOperation.resume.detailedName(timer: 1))

            XCTAssertNil(
                runner.run(.window(WindowRequest(option: .compact, on: false))).error.nilIfEmpty)
            XCTAssertFalse(window.isCompact)
            XCTAssertEqual(harness.app.shell.status.compact, false)
            harness.advance(by: .seconds(1))
            XCTAssertTrue(harness.app.shell.preferences.value.compact == false)
        }
    }

    func testWhatRingsComesFirstThenWhatRunsThenThePage() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let window = try harness.window
            window.selectedMode = .countdown
            XCTAssertEqual(runner.run(.window(WindowRequest(option: .compact, on: true))).status, 0)
            XCTAssertEqual(window.compactMode, .countdown, "nothing under way: the page it was on")
            XCTAssertEqual(runner.run(.stopwatch(.start)).status, 0)
            XCTAssertEqual(window.compactMode, .stopwatch, "a running stopwatch")
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(2), label: nil))).status, 0)
            harness.advance(by: .seconds(2))
            XCTAssertEqual(window.compactMode, .timer, "the timer that rings")
            XCTAssertEqual(
                window.compact?.face?.button?.action, TimerOperation.dismiss.detailedName(timer: 1),
                "its main button dismisses it")
            XCTAssertEqual(runner.run(.dismiss).status, 0)
            XCTAssertEqual(window.compactMode, .stopwatch, "back to what runs")
        }
    }

    func testACompactWindowComesBackCompactAtTheNextLaunch() throws {
        try onMainActor {
            let harness = try AppHarness.withPreferences(#"{"version":1,"compact":true}"#)
            defer { harness.close() }
            XCTAssertTrue(try harness.window.isCompact)
            XCTAssertEqual(try harness.window.compact?.face?.title, "Timer")
        }
    }
}

extension CompactViewTests {
    func testAQuietEndKeepsTheCompactViewOnItAndTheFlashShowsThere() throws {
        try onMainActor {
            let harness = try AppHarness.withPreferences(
                #"{"version":1,"countdown_sound":false,"countdown_flash":true}"#)
            defer { harness.close() }
            let runner = harness.app.commandRunner()
            let window = try harness.window
            XCTAssertEqual(runner.run(.stopwatch(.start)).status, 0)
            XCTAssertEqual(runner.run(.stopwatch(.pause)).status, 0)
            harness.app.countdown.controller.start(
                target: harness.clock.wallNow.addingTimeInterval(60), label: "Launch")
            XCTAssertEqual(runner.run(.window(WindowRequest(option: .compact, on: true))).status, 0)
            XCTAssertEqual(window.compactMode, .countdown, "running beats paused")
            harness.advanceCountdown(by: .seconds(60))
            XCTAssertEqual(
                window.compactMode, .countdown,
                "its date came without a sound: still what waits for an answer")
            XCTAssertEqual(window.compact?.face?.title, "Launch has come")
            XCTAssertEqual(
                window.compact?.face?.button?.name, "Dismiss", "answered as a finished timer is")
            XCTAssertTrue(
                window.flash.isFlashing && window.flash.isOnScreen,
                "the flash lights the compact view")
        }
    }

    func testTheStopwatchsFramesTickInTheViewThatShowsIt() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .stopwatch
            let page = try harness.stopwatchPage
            let runner = harness.app.commandRunner()
            XCTAssertEqual(runner.run(.stopwatch(.start)).status, 0)
            try harness.pump(until: { page.isTicking }, "the page's frames")
            XCTAssertEqual(runner.run(.window(WindowRequest(option: .compact, on: true))).status, 0)
            let compact = try XCTUnwrap(window.compact)
            XCTAssertTrue(compact.isTicking, "the compact view draws the hundredths")
            XCTAssertFalse(page.isTicking, "the hidden page does not")
            XCTAssertEqual(
                runner.run(.window(WindowRequest(option: .compact, on: false))).status, 0)
            XCTAssertTrue(page.isTicking)
            XCTAssertFalse(compact.isTicking)
        }
    }

    func testAModeAskedForByNameShowsInTheCompactView() throws {
        try withHarness { harness in
            XCTAssertEqual(
                harness.app.commandRunner().run(.window(WindowRequest(option: .compact, on: true)))
                    .status, 0)
            harness.app.shell.showWindow(.pomodoro)  // a notification's click, Alt+3
            XCTAssertEqual(try harness.window.compactMode, .pomodoro)
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

extension CompactViewTests {
    func testTheMainButtonIsColouredOnlyToSetSomethingGoingAndAnIdlePageShowsNoStaleZeros() throws {
        try onMainActor {
            let harness = try AppHarness.withPreferences(#"{"version":1,"compact":true}"#)
            defer { harness.close() }
            let window = try harness.window
            let compact = try XCTUnwrap(window.compact)
            XCTAssertEqual(compact.face?.button?.action, TimerOperation.start.detailedName)
            XCTAssertTrue(
                compact.mainButton.hasCSSClass("suggested-action"), "Start, as on the page")
            let runner = harness.app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(90), label: "Tea"))).status, 0)
            XCTAssertEqual(compact.face?.title, "Tea")
            XCTAssertFalse(
                compact.mainButton.hasCSSClass("suggested-action"),
                "Pause is no suggested action on the page either")
            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 0)
            XCTAssertEqual(
                compact.face?.button?.name, "Undo", "a cancel, even by command, offers Undo here")
            compact.withdrawUndo()  // as its 10 s running out does

            window.selectedMode = .countdown
            window.compactMode = .countdown
            XCTAssertEqual(compact.face?.title, "Countdown")
            XCTAssertEqual(compact.face?.digits, "", "no date: no zeros")
            XCTAssertFalse(compact.digits.isVisible)
        }
    }
}

extension CompactViewTests {
    /// The toast strip is not there in the compact view: its main button offers Undo instead.
    func testStopFromTheCompactViewOffersUndoThereAndUndoBringsTheCountdownBack() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let window = try harness.window
            let target = harness.clock.wallNow.addingTimeInterval(3600)
            harness.app.countdown.controller.start(target: target, label: "Launch")
            let started = try XCTUnwrap(harness.app.countdown.controller.countdown?.target)
            XCTAssertEqual(runner.run(.window(WindowRequest(option: .compact, on: true))).status, 0)
            let compact = try XCTUnwrap(window.compact)
            XCTAssertEqual(compact.face?.button?.name, "Stop")

            compact.mainButton.click()
            XCTAssertNil(harness.app.countdown.controller.countdown, "stopped at once")
            XCTAssertEqual(compact.face?.button?.name, "Undo", "Undo where the hand is")
            XCTAssertTrue(compact.face?.title.contains("Launch") == true, compact.face?.title ?? "")
            XCTAssertTrue(compact.digits.isVisible == false, "no stale digits under the offer")

            compact.mainButton.click()
            XCTAssertEqual(
                harness.app.countdown.controller.countdown?.target, started,
                "the same countdown back")
            XCTAssertEqual(compact.face?.button?.name, "Stop", "and its own face again")
            XCTAssertEqual(compact.face?.title, "Launch")
        }
    }
}

extension CompactViewTests {
    /// Space on the main button: Start turns into Pause, Pause into Resume, and the keyboard
    /// focus stays on it (GTK drops the focus of a button while its action is disabled, as Pause's
    /// is the moment the timer pauses, before the button turns into Resume).
    func testTheMainButtonKeepsTheKeyboardFocusAsItTurnsIntoAnother() throws {
        try onMainActor {
            let harness = try AppHarness.withPreferences(#"{"version":1,"compact":true}"#)
            defer { harness.close() }
            let compact = try XCTUnwrap(try harness.window.compact)
            let button = compact.mainButton
            XCTAssertTrue(button.grabFocus())
            let runner = harness.app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(90), label: "Tea"))).status, 0)
            try harness.pump(until: { button.hasFocus }, "Pause to keep the focus Start had")
            XCTAssertEqual(compact.face?.button?.name, "Pause")
            button.click()
            XCTAssertEqual(harness.app.timer.controller.phase, .paused)
            try harness.pump(until: { button.hasFocus }, "Resume to keep the focus Pause had")
            XCTAssertEqual(compact.face?.button?.name, "Resume")
            button.click()
            XCTAssertEqual(harness.app.timer.controller.phase, .running, "a second press resumes")
        }
    }
}
