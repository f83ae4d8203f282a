import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// A command whose save fails still does what it says, exits 0, and warns whoever ran it.
final class CommandSaveWarningTests: GtkTestCase {
    func testACommandWhoseSaveFailsStillSucceedsAndWarnsItsCaller() throws {
        try onMainActor {
            let harness = try AppHarness()
            defer {
                harness.close()
                try? FileManager.default.removeItem(
                    at: harness.stateURL.deletingLastPathComponent())
            }
            // A folder where timer.json should be: renaming the new file over it fails, even for root.
            try FileManager.default.createDirectory(
                at: harness.stateURL, withIntermediateDirectories: true)
            let runner = harness.app.commandRunner()
            let warning =
                "sandglass: warning: timer.json could not be saved to \(harness.stateURL.path): Is a directory\n"

            let started = runner.reply(to: ["timer", "start", "3m"])
            XCTAssertEqual(started.status, 0)
            XCTAssertTrue(started.output.hasPrefix("Timer started: 00:03:00"), started.output)
            XCTAssertEqual(started.error, warning, "one line, once")
            XCTAssertEqual(
                harness.app.timer.controller.phase, .running, "done in memory all the same")

            let paused = runner.reply(to: ["timer", "pause"])
            XCTAssertEqual(paused.status, 0)
            XCTAssertEqual(paused.error, warning, "each command tells of its own failed save")

            XCTAssertEqual(
                runner.reply(to: ["status"]).error, "",
                "a command that saves nothing warns of nothing")
            let refused = runner.reply(to: ["timer", "pause"])
            XCTAssertEqual(refused.status, 1)
            XCTAssertEqual(
                refused.error, "sandglass: the timer is not running (it is paused)\n",
                "a refusal saves nothing")

            try FileManager.default.removeItem(at: harness.stateURL)
            let resumed = runner.reply(to: ["timer", "resume"])
            XCTAssertEqual(resumed.error, "", "saved: nothing to warn of")
        }
    }
}
