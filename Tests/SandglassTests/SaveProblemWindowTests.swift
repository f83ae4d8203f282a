import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// A save that fails is told once in the window, not once per failed save; a file kept aside at
/// start-up is told when the window appears.
final class SaveProblemWindowTests: GtkTestCase {
    /// A folder where `timer.json` should be: renaming the new file over it fails, even for root.
    @MainActor private static func blockTimerFile(_ harness: AppHarness) throws {
        try? FileManager.default.removeItem(at: harness.stateURL)
        try FileManager.default.createDirectory(
            at: harness.stateURL, withIntermediateDirectories: true)
    }

    @MainActor private static func unblockTimerFile(_ harness: AppHarness) throws {
        try FileManager.default.removeItem(at: harness.stateURL)
    }

    /// `withHarness`, then its state's folder removed: a test here leaves a folder where a file
    /// was, which closing the app does not remove.
    private func withApp(
        stateURL: URL? = nil, _ body: @MainActor (AppHarness) throws -> Void
    ) throws {
        try onMainActor {
            let harness = try AppHarness(stateURL: stateURL)
            defer {
                harness.close()
                try? FileManager.default.removeItem(
                    at: harness.stateURL.deletingLastPathComponent())
            }
            try body(harness)
        }
    }

    /// A window whose files all save has no bar at all (a hidden one would still be measured
    /// at every launch); the first problem makes it, shown.
    func testTheBarIsMadeOnlyWhenThereIsSomethingToTell() throws {
        try withApp { harness in
            let window = try harness.window
            XCTAssertNil(window.saveProblemBanner, "nothing to tell: no bar")
            try Self.blockTimerFile(harness)
            XCTAssertEqual(
                harness.app.commandRunner().run(.timer(.start(duration: .seconds(60), label: nil)))
                    .status, 0)
            try harness.pump(
                until: { window.saveProblemBanner?.isShown == true },
                "the failed save makes the bar")
        }
    }

    func testTheWindowShowsAFailingFileOnceUntilASaveOfItSucceeds() throws {
        try withApp { harness in
            let banner = try harness.window.saveProblems
            XCTAssertFalse(banner.isShown)
            try Self.blockTimerFile(harness)
            let runner = harness.app.commandRunner()
            let line = "Could not save the timers: \(harness.stateURL.path): Is a directory"

            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(180), label: nil))).status, 0)
            try harness.pump(until: { banner.isShown }, "the bar tells of the failed save")
            XCTAssertEqual(banner.lines, [line])
            XCTAssertEqual(banner.message.text, line)

            // Failing again and again (each second would be the same): still one line.
            XCTAssertEqual(runner.run(.timer(.operation(.pause))).status, 0)
            XCTAssertEqual(runner.run(.timer(.operation(.resume))).status, 0)
            MainLoop.iterate()
            XCTAssertEqual(banner.lines, [line])

            banner.dismissButton.click()
            XCTAssertFalse(banner.isShown)
            XCTAssertEqual(runner.run(.timer(.operation(.pause))).status, 0)
            MainLoop.iterate()
            XCTAssertFalse(
                banner.isShown, "dismissed, and the same file still failing: not shown again")

            // A save that works ends the problem; the next failure is news again.
            try Self.unblockTimerFile(harness)
            XCTAssertEqual(runner.run(.timer(.operation(.resume))).status, 0)
            MainLoop.iterate()
            XCTAssertFalse(banner.isShown)
            try Self.blockTimerFile(harness)
            XCTAssertEqual(runner.run(.timer(.operation(.pause))).status, 0)
            try harness.pump(until: { banner.isShown }, "the bar tells of the new failure")
            XCTAssertEqual(banner.lines, [line])
        }
    }

    func testAFileKeptAsideAtStartUpIsShownWhenTheWindowAppears() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandglass-aside-\(UUID().uuidString)/timer.json")
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"version\":1,tru".utf8).write(to: url)

        try withApp(stateURL: url) { harness in
            let banner = try harness.window.saveProblems
            XCTAssertTrue(banner.isShown, "shown as the window first appears")
            let kept = try XCTUnwrap(
                try FileManager.default.contentsOfDirectory(
                    atPath: url.deletingLastPathComponent().path
                )
                .first { $0.hasPrefix("timer.json.broken-") })
            XCTAssertEqual(
                banner.lines,
                [
                    "timer.json could not be read (the given data was not valid JSON); it was kept as \(kept)"
                ])
        }
    }

    func testAProblemFromAnotherThreadReachesTheWindowOnTheMainLoop() throws {
        try withHarness { harness in
            let banner = try harness.window.saveProblems
            let path = "/nowhere-\(UUID().uuidString)/laps.jsonl"
            let reported = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                SaveProblems.report(
                    path: path,
                    message:
                        "warning: laps.jsonl could not be saved to \(path): No space left on device"
                )
                reported.signal()
            }
            reported.wait()
            try harness.pump(until: { banner.isShown }, "the bar tells of the problem")
            XCTAssertEqual(
                banner.lines, ["laps.jsonl could not be saved to \(path): No space left on device"])
        }
    }
}
