import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// Each mode's sound and flash are on/off actions: the menu's Alerts items and the Pomodoro
/// page's check show them, turning one is saved, and an end follows them.
final class AlertOptionTests: GtkTestCase {
    func testEveryOptionIsAnOnOffActionStartingFromThePreferences() throws {
        try withHarness { harness in
            XCTAssertEqual(
                AlertOption.all.map(\.name),
                [
                    "timer-sound", "timer-flash", "pomodoro-sound", "pomodoro-flash",
                    "countdown-sound", "countdown-flash",
                ])
            for option in AlertOption.all {
                let action = try XCTUnwrap(
                    harness.app.application.action(named: option.name), option.name)
                XCTAssertEqual(
                    action.state, option.channel == .sound,
                    "\(option.name): sound on and flash off by default")
            }
        }
    }

    func testATimerWithItsSoundOffEndsQuietlyAndTheChoiceIsSaved() throws {
        try withHarness { harness in
            let sound = try XCTUnwrap(harness.app.timer.sound as? RecordingSound)
            // As a menu item does: activating toggles.
            harness.app.application.activateAction("timer-sound")
            XCTAssertEqual(harness.app.application.action(named: "timer-sound")?.state, false)
            XCTAssertFalse(
                harness.app.shell.preferences.value[AlertOption(mode: .timer, channel: .sound)])
            XCTAssertFalse(
                harness.savedSettings()[AlertOption(mode: .timer, channel: .sound)],
                "kept in the settings")

            let runner = harness.app.commandRunner()
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(2), label: nil))).status, 0)
            harness.advance(by: .seconds(2))
            XCTAssertEqual(
                harness.app.timer.controller.phase, .finished, "the end is still noticed")
            XCTAssertEqual(sound.played, [], "and does not ring")
            XCTAssertTrue(runner.run(.status(json: true)).output.contains(#""ringing":false"#))
            XCTAssertEqual(
                runner.run(.dismiss).output, "Timer dismissed\n", "what finished is still dismissed"
            )

            // The pomodoro's chime is its own choice.
            XCTAssertEqual(harness.app.application.action(named: "pomodoro-sound")?.state, true)
        }
    }

    func testTheWindowFlashesOnlyAtTheEndOfAModeWhoseFlashIsOn() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let window = try harness.window
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(2), label: nil))).status, 0)
            harness.advance(by: .seconds(2))
            XCTAssertFalse(window.flash.isFlashing, "the timer's flash is off by default")
            XCTAssertEqual(runner.run(.dismiss).status, 0)

            harness.app.application.activateAction("timer-flash")
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(2), label: nil))).status, 0)
            harness.advance(by: .seconds(2))
            XCTAssertTrue(window.flash.isFlashing, "flashes at the timer's end")
            try harness.pump(
                until: { !window.flash.isFlashing }, "the three flashes are over", timeout: 3)
            XCTAssertEqual(runner.run(.dismiss).status, 0)

            // The countdown's own option: off, so its date does not flash, even with the timer's on.
            harness.app.countdown.controller.start(
                target: harness.clock.wallNow.addingTimeInterval(60), label: "")
            harness.advanceCountdown(by: .seconds(60))
            XCTAssertTrue(
                harness.app.countdown.controller.countdown?.endAnnounced == true, "the date came")
            XCTAssertFalse(window.flash.isFlashing)
        }
    }

    func testThePomodoroPagesFlashCheckIsTheSameChoiceAsTheMenus() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .pomodoro
            let page = try harness.pomodoroPage
            let check = try XCTUnwrap(page.settings.flash, "the popover has its flash check")
            XCTAssertTrue(
                page.settingsButton.activate(), "the check is in the page's settings popover")
            try harness.pump(until: { check.isDrawable }, "the settings popover to open")
            try harness.pump(until: { !check.isActive }, "the check shows the action's state (off)")
            harness.app.application.activateAction("pomodoro-flash")
            try harness.pump(until: { check.isActive }, "the check follows the menu's item")
            XCTAssertTrue(check.activate(), "as Space on the focused check does")
            XCTAssertEqual(harness.app.application.action(named: "pomodoro-flash")?.state, false)
            XCTAssertFalse(
                harness.app.shell.preferences.value[AlertOption(mode: .pomodoro, channel: .flash)])
            // Closed before the window goes: a popover destroyed open leaves GDK a dangling surface.
            page.settingsPopover.popdown()
            try harness.pump(until: { !page.settingsPopover.isMapped }, "the popover to close")
        }
    }
}
