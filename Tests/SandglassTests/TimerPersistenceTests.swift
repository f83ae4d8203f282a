import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// Nothing a user started is lost: a running timer comes back after the program is gone, and a
/// corrupt file costs nothing but itself.
final class TimerPersistenceTests: GtkTestCase {
    func testARunningTimerComesBackAfterTheProgramIsGone() throws {
        try onMainActor {
            let first = try AppHarness()
            first.app.timer.controller.start(duration: .seconds(600), label: "Bread")
            first.clock.advance(by: .seconds(100))
            first.close()  // no cancel: as if killed

            let second = try AppHarness(stateURL: first.stateURL)
            defer { second.close() }
            second.clock.advance(by: .seconds(100))
            XCTAssertEqual(second.app.timer.controller.phase, .running)
            XCTAssertEqual(second.app.timer.controller.timer.label, "Bread")
            second.app.timer.controller.refresh()
            XCTAssertEqual(try second.page.running.digits.text, "00:08:20")
        }
    }

    func testAPausedTimerComesBackPaused() throws {
        try onMainActor {
            let first = try AppHarness()
            first.app.timer.controller.start(duration: .seconds(90))
            first.clock.advance(by: .seconds(30))
            first.app.timer.controller.pause()
            first.close()

            let second = try AppHarness(stateURL: first.stateURL)
            defer { second.close() }
            XCTAssertEqual(
                second.app.timer.controller.timer.state, .paused(remaining: .seconds(60)))
            XCTAssertEqual(try second.page.running.pauseResume.label, "Resume")
        }
    }

    func testACorruptFileIsSetAsideAndTheDefaultsUsed() throws {
        try onMainActor {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "sandglass-corrupt-\(UUID().uuidString)/timer.json")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{\"version\":1,\"state\":\"running\",tru".utf8).write(to: url)

            let harness = try AppHarness(stateURL: url)
            defer { harness.close() }
            XCTAssertEqual(harness.app.timer.controller.phase, .idle)
            XCTAssertEqual(harness.app.timer.controller.timer.duration, .seconds(300))
            let kept = try FileManager.default.contentsOfDirectory(
                atPath: url.deletingLastPathComponent().path)
            XCTAssertTrue(
                kept.contains { $0.hasPrefix("timer.json.broken-") },
                "the unreadable file is kept for inspection: \(kept)")
        }
    }
}
