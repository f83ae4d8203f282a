import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// Several timers on the Timer page: one looks as before, two or more are rows that each act on
/// their own timer, New Timer opens the picker over them, and one wake-up serves them all.
final class TimerListPageTests: GtkTestCase {
    func testTwoTimersAreRowsWhoseButtonsActOnTheirOwnTimer() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let page = try harness.page
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(600), label: "Tea"))).status, 0)
            XCTAssertEqual(page.shownView, .running, "one timer looks as it always did")
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(300), label: "Eggs"))).status, 0)
            XCTAssertEqual(page.shownView, .list)
            let list = page.list
            XCTAssertEqual(list.shownIDs, [2, 1], "the soonest end first")
            try harness.pump(until: { list.list.visibleRows.count == 2 }, "both rows on screen")
            let tea = try XCTUnwrap(list.row(for: 1))
            let eggs = try XCTUnwrap(list.row(for: 2))
            XCTAssertEqual(tea.name.text, "Tea")
            XCTAssertEqual(tea.digits.text, "00:10:00")
            XCTAssertEqual(
                tea.spokenName(of: tea.pauseResume), "Pause Tea", "the button names its timer")
            XCTAssertEqual(eggs.spokenName(of: eggs.cancelButton), "Cancel Eggs")

            harness.advance(by: .seconds(1))
            XCTAssertEqual(tea.digits.text, "00:09:59", "every row drawn at the one wake-up")
            XCTAssertEqual(eggs.digits.text, "00:04:59")

            tea.pauseResume.click()
            XCTAssertEqual(harness.app.timer.controller.entry(1)?.timer.phase, .paused)
            XCTAssertEqual(
                harness.app.timer.controller.entry(2)?.timer.phase, .running,
                "the other one runs on")
            try harness.pump(until: { list.list.visibleRows.count == 2 }, "both rows on screen")
            let teaAgain = try XCTUnwrap(list.row(for: 1))
            XCTAssertEqual(teaAgain.spokenName(of: teaAgain.pauseResume), "Resume Tea")
            XCTAssertEqual(teaAgain.detail.text, "Paused")

            // Eggs ends: its row says so and offers Restart and Dismiss; it rings on its own.
            harness.advance(by: .seconds(299))
            XCTAssertEqual(harness.app.timer.controller.entry(2)?.timer.phase, .finished)
            try harness.pump(until: { list.list.visibleRows.count == 2 }, "both rows on screen")
            let ended = try XCTUnwrap(list.row(for: 2))
            XCTAssertTrue(ended.dismissButton.isVisible && !ended.pauseResume.isVisible)
            XCTAssertEqual(ended.spokenName(of: ended.dismissButton), "Dismiss Eggs")
            XCTAssertEqual(harness.app.timer.ringing, [2])
            ended.dismissButton.click()
            XCTAssertNil(harness.app.timer.controller.entry(2))
            XCTAssertEqual(page.shownView, .running, "one timer again: its own view")
            XCTAssertEqual(harness.app.timer.controller.entry(1)?.timer.phase, .paused)
        }
    }

    func testNewTimerOpensThePickerOverTheTimersAndEscapeLeavesIt() throws {
        try withHarness { harness in
            let app = harness.app
            let page = try harness.page
            XCTAssertEqual(
                app.commandRunner().run(.timer(.start(duration: .seconds(600), label: "Tea")))
                    .status, 0)
            XCTAssertFalse(page.picker.backButton.isVisible)

            page.running.newButton.click()
            XCTAssertEqual(page.shownView, .picker)
            XCTAssertTrue(page.picker.backButton.isVisible, "Back to the timer there is")
            // Escape here leaves the picker; it cancels nothing.
            app.application.activateAction(
                TimerOperation.dismiss.name, parameter: Variant(TimerOperation.latest))
            XCTAssertEqual(page.shownView, .running)
            XCTAssertEqual(app.timer.controller.timers.count, 1)

            app.application.activateAction(TimerOperation.new.name)
            page.picker.show(totalSeconds: 90)
            page.picker.labelEntry.text = "Tea"
            XCTAssertFalse(page.picker.startButton.isSensitive, "a label a running timer has")
            page.picker.labelEntry.text = "Bread"
            XCTAssertTrue(page.picker.startButton.isSensitive)
            page.picker.startButton.click()
            XCTAssertEqual(
                app.timer.controller.timers.entries.map(\.timer.label), ["Tea", "Bread"])
            XCTAssertEqual(app.timer.controller.entry(2)?.timer.duration, .seconds(90))
            XCTAssertEqual(page.shownView, .list, "the picker closes on Start")
            XCTAssertEqual(page.picker.labelEntry.text, "", "the next timer starts without a label")

            // Escape on the list dismisses a finished timer, and with none it cancels nothing.
            app.application.activateAction(
                TimerOperation.dismiss.name, parameter: Variant(TimerOperation.latest))
            XCTAssertEqual(
                app.timer.controller.timers.entries.map(\.timer.label), ["Tea", "Bread"])
        }
    }

    func testTheLauncherStartsAnotherTimerOfTheLastDuration() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(420), label: "Tea"))).status, 0)
            let again = runner.run(.timer(.startLast(label: nil)))
            XCTAssertEqual(again.status, 0, again.error)
            XCTAssertEqual(
                harness.app.timer.controller.timers.entries.map(\.timer.duration),
                [.seconds(420), .seconds(420)])
            XCTAssertEqual(
                runner.run(.timer(.startLast(label: "Tea"))).status, 2, "its label is in use")
        }
    }

    func testOneWakeUpServesAHundredRunningTimers() throws {
        try withHarness { harness in
            let controller = harness.app.timer.controller
            let start = harness.clock.now
            for index in 0..<100 {
                XCTAssertNotNil(
                    controller.start(duration: .milliseconds(Int64(60_000 + index * 250))))
            }
            // Off screen (the page not shown yet: nobody looks): only the earliest end.
            controller.isOnScreen = false
            XCTAssertEqual(harness.scheduler?.armed, start + .seconds(60))
            controller.isOnScreen = true
            XCTAssertEqual(
                harness.scheduler?.armed, start + .seconds(1),
                "the soonest-ending timer's next second, for every row")
            for id in 1...100 { controller.pause(id) }
            XCTAssertNil(harness.scheduler?.armed, "paused timers arm nothing")
        }
    }
    func testHundredsOfTimersBuildAScreenfulOfRowsAndLoadMoreAsTheListScrolls() throws {
        try withHarness { harness in
            let controller = harness.app.timer.controller
            // More than the 200 rows GTK 4.8 would build for a model that held them all.
            for index in 0..<300 {
                let id = try XCTUnwrap(controller.start(duration: .seconds(Int64(600 + index))))
                controller.pause(id)
            }
            let page = try harness.page
            let list = page.list
            XCTAssertEqual(list.shownIDs.count, 300)
            try harness.pump(until: { !list.list.visibleRows.isEmpty }, "rows on screen")
            XCTAssertLessThanOrEqual(
                list.list.count, 60, "the model holds the first few dozen timers")
            XCTAssertLessThanOrEqual(
                list.list.builtRows.count, 60, "GTK builds rows for those only")
            // Scrolled to the end again and again, the list loads the rest, batch by batch.
            let last = try XCTUnwrap(list.shownIDs.last)
            try harness.pump(
                until: {
                    list.list.scrollOffset = 1e9
                    return list.list.visibleRows.contains { $0.id == last }
                }, "the last timer's row on screen", timeout: 30,
                onTimeout: { "the model holds \(list.list.count)" })
            XCTAssertEqual(list.list.count, 300)
            let row = try XCTUnwrap(list.row(for: last))
            XCTAssertEqual(row.detail.text, "Paused")
            let timer = try XCTUnwrap(controller.entry(last)?.timer)
            XCTAssertEqual(
                row.digits.text,
                ClockFormat.hms(totalSeconds: timer.displayedSeconds(at: harness.clock.now)),
                "drawn as it came into view")
            XCTAssertEqual(row.name.text, controller.entry(last)?.name)
        }
    }
}
