import TimerCore
import XCTest

@testable import Sandglass

/// The Pomodoro page's real widgets: the buttons through a cycle, the phase-end toast and
/// counts, the lengths edited in the settings popover, and one wake-up armed at a time.
final class PomodoroPageTests: GtkTestCase {
    func testButtonsDriveTheCycle() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .pomodoro
            let page = try harness.pomodoroPage
            XCTAssertEqual(page.toggle.label, "Start")
            XCTAssertEqual(page.phaseLabel.text, "Ready to focus")
            XCTAssertEqual(page.digits.text, "00:25:00")
            XCTAssertFalse(page.skipButton.isSensitive, "nothing to skip while idle")
            XCTAssertFalse(page.stopButton.isSensitive)

            page.toggle.button.click()
            XCTAssertEqual(harness.app.pomodoro.controller.reading.state, .running)
            XCTAssertEqual(page.toggle.label, "Pause")
            XCTAssertEqual(page.phaseLabel.text, "Focus")
            XCTAssertEqual(page.roundLabel.text, "Round 1 of 4")
            harness.advancePomodoro(by: .seconds(1))
            XCTAssertEqual(page.digits.text, "00:24:59")

            page.toggle.button.click()
            XCTAssertEqual(harness.app.pomodoro.controller.reading.state, .paused)
            XCTAssertEqual(page.toggle.label, "Resume")
            XCTAssertTrue(page.digits.hasCSSClass("paused"))

            page.skipButton.click()
            XCTAssertEqual(harness.app.pomodoro.controller.reading.phase, .shortBreak)
            XCTAssertEqual(page.phaseLabel.text, "Short break")
            XCTAssertEqual(page.digits.text, "00:05:00")
            XCTAssertNil(window.toasts.shownTitle, "a skip is not a phase running out")

            page.stopButton.click()
            XCTAssertEqual(harness.app.pomodoro.controller.reading.state, .idle)
            XCTAssertEqual(page.toggle.label, "Start")
            XCTAssertEqual(
                page.todayLabel.text, "0 focus sessions completed today",
                "a skipped focus does not count")
        }
    }

    func testThePhaseEndToastLiesOverThePageAndNeverResizesTheWindow() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .pomodoro
            @MainActor func settle() throws {
                let until = Date().addingTimeInterval(0.3)
                try harness.pump(until: { Date() > until }, "the window is laid out")
            }
            try settle()
            let before = (window.window.allocatedSize, window.window.minimumSize)
            let controller = harness.app.pomodoro.controller
            XCTAssertTrue(controller.changeSettings(PomodoroSettings(focus: .seconds(60))))
            controller.start()
            harness.advancePomodoro(by: .seconds(60))
            XCTAssertEqual(window.toasts.shownTitle, "Focus done — short break")
            try harness.pump(
                until: { window.toasts.isToastMapped }, "the toast to be drawn over the page")
            try settle()
            XCTAssertEqual(
                window.window.allocatedSize.width, before.0.width, "the window keeps its width")
            XCTAssertEqual(window.window.allocatedSize.height, before.0.height, "and its height")
            XCTAssertEqual(window.window.minimumSize.width, before.1.width, "and its minimum width")
            // AdwToastOverlay asks for its toast's own height (about 90 px with its margins) as a
            // minimum: far below GNOME's smallest window, so no window ever grows for it.
            XCTAssertLessThanOrEqual(
                window.window.minimumSize.height, 294, "a minimum within GNOME's smallest window")
        }
    }

    func testTheLengthsCaptionsNameTheUnitTheFieldsShow() throws {
        try withHarness { harness in
            try harness.window.selectedMode = .pomodoro
            let page = try harness.pomodoroPage
            let captions = { page.settings.captionTexts }
            XCTAssertEqual(captions(), ["Focus (min)", "Short break (min)", "Long break (min)"])
            XCTAssertTrue(
                harness.app.pomodoro.controller.changeSettings(
                    PomodoroSettings(shortBreak: .seconds(5))))
            XCTAssertEqual(page.settings.shortBreak.text, "0:05")
            XCTAssertEqual(captions(), ["Focus (m:ss)", "Short break (m:ss)", "Long break (m:ss)"])
            XCTAssertEqual(
                page.settings.focus.text, "25:00", "every length in the unit its caption names")
        }
    }

    func testPhaseEndAnnouncesTheNextPhaseAndCountsTheFocus() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .pomodoro
            let page = try harness.pomodoroPage
            let controller = harness.app.pomodoro.controller
            XCTAssertTrue(
                controller.changeSettings(
                    PomodoroSettings(
                        focus: .seconds(3), shortBreak: .seconds(2), longBreak: .seconds(4),
                        rounds: 2)))
            XCTAssertEqual(page.settings.focus.text, "0:03", "a length with seconds shows as m:ss")
            controller.start()
            for _ in 0..<3 { harness.advancePomodoro(by: .seconds(1)) }
            XCTAssertEqual(controller.reading.phase, .shortBreak)
            XCTAssertEqual(window.toasts.shownTitle, "Focus done — short break")
            XCTAssertEqual(page.phaseLabel.text, "Short break")
            XCTAssertEqual(page.todayLabel.text, "1 focus session completed today")

            // Round 2's focus, then the long break after 2 rounds.
            harness.advancePomodoro(by: .seconds(2))
            XCTAssertEqual(controller.reading.phase, .focus)
            XCTAssertEqual(page.roundLabel.text, "Round 2 of 2")
            harness.advancePomodoro(by: .seconds(3))
            XCTAssertEqual(controller.reading.phase, .longBreak)
            XCTAssertEqual(
                window.toasts.shownTitle, "2 rounds done — long break",
                "each end replaces the toast")
            XCTAssertEqual(page.todayLabel.text, "2 focus sessions completed today")
        }
    }

    func testWithoutAutoStartTheNextPhaseWaitsForStart() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .pomodoro
            let page = try harness.pomodoroPage
            let controller = harness.app.pomodoro.controller
            controller.changeSettings(PomodoroSettings(focus: .seconds(2), autoStart: false))
            XCTAssertFalse(page.settings.autoStart.isActive)
            controller.start()
            harness.advancePomodoro(by: .seconds(1))
            harness.advancePomodoro(by: .seconds(1))
            let reading = controller.reading
            XCTAssertEqual(reading.state, .paused)
            XCTAssertTrue(reading.isWaiting)
            XCTAssertEqual(reading.phase, .shortBreak)
            XCTAssertEqual(page.toggle.label, "Start")
            XCTAssertEqual(window.toasts.shownTitle, "Focus done — short break")
            XCTAssertEqual(
                window.toasts.shownButtonLabel, "Start",
                "the waiting phase starts from the toast too")
            XCTAssertNil(harness.pomodoroScheduler?.armed, "nothing to wake for while waiting")

            page.toggle.button.click()
            XCTAssertEqual(controller.reading.state, .running)
            XCTAssertEqual(page.digits.text, "00:05:00")
            XCTAssertNil(window.toasts.shownTitle, "starting the break answers the toast")
        }
    }

    func testShorteningThePhaseUnderWayEndsItAndSaysSo() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .pomodoro
            let page = try harness.pomodoroPage
            let controller = harness.app.pomodoro.controller
            controller.start()
            harness.advancePomodoro(by: .seconds(1))
            harness.advancePomodoro(by: .seconds(1))
            page.settings.focus.text = "0:01"
            page.settings.focus.update()
            XCTAssertEqual(controller.reading.phase, .shortBreak)
            XCTAssertEqual(
                window.toasts.shownTitle, "Focus done — short break", "an end like any other")
            XCTAssertEqual(page.todayLabel.text, "1 focus session completed today")
        }
    }

    func testClosingTheToastAnswersThePhaseEndOnce() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .pomodoro
            let runner = harness.app.commandRunner()
            XCTAssertEqual(
                runner.run(.pomodoro(.start(PomodoroOverrides(focus: .seconds(60))))).status, 0)
            harness.advancePomodoro(by: .seconds(60))
            XCTAssertNotNil(window.toasts.shownTitle)
            try harness.pump(until: { window.toasts.isToastMapped }, "the toast to be drawn")
            XCTAssertTrue(window.toasts.pressCloseButton())
            try harness.pump(
                until: { window.toasts.shownTitle == nil }, "the toast's close button to be clicked"
            )
            XCTAssertEqual(
                runner.run(.dismiss).status, 1, "closing the toast answered the end: nothing left")
            XCTAssertEqual(
                harness.app.pomodoro.compactPriority, 2, "running, no longer waiting for an answer")
        }
    }

    func testTheToastBelongsToThePageAndWaitsThereWhileUnanswered() throws {
        try withHarness { harness in
            let window = try harness.window
            let runner = harness.app.commandRunner()
            // On the Timer page at the end: the window's note tells of it, no toast over the timer.
            XCTAssertEqual(
                runner.run(.pomodoro(.start(PomodoroOverrides(focus: .seconds(60))))).status, 0)
            harness.advancePomodoro(by: .seconds(60))
            XCTAssertNil(window.toasts.shownTitle)
            XCTAssertEqual(window.endNotice.mode, .pomodoro)
            XCTAssertEqual(window.endNotice.message.text, "Focus done — short break")

            window.selectedMode = .pomodoro
            XCTAssertEqual(
                window.toasts.shownTitle, "Focus done — short break", "on its page, the toast")
            XCTAssertNil(window.endNotice.mode, "and the note goes")
            window.selectedMode = .stopwatch
            XCTAssertNil(window.toasts.shownTitle, "the toast goes with its page")
            window.selectedMode = .pomodoro
            XCTAssertNotNil(window.toasts.shownTitle, "and comes back with it, still unanswered")

            let dismissed = runner.run(.dismiss)
            XCTAssertEqual(dismissed.status, 0, "leaving the page answered nothing")
            XCTAssertEqual(dismissed.output, "Pomodoro chime silenced\n")
            XCTAssertNil(window.toasts.shownTitle, "answered elsewhere: the toast goes")
        }
    }

    func testCommandsOtherThanStartLeaveAClosedWindowClosed() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            XCTAssertEqual(
                runner.run(.pomodoro(.start(PomodoroOverrides(focus: .seconds(60))))).status, 0)
            try harness.window.window.close()
            XCTAssertNotNil(app.window, "closing with a cycle under way only hides the window")
            XCTAssertFalse(try harness.window.window.isVisible)
            for request in [
                CommandRequest.pomodoro(.operation(.pause)), .pomodoro(.operation(.skip)),
            ] {
                XCTAssertEqual(runner.run(request).status, 0)
                XCTAssertFalse(
                    try harness.window.window.isVisible, "\(request) keeps the window hidden")
            }
            XCTAssertEqual(runner.run(.pomodoro(.operation(.stop))).status, 0)
            XCTAssertNil(app.window, "nothing under way: the hidden window is let go")
            XCTAssertEqual(runner.run(.pomodoro(.operation(.stop))).status, 1)
        }
    }

    func testLengthsAreEditedInTheSettingsPopoverFromTheKeyboard() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .pomodoro
            let page = try harness.pomodoroPage
            let settings = page.settings
            let saved = { harness.app.pomodoro.controller.pomodoro.settings }
            XCTAssertFalse(page.isEditingSettings)
            XCTAssertFalse(settings.focus.isDrawable, "the lengths wait behind the settings button")
            XCTAssertTrue(
                page.settingsButton.activate(), "as Enter or Space on the settings button")
            try harness.pump(
                until: { settings.focus.containsFocus },
                "the popover to open with the keyboard in its first field")
            XCTAssertTrue(settings.focus.isDrawable)
            XCTAssertEqual(settings.focus.text, "25")

            settings.focus.text = "50"
            settings.focus.update()
            XCTAssertEqual(saved().focus, .seconds(3_000), "a bare number is minutes")
            XCTAssertTrue(page.isEditingSettings, "a change leaves the popover open")
            XCTAssertTrue(
                settings.focus.containsFocus,
                "and the keyboard in its field, not on the page's main button")
            settings.shortBreak.text = "1:30"
            settings.shortBreak.update()
            XCTAssertEqual(saved().shortBreak, .seconds(90))
            settings.rounds.intValue = 3
            XCTAssertEqual(saved().rounds, 3)
            settings.autoStart.isActive = false
            XCTAssertFalse(saved().autoStart)
            XCTAssertEqual(page.digits.text, "00:50:00", "the idle page shows the new focus length")

            // Typed, then the popover closed (Escape, a click outside) without Enter or Tab: it counts.
            settings.longBreak.text = "20"
            page.settingsPopover.popdown()
            try harness.pump(until: { !page.isEditingSettings }, "the popover to close")
            XCTAssertEqual(saved().longBreak, .seconds(1_200))
        }
    }

    func testThePageIsNoWiderThanGNOMEsSmallestWindow() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .pomodoro
            let page = try harness.pomodoroPage
            window.window.setDefaultSize(width: 360, height: 294)
            try harness.pump(
                until: { window.window.hasCSSClass("narrow") }, "the window's narrow style")
            try harness.pump(until: { page.root.allocatedSize.width > 0 }, "the page is laid out")
            XCTAssertLessThanOrEqual(
                page.root.minimumSize.width, 360,
                "the lengths no longer widen the page (536 px inline)")
            XCTAssertLessThanOrEqual(window.window.minimumSize.width, 360)
        }
    }

    func testOneWakeUpAtATime() throws {
        try withHarness { harness in
            let window = try harness.window
            let controller = harness.app.pomodoro.controller
            let start = harness.clock.now
            controller.start()
            XCTAssertEqual(
                harness.pomodoroScheduler?.armed, start + .seconds(1_500),
                "page not shown: only the phase end")
            window.selectedMode = .pomodoro
            try harness.pump(until: { controller.isOnScreen }, "the page shows")
            XCTAssertEqual(
                harness.pomodoroScheduler?.armed, start + .seconds(1),
                "on screen: the next displayed second")
            controller.pause()
            XCTAssertNil(harness.pomodoroScheduler?.armed, "paused: nothing")
        }
    }

    func testCountsSayTodayAndTheCycleWhenTheyDiffer() {
        MainActor.assumeIsolated {
            XCTAssertEqual(
                PomodoroPage.countsText(today: 1, cycle: nil), "1 focus session completed today")
            XCTAssertEqual(
                PomodoroPage.countsText(today: 3, cycle: 3), "3 focus sessions completed today")
            XCTAssertEqual(
                PomodoroPage.countsText(today: 5, cycle: 2),
                "5 focus sessions completed today, 2 in this cycle")
        }
    }
}
