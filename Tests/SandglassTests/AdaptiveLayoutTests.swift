import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The window fits GNOME's smallest size (360 × 294) with every page built: the switcher moves to
/// the bottom, the digits and buttons get smaller, the timer's presets step aside; and it comes
/// back as it was at 870 × 690.
final class AdaptiveLayoutTests: GtkTestCase {
    func testEveryPageFitsTheSmallestWindowAndTheSwitcherMovesToTheBottom() throws {
        try withHarness { harness in
            let app = harness.app
            let window = try harness.window
            let runner = app.commandRunner()
            // Every page built, in its fullest state: the widest page decides the window's minimum.
            XCTAssertEqual(runner.run(.stopwatch(.start)).status, 0)
            for _ in 0..<3 { XCTAssertEqual(runner.run(.stopwatch(.lap)).status, 0) }
            XCTAssertEqual(runner.run(.pomodoro(.start(PomodoroOverrides()))).status, 0)
            for mode in ModeList.builtIn.map(\.mode) {
                window.selectedMode = mode
                try harness.pump(
                    until: { window.visibleMode == mode }, "the \(mode.title) page shows")
            }
            window.selectedMode = .timer
            try harness.pump(until: { window.visibleMode == .timer }, "back on the Timer page")

            window.window.setDefaultSize(width: 360, height: 294)
            // The window widget's size is the surface's less the frame the window draws around it.
            try harness.pump(
                until: {
                    let size = window.window.allocatedSize
                    return size.width > 300 && size.width <= 360 && size.height > 250
                        && size.height <= 294
                }, "the window takes 360 × 294",
                onTimeout: { "it is \(window.window.allocatedSize)" })
            try harness.pump(
                until: { window.switcherBar?.isRevealed == true },
                "the switcher moves to a bar at the bottom")
            XCTAssertTrue(
                window.switcherTitle.isTitleVisible, "the header bar shows the title instead")
            XCTAssertTrue(window.window.hasCSSClass("narrow"))
            XCTAssertTrue(window.window.hasCSSClass("short"))
            let page = try XCTUnwrap(app.timer.page)
            XCTAssertFalse(
                page.picker.showsPresets,
                "a short window leaves the presets out, so Start stays on screen")
            try harness.pump(
                until: { page.picker.startButton.liesWithin(window.modes) },
                "the timer's Start on screen")
            let countdown = try XCTUnwrap(app.countdown.page)
            XCTAssertFalse(
                countdown.picker.showsTextFields,
                "a short window leaves the countdown's text fields out")
            window.selectedMode = .countdown
            try harness.pump(
                until: { countdown.picker.startButton.liesWithin(window.modes) },
                "Start Countdown on screen")
            window.selectedMode = .timer
            let minimum = window.window.minimumSize
            XCTAssertLessThanOrEqual(
                minimum.width, 360, "no page keeps the window wider than GNOME's smallest")
            XCTAssertLessThanOrEqual(
                minimum.height, 294, "the pages scroll rather than set the window's height")

            window.window.setDefaultSize(width: 870, height: 690)
            try harness.pump(
                until: { window.window.allocatedSize.width > 800 }, "the window takes 870 × 690",
                onTimeout: { "it is \(window.window.allocatedSize)" })
            try harness.pump(
                until: { window.switcherBar?.isRevealed == false },
                "the switcher goes back into the header bar")
            XCTAssertFalse(window.window.hasCSSClass("narrow"))
            XCTAssertFalse(window.window.hasCSSClass("short"))
            XCTAssertTrue(page.picker.showsPresets)
            XCTAssertTrue(countdown.picker.showsTextFields)
        }
    }
}
