import TimerCore
import XCTest

@testable import Sandglass

/// The Timer page's real widgets: picker → Start → running; Pause/Resume/Cancel change the page and buttons.
final class TimerPageTests: GtkTestCase {
    func testStartShowsTheRunningViewAndPauseResumeCancelFollowTheState() throws {
        try withHarness { harness in
            let page = try harness.page
            XCTAssertEqual(page.views.visibleChildName, "picker")

            page.picker.show(totalSeconds: 90)
            page.picker.startButton.click()
            XCTAssertEqual(harness.app.timer.controller.phase, .running)
            XCTAssertEqual(page.views.visibleChildName, "running")
            XCTAssertEqual(page.running.digits.text, "00:01:30")
            XCTAssertEqual(page.running.pauseResume.label, "Pause")
            XCTAssertEqual(page.running.progress.fraction, 0)

            harness.advance(by: .milliseconds(30_000))
            XCTAssertEqual(page.running.digits.text, "00:01:00")
            XCTAssertEqual(page.running.progress.fraction, 1.0 / 3.0, accuracy: 0.001)

            page.running.pauseResume.button.click()
            XCTAssertEqual(harness.app.timer.controller.phase, .paused)
            XCTAssertEqual(page.running.pauseResume.label, "Resume")
            XCTAssertTrue(
                page.running.digits.hasCSSClass("paused"), "a paused time display is dimmed")

            harness.clock.advance(by: .seconds(500))
            page.running.pauseResume.button.click()
            XCTAssertEqual(harness.app.timer.controller.phase, .running)
            XCTAssertEqual(page.running.pauseResume.label, "Pause")
            XCTAssertFalse(page.running.digits.hasCSSClass("paused"))
            XCTAssertEqual(page.running.digits.text, "00:01:00", "the pause did not eat time")

            page.running.cancelButton.click()
            XCTAssertEqual(harness.app.timer.controller.phase, .idle)
            XCTAssertEqual(page.views.visibleChildName, "picker")
            XCTAssertEqual(
                page.picker.totalSeconds, 90,
                "Cancel returns to the picker holding the previous values")
        }
    }

    func testStartIsInsensitiveAtZeroAndPresetsFillThePicker() throws {
        try withHarness { harness in
            let picker = try harness.page.picker
            picker.show(totalSeconds: 0)
            XCTAssertFalse(picker.startButton.isSensitive)

            let fiveMinutes = try XCTUnwrap(picker.presetButtons.first { $0.label == "5 min" })
            fiveMinutes.click()
            XCTAssertEqual(picker.totalSeconds, 300)
            XCTAssertEqual(
                [picker.hours.text, picker.minutes.text, picker.seconds.text], ["00", "05", "00"])
            XCTAssertTrue(picker.startButton.isSensitive)
        }
    }

    func testTypingPastFiftyNineCarriesIntoTheNextUnit() throws {
        try withHarness { harness in
            let picker = try harness.page.picker
            picker.show(totalSeconds: 0)
            picker.minutes.text = "90"
            picker.minutes.update()
            XCTAssertEqual(
                [picker.hours.intValue, picker.minutes.intValue, picker.seconds.intValue],
                [1, 30, 0])

            picker.seconds.text = "125"
            picker.seconds.update()
            XCTAssertEqual(
                [picker.hours.intValue, picker.minutes.intValue, picker.seconds.intValue],
                [1, 32, 5])
            XCTAssertEqual(picker.totalSeconds, 5525)
        }
    }

    func testEnterInAFieldStarts() throws {
        try withHarness { harness in
            let picker = try harness.page.picker
            picker.show(totalSeconds: 0)
            picker.seconds.text = "45"
            picker.onActivate?()
            XCTAssertEqual(harness.app.timer.controller.phase, .running)
            XCTAssertEqual(harness.app.timer.controller.timer.duration, .seconds(45))
        }
    }

    func testALongTitleDoesNotWidenTheProgressBar() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            @MainActor func barWidth(label: String) throws -> Int32 {
                XCTAssertEqual(
                    runner.run(.timer(.start(duration: .seconds(300), label: label))).status, 0)
                let bar = try harness.page.running.progress
                let later = Date().addingTimeInterval(0.3)
                try harness.pump(
                    until: { Date() > later && bar.allocatedSize.width > 0 },
                    "the running view is laid out")
                let width = bar.allocatedSize.width
                XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 0)
                return width
            }
            let short = try barWidth(label: "Tea")
            // As long as a label may be (a longer one is refused, at every door).
            let long = try barWidth(
                label: String(
                    String(repeating: "A long title for a timer ", count: 3).prefix(
                        LabelText.maximumLength)))
            XCTAssertEqual(long, short, "the title is shortened, the bar keeps its width")
        }
    }

    func testTheEndShowsTimesUpWithRestartAndDismiss() throws {
        try withHarness { harness in
            let page = try harness.page
            page.picker.show(totalSeconds: 2)
            page.picker.startButton.click()
            harness.advance(by: .milliseconds(2_004))
            XCTAssertEqual(harness.app.timer.controller.phase, .finished)
            XCTAssertEqual(page.views.visibleChildName, "finished")
            XCTAssertEqual(page.finished.endedAgo.text, "Ended just now")
            XCTAssertTrue(page.finished.restartButton.isSensitive)

            harness.advance(by: .seconds(42))
            XCTAssertEqual(page.finished.endedAgo.text, "Ended 42 seconds ago")

            page.finished.restartButton.click()
            XCTAssertEqual(harness.app.timer.controller.phase, .running)
            XCTAssertEqual(page.running.digits.text, "00:00:02")

            harness.advance(by: .seconds(3))
            page.finished.dismissButton.click()
            XCTAssertEqual(harness.app.timer.controller.phase, .idle)
            XCTAssertEqual(page.picker.totalSeconds, 2)
        }
    }

    func testTheLastStartedDurationIsPrefilledNextTime() throws {
        try onMainActor {
            let first = try AppHarness()
            let picker = try first.page.picker
            picker.show(totalSeconds: 1234)
            picker.startButton.click()
            first.app.timer.controller.cancel()
            picker.show(totalSeconds: 60)  // picked but never started: not remembered
            first.close()

            let second = try AppHarness(stateURL: first.stateURL)
            defer { second.close() }
            XCTAssertEqual(try second.page.picker.totalSeconds, 1234)
        }
    }
}
