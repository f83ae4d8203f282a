import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The Stopwatch page's real widgets: button labels and sensitivity, lap rows newest first,
/// and frames drawn only while the page shows a running stopwatch.
final class StopwatchPageTests: GtkTestCase {
    func testButtonsFollowTheStateAndNeverMove() throws {
        try withHarness { harness in
            let page = try harness.showStopwatchPage()
            XCTAssertEqual(page.primaryButton.label, "Start")
            XCTAssertEqual(page.secondaryButton.label, "Reset")
            XCTAssertFalse(page.secondaryButton.isSensitive, "nothing to reset while idle")

            page.primaryButton.click()
            XCTAssertEqual(harness.app.stopwatch.controller.phase, .running)
            XCTAssertEqual(page.primaryButton.label, "Pause")
            XCTAssertEqual(page.secondaryButton.label, "Lap")
            XCTAssertTrue(page.secondaryButton.isSensitive)

            harness.clock.advance(by: .milliseconds(1_234))
            page.secondaryButton.click()
            XCTAssertEqual(harness.app.stopwatch.controller.stopwatch.laps.count, 1)

            page.primaryButton.click()
            XCTAssertEqual(harness.app.stopwatch.controller.phase, .paused)
            XCTAssertEqual(page.primaryButton.label, "Resume")
            XCTAssertEqual(page.secondaryButton.label, "Reset")
            XCTAssertTrue(page.secondaryButton.isSensitive)
            XCTAssertEqual(page.display.text, "00:01.23")

            page.secondaryButton.click()
            XCTAssertEqual(harness.app.stopwatch.controller.phase, .idle)
            XCTAssertEqual(page.display.text, "00:00.00")
            XCTAssertEqual(page.laps.count, 0)
            XCTAssertEqual(page.secondaryButton.label, "Reset")
            XCTAssertFalse(page.secondaryButton.isSensitive)
        }
    }

    /// The first lap moves the digits to the top and a reset brings them back to the middle:
    /// the keyboard stays on Lap, and a Reset that goes insensitive hands it to Start.
    func testTheKeyboardFocusStaysOnThePageAtTheFirstLapAndAtAReset() throws {
        try withHarness { harness in
            let page = try harness.showStopwatchPage()
            page.primaryButton.click()
            let lap = page.secondaryButton
            XCTAssertTrue(lap.grabFocus())
            try harness.pump(until: { lap.containsFocus }, "Lap takes the focus")
            harness.clock.advance(by: .milliseconds(1_234))
            let controller = harness.app.stopwatch.controller
            // As Space on the button: GTK clicks it a moment later, as the key comes up.
            XCTAssertTrue(lap.activate())
            try harness.pump(until: { controller.stopwatch.laps.count == 1 }, "the first lap")
            XCTAssertEqual(page.laps.count, 1)
            XCTAssertTrue(lap.containsFocus, "the focus is still on Lap")
            XCTAssertTrue(lap.activate())
            try harness.pump(until: { controller.stopwatch.laps.count == 2 }, "the second lap")
            XCTAssertTrue(lap.containsFocus, "and at the next lap")

            page.primaryButton.click()
            XCTAssertEqual(lap.label, "Reset")
            // (Pausing disables Lap a moment before the button turns into Reset: Tab back to it.)
            XCTAssertTrue(lap.grabFocus())
            try harness.pump(until: { lap.containsFocus }, "Reset takes the focus")
            XCTAssertTrue(lap.activate())
            try harness.pump(until: { controller.phase == .idle }, "the reset")
            try harness.pump(
                until: { page.primaryButton.containsFocus },
                "Start takes the focus from the insensitive Reset")
        }
    }

    func testLapsAreListedNewestFirstWithFastestAndSlowestInWords() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .stopwatch
            let controller = harness.app.stopwatch.controller
            controller.start()
            for milliseconds in [3_000, 1_000, 5_000] {
                harness.clock.advance(by: .milliseconds(Int64(milliseconds)))
                controller.lap()
            }
            let page = try harness.stopwatchPage
            XCTAssertEqual(page.laps.keys, [2, 1, 0], "newest on top")
            try harness.pump(until: { page.laps.builtRows.count >= 3 }, "the list builds its rows")
            let rows = Dictionary(
                page.laps.builtRows.map { ($0.number.text, $0) },
                uniquingKeysWith: { first, _ in first })
            XCTAssertEqual(rows["Lap 2"]?.mark.text, "Fastest")
            XCTAssertEqual(rows["Lap 3"]?.mark.text, "Slowest")
            XCTAssertEqual(rows["Lap 1"]?.mark.text, "")
            XCTAssertEqual(rows["Lap 3"]?.total.text, "00:09.00")
            XCTAssertEqual(
                page.currentLap.number.text, "Lap 4", "the lap under way is the live top row")
        }
    }

    /// A frame draws the three times and nothing else: the live lap's number, the buttons and
    /// the paused style follow the phase and the number of laps, and are set again only when
    /// those change (at every frame they cost more than the times themselves).
    func testAFrameDrawsTheTimesAndTheRestOnlyFollowsThePhaseAndTheLaps() throws {
        try withHarness { harness in
            let page = try harness.showStopwatchPage()
            let controller = harness.app.stopwatch.controller
            controller.start()
            harness.clock.advance(by: .milliseconds(1_500))
            controller.display()
            XCTAssertEqual(page.display.text, "00:01.50")
            XCTAssertEqual(page.currentLap.number.text, "Lap 1")
            XCTAssertEqual(page.currentLap.split.text, "00:01.50")
            XCTAssertEqual(page.currentLap.total.text, "00:01.50")

            // Written over between two frames: the next frame leaves it as it is.
            page.primaryButton.label = "Probe"
            harness.clock.advance(by: .milliseconds(500))
            controller.display()
            XCTAssertEqual(page.display.text, "00:02.00")
            XCTAssertEqual(page.currentLap.total.text, "00:02.00")
            XCTAssertEqual(page.primaryButton.label, "Probe", "a frame sets the times only")

            controller.lap()
            controller.display()
            XCTAssertEqual(page.currentLap.number.text, "Lap 2")
            XCTAssertEqual(page.currentLap.split.text, "00:00.00")
            XCTAssertEqual(page.currentLap.total.text, "00:02.00")
            XCTAssertEqual(page.primaryButton.label, "Pause", "a lap draws the rest again")
            controller.pause()
            XCTAssertEqual(page.primaryButton.label, "Resume")
            XCTAssertEqual(page.secondaryButton.label, "Reset")
        }
    }

    func testCopyAndExportAreOnThePageAndActOnlyWithLaps() throws {
        try withHarness { harness in
            let page = try harness.showStopwatchPage()
            XCTAssertEqual(page.copyButton.label, "Copy Laps")
            XCTAssertEqual(page.exportButton.label, "Export Laps…")
            XCTAssertFalse(
                page.copyButton.isSensitive || page.exportButton.isSensitive, "no laps yet")
            let controller = harness.app.stopwatch.controller
            controller.start()
            harness.clock.advance(by: .seconds(2))
            _ = controller.lap()
            XCTAssertTrue(page.copyButton.isSensitive && page.exportButton.isSensitive)
        }
    }

    func testTheNewestLapStaysInViewUnlessThePersonScrolledAway() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .stopwatch
            let controller = harness.app.stopwatch.controller
            controller.start()
            let page = try harness.stopwatchPage
            @MainActor func lap(_ number: Int) throws {
                harness.clock.advance(by: .seconds(1))
                controller.lap()
                // Laid out and drawn between laps, as in a person's window.
                try harness.pump(
                    until: { page.laps.builtRows.contains { $0.number.text == "Lap \(number)" } },
                    "lap \(number)'s row to be built")
                try settle()
            }
            /// A few frames' time for GTK to lay the list out and draw it.
            @MainActor func settle() throws {
                let until = Date().addingTimeInterval(0.05)
                try harness.pump(until: { Date() > until }, "a few frames")
            }
            for number in 1...30 { try lap(number) }
            XCTAssertLessThan(
                page.laps.scrollOffset, 1, "still at the top, where the newest lap is")

            // Scrolled down to look at an old lap: a new one does not pull the list back up.
            page.laps.scrollOffset = 150
            try settle()
            let away = page.laps.scrollOffset
            XCTAssertGreaterThan(away, 100)
            try lap(31)
            XCTAssertGreaterThanOrEqual(
                page.laps.scrollOffset, away, "left where the person put it")
        }
    }

    func testFramesAreDrawnOnlyWhileTheRunningStopwatchIsOnScreen() throws {
        try withHarness { harness in
            let window = try harness.window
            harness.app.stopwatch.controller.start()
            XCTAssertNil(harness.app.stopwatch.page, "never shown: the Stopwatch page is not built")
            XCTAssertFalse(
                harness.app.stopwatch.controller.isAnimating,
                "on the Timer page: no frames for the stopwatch")

            window.selectedMode = .stopwatch
            try harness.pump(
                until: { harness.app.stopwatch.controller.isOnScreen }, "the stopwatch page shows")
            let page = try harness.stopwatchPage
            XCTAssertTrue(page.isTicking)

            harness.app.stopwatch.controller.pause()
            XCTAssertFalse(page.isTicking, "paused: nothing armed")
            harness.app.stopwatch.controller.start()
            XCTAssertTrue(page.isTicking)

            window.selectedMode = .timer
            try harness.pump(
                until: { !harness.app.stopwatch.controller.isOnScreen }, "the timer page shows")
            XCTAssertFalse(page.isTicking, "another page: nothing armed")
        }
    }
}
