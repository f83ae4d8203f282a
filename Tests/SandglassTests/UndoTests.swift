import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// What a reflex cannot destroy: Escape cancels nothing that runs; what is cancelled, reset or
/// stopped comes back with the toast's Undo exactly as it was.
final class UndoTests: GtkTestCase {
    func testCancelOffersUndoThatBringsTheTimerBackEndingWhenItWould() throws {
        try withHarness { harness in
            let app = harness.app
            let page = try harness.page
            XCTAssertEqual(
                app.commandRunner().run(.timer(.start(duration: .seconds(240), label: "Tea")))
                    .status, 0)
            let before = try XCTUnwrap(app.timer.controller.entry(1))
            harness.advance(by: .seconds(10))
            page.running.cancelButton.click()
            XCTAssertTrue(app.timer.controller.timers.isEmpty, "cancelled at once, not asked twice")
            let toasts = try harness.window.toasts
            XCTAssertEqual(toasts.shownTitle, "Timer “Tea” cancelled")
            XCTAssertEqual(toasts.shownButtonLabel, "_Undo")

            harness.advance(by: .seconds(3))
            XCTAssertTrue(toasts.activateShownButton())
            XCTAssertEqual(
                app.timer.controller.entry(1), before, "the same id, label and end instant")
            XCTAssertEqual(page.shownView, .running)
            XCTAssertEqual(page.running.digits.text, "00:03:47")
            XCTAssertFalse(toasts.activateShownButton(), "Undo is offered once")
        }
    }

    func testUndoOfAnOlderOfferDoesNothing() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(60), label: "A"))).status, 0)
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(60), label: "B"))).status, 0)
            // A command cancels too: the window offers the same Undo.
            XCTAssertEqual(runner.run(.timer(.operation(.cancel, .label("A")))).status, 0)
            XCTAssertEqual(try harness.window.toasts.shownTitle, "Timer “A” cancelled")
            app.application.activateAction(AppOperation.undo.name, parameter: Variant(Int64(1)))
            XCTAssertEqual(app.timer.controller.timers.entries.map(\.timer.label), ["A", "B"])
            XCTAssertEqual(runner.run(.timer(.operation(.cancel, .label("B")))).status, 0)
            app.application.activateAction(AppOperation.undo.name, parameter: Variant(Int64(1)))
            XCTAssertEqual(
                app.timer.controller.timers.entries.map(\.timer.label), ["A"], "offer 1 is spent")
        }
    }

    func testEscapeDismissesTheFinishedTimerAndNeverCancelsTheRunningOne() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(5), label: "Eggs"))).status, 0)
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(600), label: "Tea"))).status, 0)
            harness.advance(by: .milliseconds(5_004))
            XCTAssertEqual(app.timer.controller.entry(1)?.timer.phase, .finished)
            let escape = {
                app.application.activateAction(
                    TimerOperation.dismiss.name, parameter: Variant(TimerOperation.latest))
            }
            escape()
            XCTAssertEqual(
                app.timer.controller.timers.entries.map(\.timer.label), ["Tea"],
                "the finished one goes")
            escape()
            escape()
            XCTAssertEqual(
                app.timer.controller.entry(2)?.timer.phase, .running, "the running one stays")
            XCTAssertEqual(
                runner.run(.timer(.operation(.dismiss))).status, 1, "nothing has finished")
        }
    }

    func testTheFinishedPageFocusesDismiss() throws {
        try withHarness { harness in
            let page = try harness.page
            page.picker.show(totalSeconds: 2)
            page.picker.startButton.click()
            harness.advance(by: .milliseconds(2_004))
            try harness.pump(
                until: { page.finished.dismissButton.hasFocus },
                "Dismiss takes the focus: Enter dismisses")
        }
    }

    /// A running timer's second used to draw the picker open over it, committing a half-typed
    /// field and writing the old duration over it: a quick typist's "2" became 10 minutes.
    func testASecondGoingByLeavesWhatIsTypedInThePicker() throws {
        try withHarness { harness in
            let app = harness.app
            let page = try harness.page
            XCTAssertEqual(
                app.commandRunner().run(.timer(.start(duration: .seconds(600), label: "Tea")))
                    .status, 0)
            app.application.activateAction(TimerOperation.new.name)
            XCTAssertEqual(page.shownView, .picker)
            page.picker.labelEntry.text = "Bread"
            page.picker.minutes.text = "2"  // typed, not committed yet
            for _ in 0..<3 { harness.advance(by: .seconds(1)) }
            XCTAssertEqual(page.picker.minutes.text, "2", "the ticks leave the field alone")
            page.picker.startButton.click()
            XCTAssertEqual(
                app.timer.controller.timers.entries.map(\.timer.duration),
                [.seconds(600), .seconds(120)])
        }
    }

    func testResetOffersUndoThatBringsBackEveryLap() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            try harness.window.selectedMode = .stopwatch
            XCTAssertEqual(runner.run(.stopwatch(.start)).status, 0)
            for _ in 0..<3 {
                harness.clock.advance(by: .milliseconds(1_250))
                XCTAssertEqual(runner.run(.stopwatch(.lap)).status, 0)
            }
            XCTAssertEqual(runner.run(.stopwatch(.pause)).status, 0)
            let before = app.stopwatch.controller.stopwatch
            XCTAssertEqual(runner.run(.stopwatch(.reset)).status, 0)
            XCTAssertTrue(app.stopwatch.controller.stopwatch.laps.isEmpty)
            XCTAssertEqual(try harness.window.toasts.shownTitle, "Stopwatch reset: 3 laps cleared")
            XCTAssertTrue(try harness.window.toasts.activateShownButton())
            XCTAssertEqual(
                app.stopwatch.controller.stopwatch, before, "the same time and every lap")
            let page = try harness.stopwatchPage
            XCTAssertEqual(page.laps.count, 3, "the page lists them again")
            // Drawn again whole, the page's face as before the reset: paused, with three laps.
            XCTAssertEqual(page.primaryButton.label, "Resume")
            XCTAssertEqual(page.secondaryButton.label, "Reset")
            XCTAssertTrue(page.currentLap.root.isVisible)
            XCTAssertEqual(page.currentLap.number.text, "Lap 4")
            XCTAssertEqual(page.display.text, "00:03.75")
            // Saved as well: a new start reads them back.
            let saved = SavedState(folder: harness.stateURL.deletingLastPathComponent())
            XCTAssertEqual(
                saved.storedStopwatch(harness.clock.reading()).stopwatch.laps, before.laps)
        }
    }

    func testStoppingACycleOrACountdownOffersUndo() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            XCTAssertEqual(runner.run(.pomodoro(.start(PomodoroOverrides()))).status, 0)
            harness.advancePomodoro(by: .seconds(60))
            let cycle = app.pomodoro.controller.pomodoro
            XCTAssertEqual(runner.run(.pomodoro(.operation(.stop))).status, 0)
            XCTAssertEqual(try harness.window.toasts.shownTitle, "Pomodoro cycle stopped")
            XCTAssertTrue(try harness.window.toasts.activateShownButton())
            XCTAssertEqual(
                app.pomodoro.controller.pomodoro, cycle, "the same start, so the same phase")

            let target = harness.clock.wallNow.addingTimeInterval(3_600)
            app.countdown.controller.start(target: target, label: "Launch")
            app.application.activateAction(CountdownOperation.stop.name)
            XCTAssertNil(app.countdown.controller.countdown)
            XCTAssertEqual(try harness.window.toasts.shownTitle, "Launch stopped")
            XCTAssertTrue(try harness.window.toasts.activateShownButton())
            XCTAssertEqual(app.countdown.controller.countdown?.target, target)
            XCTAssertEqual(app.countdown.controller.countdown?.label, "Launch")
        }
    }

    /// A phase end's toast is the Pomodoro's own: answering the end (here from its notification)
    /// takes back that toast, never the Undo of a timer cancelled meanwhile.
    func testAnsweringAPhaseEndLeavesAnotherModesUndo() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            let toasts = try harness.window.toasts
            try harness.window.selectedMode = .pomodoro
            XCTAssertEqual(
                runner.run(.pomodoro(.start(PomodoroOverrides(focus: .seconds(60))))).status, 0)
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(600), label: "Tea"))).status, 0)
            harness.advancePomodoro(by: .seconds(60))
            XCTAssertEqual(toasts.shownTitle, "Focus done — short break")
            XCTAssertEqual(runner.run(.timer(.operation(.cancel, .label("Tea")))).status, 0)
            XCTAssertEqual(toasts.shownTitle, "Timer “Tea” cancelled")
            // The notification's Pause: the end is answered, its toast (already replaced) goes.
            app.application.activateAction(PomodoroOperation.pause.name)
            XCTAssertEqual(app.pomodoro.controller.reading.state, .paused)
            XCTAssertEqual(toasts.shownTitle, "Timer “Tea” cancelled", "the timer's Undo stays")
            XCTAssertTrue(toasts.activateShownButton())
            XCTAssertEqual(app.timer.controller.timers.entries.map(\.timer.label), ["Tea"])
        }
    }

    /// A phase that ran out between Stop and Undo ends as it would have: the chime, the toast.
    func testUndoAnnouncesAPhaseEndThatFellWhileTheCycleWasStopped() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            let toasts = try harness.window.toasts
            try harness.window.selectedMode = .pomodoro
            XCTAssertEqual(
                runner.run(.pomodoro(.start(PomodoroOverrides(focus: .seconds(60))))).status, 0)
            harness.advancePomodoro(by: .seconds(55))
            XCTAssertEqual(runner.run(.pomodoro(.operation(.stop))).status, 0)
            harness.advancePomodoro(by: .seconds(8))
            let chimes = harness.sounds[1].played.count
            XCTAssertTrue(toasts.activateShownButton(), "Undo")
            XCTAssertEqual(
                app.pomodoro.controller.reading.phase, .shortBreak, "the focus ended 3 s ago")
            XCTAssertEqual(harness.sounds[1].played.count, chimes + 1, "its chime")
            XCTAssertEqual(toasts.shownTitle, "Focus done — short break", "and its toast")
        }
    }

    /// Undo puts back the cycle, not the lengths it had: lengths chosen after the stop stay the
    /// person's settings, and apply to the cycle put back.
    func testUndoKeepsTheLengthsChosenAfterTheStop() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            XCTAssertEqual(
                runner.run(.pomodoro(.start(PomodoroOverrides(focus: .seconds(600))))).status, 0)
            harness.advancePomodoro(by: .seconds(60))
            XCTAssertEqual(runner.run(.pomodoro(.operation(.stop))).status, 0)
            let chosen = PomodoroSettings(focus: .seconds(1_200), shortBreak: .seconds(120))
            app.shell.preferences.value.pomodoro = chosen
            XCTAssertTrue(try harness.window.toasts.activateShownButton(), "Undo")
            XCTAssertEqual(
                app.shell.preferences.value.pomodoro, chosen, "the settings keep the new lengths")
            XCTAssertEqual(harness.savedSettings().pomodoro, chosen)
            XCTAssertEqual(app.pomodoro.controller.pomodoro.settings, chosen)
            let reading = app.pomodoro.controller.reading
            XCTAssertEqual(reading.state, .running)
            XCTAssertEqual(reading.phase, .focus)
            XCTAssertEqual(
                reading.displayedSeconds, 1_140,
                "the same minute into the focus, now 20 minutes long")
        }
    }

    func testEscapeOnTheCountdownOnlyDismissesAnEndedOne() throws {
        try withHarness { harness in
            let app = harness.app
            _ = try harness.showCountdownPage()
            app.countdown.controller.start(
                target: harness.clock.wallNow.addingTimeInterval(5), label: "Soon")
            app.application.activateAction(CountdownOperation.dismiss.name)
            XCTAssertNotNil(
                app.countdown.controller.countdown, "Escape stops nothing that counts down")
            harness.advanceCountdown(by: .seconds(6))
            app.application.activateAction(CountdownOperation.dismiss.name)
            XCTAssertNil(app.countdown.controller.countdown, "an ended one is put away")
        }
    }
}
