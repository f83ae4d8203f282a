import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// What a field shows is what a start uses, typed text included, before Tab or Enter commits it;
/// and Start's sensitivity follows the text as it is typed.
final class TypedFieldsTests: GtkTestCase {
    /// The ways a person starts the timer, none of which first takes the focus out of the field.
    private enum Way: CaseIterable {
        case click, enter, mnemonic, space
    }

    func testEveryWayOfStartingUsesTheSecondsAsTyped() throws {
        for way in Way.allCases {
            try withHarness { harness in
                let picker = try harness.page.picker
                picker.show(totalSeconds: 0)
                XCTAssertFalse(picker.startButton.isSensitive)
                // Typed as a person would, without Tab after the 9.
                picker.hours.text = "0"
                picker.minutes.text = "0"
                picker.seconds.text = "9"
                XCTAssertEqual(picker.seconds.intValue, 0, "\(way): not committed yet")
                XCTAssertTrue(
                    picker.startButton.isSensitive, "\(way): Start follows the 9 as typed")

                switch way {
                case .click: picker.startButton.click()
                case .enter: picker.onActivate?()
                case .mnemonic: picker.startButton.mnemonicActivate()
                case .space:
                    harness.app.application.activateAction(
                        TimerOperation.toggle.name, parameter: Variant(TimerOperation.latest))
                }
                try harness.pump(
                    until: { harness.app.timer.controller.phase == .running },
                    "\(way) to start the timer")
                XCTAssertEqual(harness.app.timer.controller.timer.duration, .seconds(9), "\(way)")
            }
        }
    }

    func testTypingZeroOverAMinuteMakesStartInsensitiveAtOnce() throws {
        try withHarness { harness in
            let picker = try harness.page.picker
            picker.show(totalSeconds: 60)
            XCTAssertTrue(picker.startButton.isSensitive)
            picker.minutes.text = "0"
            XCTAssertFalse(
                picker.startButton.isSensitive,
                "nothing to start: it says so before the field commits")
            XCTAssertEqual(picker.shownSeconds, 0)
            picker.minutes.text = "90"
            XCTAssertEqual(picker.shownSeconds, 5400, "carried as the field will carry it")
            picker.hours.text = "120"
            XCTAssertEqual(
                picker.shownSeconds,
                ClockComponents(hours: 99, minutes: 59, seconds: 59).totalSeconds,
                "at most 99:59:59")
        }
    }

    func testThePomodoroStartsWithTheLengthAsTyped() throws {
        try withHarness { harness in
            try harness.window.selectedMode = .pomodoro
            let page = try harness.pomodoroPage
            XCTAssertTrue(page.settingsButton.activate())
            try harness.pump(
                until: { page.settings.focus.containsFocus },
                "the settings popover, its Focus field focused")
            page.settings.focus.text = "10"
            XCTAssertTrue(
                page.toggle.button.mnemonicActivate(),
                "Alt+S, the focus left in the open popover's field")
            try harness.pump(
                until: { harness.app.pomodoro.controller.reading.state == .running },
                "the cycle to start")
            XCTAssertEqual(harness.app.pomodoro.controller.pomodoro.settings.focus, .seconds(600))
            // Closed before the window goes: a popover destroyed open leaves GDK a dangling surface.
            page.settingsPopover.popdown()
            try harness.pump(until: { !page.settingsPopover.isMapped }, "the popover to close")
        }
    }
}
