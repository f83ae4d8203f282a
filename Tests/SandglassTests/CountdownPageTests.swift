import Foundation
import XCTest
@testable import Sandglass
import TimerCore

/// The Countdown page's real widgets: the picker and a pasted date, the running and ended
/// views, and redraws armed on the wall clock only while the page shows.
final class CountdownPageTests: XCTestCase {
    func testPastedDateStartsTheCountdown() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            let window = try harness.window
            window.selectedMode = .countdown
            try harness.pump(until: { harness.app.countdown.controller.isOnScreen }, "the page shows")
            let page = try harness.countdownPage
            XCTAssertEqual(page.views.visibleChildName, "idle")

            // The manual clock's wall time is 2027-01-15T08:00:00Z; this is 1 day, 2 h, 3 min and 4 s later.
            page.picker.title.text = "Launch"
            page.picker.pasted.text = "2027-01-16T10:03:04Z"
            page.picker.startButton.click()
            XCTAssertEqual(page.views.visibleChildName, "running")
            XCTAssertEqual(page.running.titleLabel.text, "Launch")
            XCTAssertEqual(page.running.caption.text, "Ends in")
            XCTAssertEqual(page.running.digits.text, "01:02:03:04")
            XCTAssertFalse(page.running.targetLabel.text.isEmpty)
            XCTAssertEqual(harness.dateScheduler?.armed, harness.clock.wallNow.addingTimeInterval(1))

            harness.advanceCountdown(by: .seconds(1))
            XCTAssertEqual(page.running.digits.text, "01:02:03:03")
        }
    }

    func testBadPasteSaysWhyAndStartsNothing() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            let window = try harness.window
            window.selectedMode = .countdown
            let page = try harness.countdownPage
            page.picker.pasted.text = "2027-02-30 10:00"
            page.picker.startButton.click()
            XCTAssertNil(harness.app.countdown.controller.countdown)
            XCTAssertEqual(page.views.visibleChildName, "idle")
            XCTAssertTrue(page.picker.problem.isVisible)
            XCTAssertTrue(page.picker.problem.text.contains("2027-02-30"), page.picker.problem.text)
        }
    }

    func testEndedShowsZerosAndStopsRedrawing() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            let window = try harness.window
            window.selectedMode = .countdown
            try harness.pump(until: { harness.app.countdown.controller.isOnScreen }, "the page shows")
            let page = try harness.countdownPage
            harness.app.countdown.controller.start(target: harness.clock.wallNow.addingTimeInterval(2), label: "")
            XCTAssertEqual(page.running.digits.text, "00:00:00:02")
            harness.advanceCountdown(by: .seconds(1))
            harness.advanceCountdown(by: .seconds(1))
            XCTAssertEqual(page.running.digits.text, "00:00:00:00")
            XCTAssertEqual(page.running.caption.text, "Ended")
            XCTAssertEqual(harness.dateScheduler?.armed, harness.clock.wallNow.addingTimeInterval(DateCountdown.farAhead),
                           "ended: nothing to redraw, only a wall-clock change to notice")

            // The clock is set back before the target: the countdown runs again.
            harness.clock.setWall(harness.clock.wallNow.addingTimeInterval(-10))
            harness.dateScheduler?.fire()
            XCTAssertEqual(page.running.caption.text, "Ends in")
            XCTAssertEqual(page.running.digits.text, "00:00:00:10")

            page.running.stopButton.click()
            XCTAssertNil(harness.app.countdown.controller.countdown)
            XCTAssertEqual(page.views.visibleChildName, "idle")
        }
    }

    func testOnlyTheDateIsArmedWhileThePageIsNotShownAndItsEndRingsAndTellsOnce() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            let target = harness.clock.wallNow.addingTimeInterval(3_600)
            harness.app.countdown.controller.start(target: target, label: "Launch")
            XCTAssertEqual(harness.dateScheduler?.armed, target, "the Timer page shows: no redraws, one wake-up at the date")
            let window = try harness.window
            window.selectedMode = .countdown
            try harness.pump(until: { harness.app.countdown.controller.isOnScreen }, "the page shows")
            XCTAssertEqual(harness.dateScheduler?.armed, harness.clock.wallNow.addingTimeInterval(1), "each second on screen")
            XCTAssertEqual(try harness.countdownPage.running.digits.text, "00:01:00:00")

            window.selectedMode = .stopwatch
            try harness.pump(until: { !harness.app.countdown.controller.isOnScreen }, "the Stopwatch page shows")
            let sound = try XCTUnwrap(harness.app.countdown.sound as? RecordingSound)
            harness.advanceCountdown(by: .seconds(3_600))
            XCTAssertEqual(sound.played, [.ring(.alarm, seconds: 60)])
            XCTAssertEqual(window.visibleMode, .stopwatch, "the page stays")
            XCTAssertEqual(window.endNotice.message.text, "Launch: the date has come")
            XCTAssertNil(harness.dateScheduler?.armed, "ended: nothing more to wake for")
            XCTAssertTrue(harness.app.commandRunner().run(.status(json: true)).output.contains(#""remaining_ms":0,"ringing":true"#))

            harness.dateScheduler?.fire()
            XCTAssertEqual(sound.played.count, 1, "told once")
            XCTAssertEqual(harness.app.commandRunner().run(.dismiss).output, "Countdown dismissed\n")
            XCTAssertFalse(sound.isSounding)
            XCTAssertNil(harness.app.countdown.controller.countdown)
        }
    }
}
