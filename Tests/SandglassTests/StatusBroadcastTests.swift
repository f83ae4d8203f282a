import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The status published for `status --follow`: once per change, never per second, and a
/// command's effect before its answer.
final class StatusBroadcastTests: GtkTestCase {
    @MainActor
    private static func published(_ harness: AppHarness) throws -> StatusReport {
        let published = harness.app.broadcast?.text
        let text = try XCTUnwrap(published)
        return try JSONDecoder().decode(StatusReport.self, from: Data(text.utf8))
    }

    func testAChangeIsPublishedOnceAndTheSecondsAreNot() throws {
        try withHarness { harness in
            let broadcast = try XCTUnwrap(harness.app.broadcast)
            let first = try Self.published(harness)
            XCTAssertEqual(first.timers.first?.state, .idle, "published at start")

            // A command's effect is published when the instance answers, not later.
            XCTAssertEqual(
                harness.app.commandRunner().run(
                    .timer(.start(duration: .seconds(60), label: "Tea"))
                ).status, 0)
            broadcast.flush()
            let running = try Self.published(harness)
            XCTAssertEqual(running.timers.first?.label, "Tea")
            XCTAssertEqual(running.timers.first?.state, .running)

            // Seconds go by: the digits change, the status published does not.
            let before = broadcast.text
            harness.advance(by: .seconds(5))
            MainLoop.iterate()
            broadcast.changed()
            broadcast.flush()
            let after = broadcast.text
            XCTAssertEqual(after, before, "nothing changed but the time: nothing published")

            // A pause is a change.
            harness.app.timer.controller.pause(1)
            MainLoop.iterate()
            let paused = try Self.published(harness)
            XCTAssertEqual(paused.timers.first?.state, .paused)

            // The end is published, with its ring.
            harness.app.timer.controller.resume(1)
            harness.advance(by: .seconds(60))
            MainLoop.iterate()
            let ended = try Self.published(harness).timers.first
            XCTAssertEqual(ended?.state, .finished)
            XCTAssertEqual(ended?.ringing, true)

            // The ring time over, the sound stops by itself: that too is a change.
            harness.sounds[0].silence()
            MainLoop.iterate()
            let quiet = try Self.published(harness).timers.first
            XCTAssertEqual(quiet?.state, .finished)
            XCTAssertEqual(quiet?.ringing, false)
        }
    }
}

/// A follower lets go of start-up's pages and goes on working.
final class ProcessMemoryTests: GtkTestCase {
    func testReleasingStartupPagesKeepsTheProcessWhole() throws {
        let dropped = ProcessMemory.releaseStartupPages()
        XCTAssertGreaterThan(
            dropped, 0, "this test process has read-only file mappings of its own code")
        try assertCodeRunsAgain()
    }

    /// Code and constants come back from the page cache as they are touched: a report made,
    /// encoded and decoded again.
    private func assertCodeRunsAgain() throws {
        let report = StatusReport(timers: [
            TimerStatus(
                id: 2, label: "Bread", state: .paused, durationMs: 2_000, remainingMs: 1_500,
                endsAt: nil, finishedAt: nil)
        ])
        let decoded = try JSONDecoder().decode(StatusReport.self, from: Data(report.json().utf8))
        XCTAssertEqual(decoded.timers.first?.label, "Bread")
        XCTAssertEqual(decoded.timers.first?.remainingMs, 1_500)
    }

    /// The window's instance drops its own program's code pages only, beside GTK's threads (even
    /// a program just built, whose pages the page cache has not written to disk yet).
    func testReleasingTheProgramsPagesKeepsTheProcessWhole() throws {
        ProcessMemory.keepLargeBlocksOffTheHeap()
        let dropped = ProcessMemory.settle()
        XCTAssertGreaterThan(
            dropped, 0, "the test program's code is a read-only mapping of its own")
        try assertCodeRunsAgain()
    }
}
