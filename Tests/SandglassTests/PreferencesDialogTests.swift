import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The Preferences window: opened by its action (Ctrl+,), one window however often; its ring
/// time and preset rows go through the preferences store both ways.
final class PreferencesDialogTests: GtkTestCase {
    func testTheWindowOpensOnceOverTheMainWindowAndItsControlsKeepThePreferences() throws {
        try withHarness { harness in
            let app = harness.app
            var presets = PresetList()
            try presets.save(name: "Tea", seconds: 240)
            app.shell.preferences.value.presets = presets

            app.application.activateAction(AppOperation.preferences.name)
            let dialog = try XCTUnwrap(app.preferencesDialog, "app.preferences opens it")
            XCTAssertTrue(dialog.window.isModal)
            app.application.activateAction(AppOperation.preferences.name)
            XCTAssertTrue(
                app.preferencesDialog === dialog, "a second Ctrl+, brings the same window forward")
            XCTAssertEqual(AppOperation.preferences.definition.keys, ["<Control>comma"])

            XCTAssertEqual(dialog.ringSeconds.intValue, 60)
            dialog.ringSeconds.intValue = 20
            XCTAssertEqual(
                app.shell.preferences.value.ringSeconds, 20, "the field keeps what it shows")
            XCTAssertEqual(harness.savedSettings().ringSeconds, 20, "in the settings at once")
            app.shell.preferences.value.ringSeconds = 45
            XCTAssertEqual(dialog.ringSeconds.intValue, 45, "a change made elsewhere shows")

            let remove = try XCTUnwrap(dialog.presets.removeButtons["Tea"])
            remove.click()
            try harness.pump(
                until: { app.shell.preferences.value.presets.presets.isEmpty },
                "Remove takes the preset away")
            XCTAssertNil(dialog.presets.removeButtons["Tea"], "its row goes with it")

            XCTAssertTrue(dialog.window.isMapped, "shown")
            dialog.window.close()
            XCTAssertFalse(dialog.window.isVisible, "closed")
            try harness.pump(until: { app.preferencesDialog == nil }, "closing lets the window go")
        }
    }
}
