import GtkKit
import XCTest
@testable import Sandglass
import TimerCore

/// The window is let go when it is hidden with nothing under way, and made anew, with fresh pages, when needed.
final class WindowShellTests: XCTestCase {
    func testAHiddenWindowIsLetGoAndMadeAgainByACommand() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            let app = harness.app
            let runner = app.commandRunner()
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(60), label: nil))).status, 0)
            let first = try XCTUnwrap(app.timer.page)
            try harness.window.window.close()
            XCTAssertNotNil(app.window, "a running timer keeps the closed window, hidden")
            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 0)
            XCTAssertNil(app.window, "nothing under way: the hidden window is let go")
            XCTAssertNil(app.timer.page, "and its pages with it")
            // (no main-loop turn here: a command may come in the same one)

            XCTAssertEqual(runner.run(.stopwatch(.start)).status, 0)
            let window = try XCTUnwrap(app.window, "a command that sets something going opens a new window")
            try harness.pump(until: { window.visibleMode == .stopwatch }, "the new window shows the Stopwatch page")
            XCTAssertNil(app.timer.page, "only the page shown is built")
            XCTAssertNotNil(app.stopwatch.page)
            window.selectedMode = .timer
            try harness.pump(until: { window.visibleMode == .timer }, "the Timer page shows")
            let second = try XCTUnwrap(app.timer.page)
            XCTAssertFalse(first === second, "a new window builds a new page")
            XCTAssertTrue(second.picker.startButton.isSensitive, "its actions' state reaches the new page")
        }
    }
}
