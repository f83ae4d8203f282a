import Foundation
import GtkKit
import XCTest
@testable import Sandglass
import TimerCore

/// The compact view: what is under way as digits, a bar and its main button, drawn there
/// instead of on the page; the mode it shows follows what rings or runs.
final class CompactViewTests: XCTestCase {
    func testTheCompactViewShowsTheRunningTimerAndDrawsThereInsteadOfThePage() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            let runner = harness.app.commandRunner()
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(90), label: "Tea"))).status, 0)
            XCTAssertEqual(runner.run(.window(WindowRequest(option: .compact, on: true))), .done("Compact view"))
            let window = try harness.window
            XCTAssertTrue(window.isCompact)
            XCTAssertEqual(harness.app.application.action(named: WindowOption.compact.name)?.state, true)
            let compact = try XCTUnwrap(window.compact)
            XCTAssertEqual(compact.face?.title, "Tea")
            XCTAssertEqual(compact.face?.digits, "00:01:30")
            XCTAssertEqual(compact.face?.button, TimerOperation.pause.compactButton)
            let pageDigits = try harness.page.running.digits.text

            harness.advance(by: .seconds(1))
            XCTAssertEqual(compact.digits.text, "00:01:29", "drawn in the compact view")
            XCTAssertEqual(try harness.page.running.digits.text, pageDigits, "and not on the hidden page")

            compact.mainButton.click()  // Pause, as a click does
            XCTAssertEqual(harness.app.timer.controller.phase, .paused)
            XCTAssertEqual(compact.face?.button, TimerOperation.resume.compactButton)

            XCTAssertNil(runner.run(.window(WindowRequest(option: .compact, on: false))).error.nilIfEmpty)
            XCTAssertFalse(window.isCompact)
            harness.advance(by: .seconds(1))
            XCTAssertTrue(harness.app.shell.preferences.value.compact == false)
        }
    }

    func testWhatRingsComesFirstThenWhatRunsThenThePage() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            let runner = harness.app.commandRunner()
            let window = try harness.window
            window.selectedMode = .countdown
            XCTAssertEqual(runner.run(.window(WindowRequest(option: .compact, on: true))).status, 0)
            XCTAssertEqual(window.compactMode, .countdown, "nothing under way: the page it was on")
            XCTAssertEqual(runner.run(.stopwatch(.start)).status, 0)
            XCTAssertEqual(window.compactMode, .stopwatch, "a running stopwatch")
            XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(2), label: nil))).status, 0)
            harness.advance(by: .seconds(2))
            XCTAssertEqual(window.compactMode, .timer, "the timer that rings")
            XCTAssertEqual(window.compact?.face?.button, TimerOperation.dismiss.compactButton, "its main button dismisses it")
            XCTAssertEqual(runner.run(.dismiss).status, 0)
            XCTAssertEqual(window.compactMode, .stopwatch, "back to what runs")
        }
    }

    func testACompactWindowComesBackCompactAtTheNextLaunch() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness.withPreferences(#"{"version":1,"compact":true}"#)
            defer { harness.close() }
            XCTAssertTrue(try harness.window.isCompact)
            XCTAssertEqual(try harness.window.compact?.face?.title, "Timer")
        }
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
