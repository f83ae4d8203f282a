import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The window is let go when it is hidden with nothing under way, and made anew, with fresh pages, when needed.
final class WindowShellTests: GtkTestCase {
    func testAHiddenWindowIsLetGoAndMadeAgainByACommand() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(60), label: nil))).status, 0)
            let first = try XCTUnwrap(app.timer.page)
            try harness.window.window.close()
            XCTAssertNotNil(app.window, "a running timer keeps the closed window, hidden")
            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 0)
            XCTAssertNil(app.window, "nothing under way: the hidden window is let go")
            XCTAssertNil(app.timer.page, "and its pages with it")
            // (no main-loop turn here: a command may come in the same one)

            XCTAssertEqual(runner.run(.stopwatch(.start)).status, 0)
            let window = try XCTUnwrap(
                app.window, "a command that sets something going opens a new window")
            try harness.pump(
                until: { window.visibleMode == .stopwatch },
                "the new window shows the Stopwatch page")
            XCTAssertNil(app.timer.page, "only the page shown is built")
            XCTAssertNotNil(app.stopwatch.page)
            window.selectedMode = .timer
            try harness.pump(until: { window.visibleMode == .timer }, "the Timer page shows")
            let second = try XCTUnwrap(app.timer.page)
            XCTAssertFalse(first === second, "a new window builds a new page")
            XCTAssertTrue(
                second.picker.startButton.isSensitive, "its actions' state reaches the new page")
        }
    }

    func testAnEndOnAnotherPageMovesNothingAndLeavesANoteThatLeadsThere() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(2), label: "Tea"))).status, 0)
            let window = try harness.window
            window.selectedMode = .stopwatch
            try harness.pump(
                until: { window.visibleMode == .stopwatch }, "the Stopwatch page shows")
            let stopwatchPage = try harness.stopwatchPage
            stopwatchPage.primaryButton.grabFocus()
            try harness.pump(
                until: { stopwatchPage.primaryButton.hasFocus },
                "the stopwatch's Start holds the focus")

            harness.advance(by: .seconds(2))
            XCTAssertEqual(app.timer.controller.phase, .finished)
            try harness.pump(until: { window.endNotice.isShown }, "a note tells of the end")
            XCTAssertEqual(window.endNotice.message.text, "Tea is done")
            XCTAssertEqual(window.visibleMode, .stopwatch, "the page stays")
            XCTAssertTrue(
                stopwatchPage.primaryButton.hasFocus,
                "the focus stays: Space still starts the stopwatch")

            window.endNotice.showButton.click()
            try harness.pump(
                until: { window.visibleMode == .timer }, "Show leads to the Timer page")
            XCTAssertFalse(window.endNotice.isShown)
        }
    }

    func testAnEndOnItsOwnPageNeedsNoNoteAndAClosedWindowStaysClosed() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(2), label: nil))).status, 0)
            harness.advance(by: .seconds(2))
            XCTAssertEqual(app.timer.controller.phase, .finished)
            XCTAssertFalse(try harness.window.endNotice.isShown, "the finished view says it")

            XCTAssertEqual(runner.run(.timer(.operation(.restart))).status, 0)
            try harness.window.window.close()
            harness.advance(by: .seconds(2))
            XCTAssertEqual(app.timer.controller.phase, .finished)
            XCTAssertFalse(
                try harness.window.window.isVisible, "an end does not bring a closed window back")
        }
    }

    func testANotificationsClickOpensAClosedWindowOnItsMode() throws {
        try withHarness { harness in
            let app = harness.app
            XCTAssertEqual(
                app.commandRunner().run(.timer(.start(duration: .seconds(60), label: nil))).status,
                0)
            let window = try harness.window
            window.window.close()
            XCTAssertFalse(window.window.isVisible)
            // What a notification's default action activates: `app.mode::pomodoro`.
            app.application.activateAction(
                AppOperation.mode.rawValue, parameter: Variant("pomodoro"))
            try harness.pump(
                until: { window.window.isVisible && window.visibleMode == .pomodoro },
                "the window opens on Pomodoro")
        }
    }
}
