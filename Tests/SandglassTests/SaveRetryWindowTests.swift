import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// A save that failed is tried again, at the next change of anything and on a back-off, for each
/// mode; the bar says when it worked, and takes room of its own above the pages.
final class SaveRetryWindowTests: GtkTestCase {
    /// A folder where the file should be: renaming the new file over it fails, even for root.
    private static func block(_ url: URL) throws {
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    private static func isRegularFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            && !isFolder.boolValue
    }

    func testFailedSavesAreTriedAgainOnTheBackOffWithoutAnyChange() throws {
        try onMainActor {
            let harness = try AppHarness()
            defer {
                harness.close()
                try? FileManager.default.removeItem(
                    at: harness.stateURL.deletingLastPathComponent())
            }
            let folder = harness.stateURL.deletingLastPathComponent()
            let pomodoro = folder.appendingPathComponent("pomodoro.json")
            try Self.block(harness.stateURL)
            try Self.block(pomodoro)
            let runner = harness.app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(180), label: nil))).status, 0)
            XCTAssertEqual(
                runner.run(.pomodoro(.start(PomodoroOverrides(focus: .seconds(60))))).status, 0)
            XCTAssertEqual(harness.app.shell.saves.pending, ["timers", "pomodoro"])

            // The folder usable again; nothing changes: the back-off's round (1 s) saves both.
            try FileManager.default.removeItem(at: harness.stateURL)
            try FileManager.default.removeItem(at: pomodoro)
            harness.clock.advance(by: .seconds(1))
            try harness.pump(
                until: { harness.app.shell.saves.pending.isEmpty }, "the back-off saved both",
                timeout: 10)
            XCTAssertTrue(Self.isRegularFile(harness.stateURL), "the timers are on disk")
            XCTAssertTrue(Self.isRegularFile(pomodoro), "the Pomodoro cycle is on disk")
            let timers = SavedState(folder: folder, readOnly: true).timers(harness.clock.reading())
                .list
            XCTAssertEqual(timers.ordered().map(\.timer.phase), [.running])
            XCTAssertEqual(
                SavedState(folder: folder, readOnly: true).pomodoro(harness.clock.reading()).state
                    == .idle, false)
        }
    }

    func testAChangeOfAnotherModeTriesTheFailedSaveAndTheBarSaysItWorked() throws {
        try onMainActor {
            let harness = try AppHarness()
            defer {
                harness.close()
                try? FileManager.default.removeItem(
                    at: harness.stateURL.deletingLastPathComponent())
            }
            let banner = try harness.window.saveProblems
            try Self.block(harness.stateURL)
            let runner = harness.app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(180), label: nil))).status, 0)
            try harness.pump(until: { banner.isShown }, "the bar tells of the failed save")

            try FileManager.default.removeItem(at: harness.stateURL)
            XCTAssertEqual(runner.run(.stopwatch(.start)).status, 0)
            XCTAssertTrue(Self.isRegularFile(harness.stateURL), "saved with the stopwatch's change")
            try harness.pump(
                until: { banner.lines.first?.hasPrefix("timer.json is saved again") == true },
                "the bar says so")
            XCTAssertEqual(banner.lines, ["timer.json is saved again: \(harness.stateURL.path)"])
        }
    }

    func testTheBarTakesRoomOfItsOwnAndCoversNoRow() throws {
        try onMainActor {
            let harness = try AppHarness()
            defer {
                harness.close()
                try? FileManager.default.removeItem(
                    at: harness.stateURL.deletingLastPathComponent())
            }
            let window = try harness.window
            let banner = window.saveProblems
            try Self.block(harness.stateURL)
            let size = window.window.allocatedSize
            XCTAssertEqual(
                harness.app.commandRunner().run(.timer(.start(duration: .seconds(60), label: nil)))
                    .status, 0)
            try harness.pump(until: { banner.isShown }, "the bar shows")
            try harness.pump(
                until: { banner.message.allocatedSize.height > 0 }, "the bar is laid out")
            let bar = try XCTUnwrap(banner.root.bounds(in: window.window))
            let pages = try XCTUnwrap(window.modes.bounds(in: window.window))
            XCTAssertEqual(bar.width, pages.width, "across the whole window")
            XCTAssertGreaterThanOrEqual(
                pages.y, bar.y + bar.height, "the pages begin under the bar, not under it")
            XCTAssertEqual(
                window.window.allocatedSize.height, size.height,
                "the window keeps its size: the page gives room")
        }
    }

    func testAStateFolderThatCannotBeReadIsSaidInTheWindow() throws {
        try onMainActor {
            // A file where the folder should be (root reads any folder; it cannot list a file).
            let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
                "sandglass-unreadable-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: parent) }
            let folder = parent.appendingPathComponent("sandglass")
            try Data("not a folder".utf8).write(to: folder)
            XCTAssertEqual(
                SavedState(folder: folder, readOnly: true).unreadableFolder(), "Not a directory")

            let harness = try AppHarness(stateURL: folder.appendingPathComponent("timer.json"))
            defer { harness.close() }
            let banner = try harness.window.saveProblems
            try harness.pump(until: { banner.isShown }, "the bar says the state cannot be read")
            XCTAssertEqual(
                banner.lines.first,
                "The saved state in \(folder.path) cannot be read (Not a directory). "
                    + "Sandglass started without it; nothing there is written over.")
            XCTAssertEqual(
                try String(contentsOf: folder, encoding: .utf8), "not a folder",
                "nothing written over it")
        }
    }
}
