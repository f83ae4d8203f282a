import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// Presets of the person's own in the window: saved from the picker's label and duration, shown
/// beside the built-in ones, filling the picker, renamed and removed in their popover, and
/// following what `sandglass timer preset …` changes.
final class PresetPickerTests: GtkTestCase {
    func testAPresetIsSavedFromThePickerUsedRenamedAndRemoved() throws {
        try withHarness { harness in
            let app = harness.app
            let picker = try harness.page.picker
            XCTAssertTrue(picker.ownPresetButtons.isEmpty)
            picker.show(totalSeconds: 240)
            XCTAssertFalse(
                picker.presetEditor.saveButton.isSensitive,
                "a preset is saved under the label: none yet")
            picker.labelEntry.text = "Tea"
            XCTAssertTrue(picker.presetEditor.saveButton.isSensitive)
            picker.presetEditor.saveButton.click()
            XCTAssertEqual(
                app.shell.preferences.value.presets.presets,
                [TimerPreset(name: "Tea", seconds: 240)])
            XCTAssertEqual(
                harness.savedSettings().presets.names, ["Tea"],
                "kept across restarts")
            XCTAssertEqual(
                picker.ownPresetButtons.map(\.label), ["Tea"], "shown beside the built-in ones")

            // Another duration and label in the picker; the preset fills both back.
            picker.show(totalSeconds: 60)
            picker.labelEntry.text = ""
            try XCTUnwrap(picker.ownPresetButtons.first).click()
            XCTAssertEqual(picker.totalSeconds, 240)
            XCTAssertEqual(picker.labelEntry.text, "Tea")
            picker.startButton.click()
            XCTAssertEqual(app.timer.controller.latest?.timer.label, "Tea")

            // Renamed in the popover: Enter in its name field.
            XCTAssertTrue(picker.presetsButton.activate())
            let field = try XCTUnwrap(picker.presetEditor.nameFields["Tea"])
            try harness.pump(until: { field.isMapped }, "the presets' popover open")
            field.text = "Green tea"
            field.pressEnter()
            XCTAssertEqual(app.shell.preferences.value.presets.names, ["Green tea"])
            XCTAssertEqual(picker.ownPresetButtons.map(\.label), ["Green tea"])
            // A clash is refused, and the field says so.
            XCTAssertEqual(
                app.commandRunner().run(.presets(.save(name: "Eggs", seconds: 420))).status, 0)
            XCTAssertEqual(
                picker.ownPresetButtons.map(\.label), ["Green tea", "Eggs"],
                "a preset saved by the command line shows at once")
            let eggsField = try XCTUnwrap(picker.presetEditor.nameFields["Eggs"])
            eggsField.text = "green TEA"
            eggsField.pressEnter()
            XCTAssertEqual(app.shell.preferences.value.presets.names, ["Green tea", "Eggs"])
            XCTAssertTrue(eggsField.hasCSSClass("error"))

            try XCTUnwrap(picker.presetEditor.removeButtons["Green tea"]).click()
            XCTAssertEqual(app.shell.preferences.value.presets.names, ["Eggs"])
            XCTAssertEqual(picker.ownPresetButtons.map(\.label), ["Eggs"])
            XCTAssertEqual(
                picker.presetButtons.count, TimerPicker.presets.count, "the built-in presets stay")
            // Closed before the window goes: a popover destroyed open leaves GDK a dangling surface.
            picker.presetsButton.popdown()
            try harness.pump(until: { !eggsField.isMapped }, "the popover to close")
        }
    }
}
