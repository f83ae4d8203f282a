import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// A page's tab shows a dot while something on that page runs or rings and another page shows.
final class TabAttentionTests: GtkTestCase {
    func testATabIsMarkedWhileItsPageRunsOrRingsUnseen() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            let window = try harness.window
            let tabs = window.modes
            XCTAssertFalse(
                ModeList.builtIn.map(\.mode).contains { tabs.needsAttention(page: $0.rawValue) },
                "nothing runs: no dot")

            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(2), label: "Tea"))).status, 0)
            XCTAssertFalse(
                tabs.needsAttention(page: Mode.timer.rawValue), "the page shown needs no dot")
            window.selectedMode = .stopwatch
            try harness.pump(
                until: { window.visibleMode == .stopwatch }, "the Stopwatch page shows")
            XCTAssertTrue(
                tabs.needsAttention(page: Mode.timer.rawValue), "a running timer on another page")
            XCTAssertFalse(tabs.needsAttention(page: Mode.stopwatch.rawValue))

            XCTAssertEqual(runner.run(.timer(.operation(.pause))).status, 0)
            XCTAssertFalse(
                tabs.needsAttention(page: Mode.timer.rawValue), "paused, it neither runs nor rings")
            XCTAssertEqual(runner.run(.timer(.operation(.resume))).status, 0)
            harness.advance(by: .seconds(2))
            try harness.pump(until: { window.endNotice.isShown }, "the timer ends")
            XCTAssertTrue(
                tabs.needsAttention(page: Mode.timer.rawValue), "it rings on another page")

            window.selectedMode = .timer
            try harness.pump(until: { window.visibleMode == .timer }, "the Timer page shows")
            XCTAssertFalse(tabs.needsAttention(page: Mode.timer.rawValue), "seen: the dot goes")
            XCTAssertEqual(runner.run(.dismiss).status, 0)
            window.selectedMode = .countdown
            try harness.pump(
                until: { window.visibleMode == .countdown }, "the Countdown page shows")
            XCTAssertFalse(
                tabs.needsAttention(page: Mode.timer.rawValue), "dismissed: nothing there")
        }
    }
}
