import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// What the window tells a person of what they did and what a screen reader says:
/// rows named for what they show, Copy Laps' toast, the Pomodoro lengths held in the minutes
/// they show, and the Presets page's Add form.
final class AccessibleNamesTests: GtkTestCase {
    func testTimerRowsAreNamedForWhatTheyShowAndNotForEachSecond() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            let page = try harness.page
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(600), label: "Tea"))).status, 0)
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(300), label: "Eggs"))).status, 0)
            let list = page.list
            try harness.pump(until: { list.list.visibleRows.count == 2 }, "both rows on screen")
            let tea = try XCTUnwrap(list.row(for: 1))
            XCTAssertTrue(tea.detail.text.hasPrefix("Ends at "), tea.detail.text)
            let running = "Tea, running. " + tea.detail.text
            XCTAssertEqual(tea.itemName, running)
            harness.advance(by: .seconds(1))
            XCTAssertEqual(tea.digits.text, "00:09:59")
            XCTAssertEqual(tea.itemName, running, "a focused row is not read again at each second")
            XCTAssertEqual(runner.run(.timer(.operation(.pause, .label("Tea")))).status, 0)
            try harness.pump(
                until: { list.row(for: 1)?.itemName == "Tea, 00:09:59 left, paused" },
                "the paused row to say so")
            XCTAssertEqual(
                list.row(for: 1)?.spokenName(of: tea.pauseResume), "Resume Tea",
                "its tooltip and name")
        }
    }

    func testLapRowsAreNamedForTheirLapAndCopyLapsSaysHowManyItCopied() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .stopwatch
            let page = try harness.stopwatchPage
            let controller = harness.app.stopwatch.controller
            controller.start()
            for seconds in [2, 1, 3] {
                harness.clock.advance(by: .seconds(Int64(seconds)))
                controller.lap()
            }
            try harness.pump(until: { page.laps.builtRows.count == 3 }, "the three lap rows")
            let names = Set(page.laps.builtRows.map(\.itemName))
            XCTAssertEqual(
                names, ["Lap 1, 00:02.00", "Lap 2, 00:01.00, fastest", "Lap 3, 00:03.00, slowest"])

            harness.app.application.activateAction(StopwatchOperation.copy.name)
            XCTAssertEqual(window.toasts.shownTitle, "3 laps copied")
        }
    }

    func testThePomodoroLengthsHoldTheMinutesTheyShow() throws {
        try withHarness { harness in
            let dialog = harness.app.presentPreferences()
            defer { dialog.window.close() }
            let lengths = dialog.pomodoro
            XCTAssertEqual(
                [lengths.focus.value, lengths.shortBreak.value, lengths.longBreak.value],
                [25, 5, 15])
            XCTAssertEqual(lengths.focus.text, "25", "the value is what the field shows")
            XCTAssertEqual(
                lengths.rows.count, 5, "the lengths, the rounds and auto-start, a row each")
            lengths.shortBreak.text = "1:30"
            lengths.shortBreak.update()
            XCTAssertEqual(lengths.shortBreak.value, 1.5)
            XCTAssertEqual(
                harness.app.pomodoro.controller.pomodoro.settings.shortBreak, .seconds(90))
            lengths.focus.value = 50
            XCTAssertEqual(harness.app.pomodoro.controller.pomodoro.settings.focus, .seconds(3_000))
            lengths.autoStart.isActive = false
            XCTAssertFalse(
                harness.app.pomodoro.controller.pomodoro.settings.autoStart, "the switch row")
        }
    }

    func testAPresetIsAddedFromThePresetsPageThroughTheTimersAction() throws {
        try withHarness { harness in
            let dialog = harness.app.presentPreferences()
            defer { dialog.window.close() }
            let form = dialog.presets
            let presets = { harness.app.shell.preferences.value.presets }

            form.nameField.text = "Tea"
            form.durationField.text = "4:00"
            form.addTyped()
            XCTAssertEqual(presets().preset(named: "Tea")?.seconds, 240)
            XCTAssertEqual(
                [form.nameField.text, form.durationField.text], ["", ""], "the form is empty again")
            XCTAssertNotNil(form.removeButtons["Tea"], "its row shows")
            XCTAssertFalse(form.problem.isVisible)

            form.nameField.text = "Bread"
            form.durationField.text = "soon"
            form.addTyped()
            XCTAssertTrue(form.problem.isVisible)
            XCTAssertEqual(form.problem.text, "Type a duration such as 4m, 4:00 or 1h30m.")
            XCTAssertTrue(form.durationField.hasCSSClass("error"))
            XCTAssertEqual(form.nameField.text, "Bread", "the fields are kept to fix")

            form.nameField.text = " "
            form.durationField.text = "5m"
            form.addTyped()
            XCTAssertEqual(form.problem.text, "A preset needs a name", "the refusal, as a sentence")
            XCTAssertTrue(form.nameField.hasCSSClass("error"))
            XCTAssertEqual(presets().presets.map(\.name), ["Tea"], "nothing refused was added")
        }
    }

    /// Add makes a new preset: a name in use (in any case) is refused, the preset of that name
    /// keeps its duration; each refusal marks the field it is about.
    func testThePresetsPageAddRefusesANameInUseAndMarksTheFieldAtFault() throws {
        try withHarness { harness in
            let dialog = harness.app.presentPreferences()
            defer { dialog.window.close() }
            let form = dialog.presets
            let presets = { harness.app.shell.preferences.value.presets }
            form.nameField.text = "Tea"
            form.durationField.text = "4:00"
            form.addTyped()

            form.nameField.text = "tea"
            form.durationField.text = "10m"
            form.addTyped()
            XCTAssertEqual(
                presets().presets, [TimerPreset(name: "Tea", seconds: 240)],
                "Tea keeps its 4 minutes")
            XCTAssertEqual(
                form.problem.text, "A preset named “Tea” already exists; give another name")
            XCTAssertTrue(form.nameField.hasCSSClass("error"))
            XCTAssertFalse(form.durationField.hasCSSClass("error"))
            XCTAssertEqual(
                [form.nameField.text, form.durationField.text], ["tea", "10m"], "kept to fix")

            form.nameField.text = "Nap"
            form.durationField.text = "0s"
            form.addTyped()
            XCTAssertEqual(form.problem.text, "Type a duration such as 4m, 4:00 or 1h30m.")
            XCTAssertTrue(form.durationField.hasCSSClass("error"), "0 s is the duration's fault")
            XCTAssertFalse(form.nameField.hasCSSClass("error"))
            XCTAssertEqual(presets().names, ["Tea"])
        }
    }
}
