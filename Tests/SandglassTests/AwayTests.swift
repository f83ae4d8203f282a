import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// The modes told that the person left and came back (as `AwayWatch` tells them): a focus
/// phase is held meanwhile, unless the person chose otherwise in Preferences.
final class AwayTests: GtkTestCase {
    func testAFocusPhaseIsHeldWhileThePersonIsAwayAndSaved() throws {
        try withHarness { harness in
            let pomodoro = harness.app.pomodoro
            pomodoro.controller.start()
            harness.advance(by: .seconds(60))
            pomodoro.personLeft()
            XCTAssertEqual(pomodoro.controller.reading.state, .paused)
            harness.advance(by: .seconds(3600))  // an hour asleep
            XCTAssertEqual(pomodoro.controller.reading.remaining, .seconds(24 * 60))
            pomodoro.personCameBack()
            XCTAssertEqual(pomodoro.controller.reading.state, .running)
            XCTAssertEqual(pomodoro.controller.reading.remaining, .seconds(24 * 60))
            let status = harness.app.commandRunner().run(.status(json: true)).output
            XCTAssertTrue(status.contains(#""completed_focus":0"#), status)
        }
    }

    func testThePreferenceOffLeavesFocusRunning() throws {
        try withHarness { harness in
            harness.app.shell.preferences.value.pauseFocusWhenAway = false
            XCTAssertFalse(harness.savedSettings().pauseFocusWhenAway, "kept in the settings")
            let pomodoro = harness.app.pomodoro
            pomodoro.controller.start()
            pomodoro.personLeft()
            XCTAssertEqual(pomodoro.controller.reading.state, .running)
        }
    }

    func testTheSwitchInPreferencesIsThePreference() throws {
        try withHarness { harness in
            let dialog = harness.app.presentPreferences()
            defer { dialog.window.close() }
            XCTAssertTrue(dialog.pausesFocusWhenAway)
            dialog.pausesFocusWhenAway = false
            XCTAssertFalse(harness.app.shell.preferences.value.pauseFocusWhenAway)
            harness.app.shell.preferences.value.pauseFocusWhenAway = true
            XCTAssertTrue(dialog.pausesFocusWhenAway, "follows a change made elsewhere")
        }
    }
}
