import Foundation
import Glibc
import SystemKit
import TimerCore
import XCTest

@testable import Sandglass

/// A state file is opened as what it is: a link in its place is never followed for a write (it is
/// kept aside), and a FIFO in its place holds nobody (refused at once, kept aside).
final class StateFileKindTests: XCTestCase {
    private var root: URL!
    private var folder: URL!
    /// A file outside the state folder that a planted link points at.
    private var target: URL!
    private let precious = "precious, not Sandglass's\n"

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandglass-kinds-\(UUID().uuidString)")
        folder = root.appendingPathComponent("sandglass")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        target = root.appendingPathComponent("elsewhere.txt")
        try Data(precious.utf8).write(to: target)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func kind(_ path: String) -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else { return 0 }
        return status.st_mode & S_IFMT
    }

    private func plantLink(_ name: String) {
        XCTAssertEqual(symlink(target.path, folder.appendingPathComponent(name).path), 0)
    }

    private func plantFIFO(_ name: String) {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent(name).path, 0o600), 0)
    }

    /// Runs `body` on a thread of its own and fails when it has not returned within 10 s (it is
    /// then stuck on the FIFO at `fifo`, which is opened for writing to let it go).
    private func withinTenSeconds(unblocking fifo: String, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        if done.wait(timeout: .now() + 10) == .timedOut {
            XCTFail("still waiting on the FIFO \(fifo) after 10 s")
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 10)
        }
    }

    func testOpeningRefusesALinkAndAFIFOAtOnce() throws {
        plantLink("link.json")
        plantFIFO("fifo.json")
        guard
            case .unusable(let link) = RegularFile.open(
                folder.appendingPathComponent("link.json").path, for: .append)
        else {
            return XCTFail("a link is followed")
        }
        XCTAssertEqual(link.reason, "it is a symbolic link")
        let fifo = folder.appendingPathComponent("fifo.json").path
        withinTenSeconds(unblocking: fifo) {
            guard case .unusable(let problem) = RegularFile.open(fifo, for: .read) else {
                return XCTFail("a FIFO is opened")
            }
            XCTAssertEqual(problem.reason, "it is not a regular file")
        }
        guard
            case .missing = RegularFile.open(
                folder.appendingPathComponent("none.json").path, for: .read)
        else {
            return XCTFail("nothing there is missing")
        }
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), precious)
    }

    func testALinkAsTheLockIsKeptAsideAndItsTargetNeverWritten() throws {
        plantLink("instance.lock")
        guard case .acquired(let lock) = InstanceLock.acquire(folder: folder) else {
            return XCTFail("the lock is taken")
        }
        lock.record(busID: "abc")
        XCTAssertEqual(
            try String(contentsOf: target, encoding: .utf8), precious,
            "the link's target is not overwritten")
        XCTAssertEqual(kind(lock.path), S_IFREG, "a lock file of its own")
        let kept = try XCTUnwrap(try entries().first { $0.hasPrefix("instance.lock.broken-") })
        XCTAssertEqual(
            kind(folder.appendingPathComponent(kept).path), S_IFLNK, "the link kept as it was")
    }

    func testAFIFOAsTheLockHoldsNoCommand() throws {
        plantFIFO("instance.lock")
        let fifo = folder.appendingPathComponent("instance.lock").path
        let folder = self.folder!
        withinTenSeconds(unblocking: fifo) {
            XCTAssertNil(InstanceLock.holder(folder: folder), "`status` asks who holds the lock")
        }
    }

    func testALinkAsTheLapJournalIsNeverAppendedThrough() throws {
        let journal = LapJournalFile(fileURL: folder.appendingPathComponent("stopwatch.laps"))
        XCTAssertNotNil(journal.replace(generation: 7, laps: []))
        // The journal moved elsewhere, a link to it in its place: a usable journal behind a link.
        XCTAssertEqual(rename(journal.path, target.path), 0)
        let before = try String(contentsOf: target, encoding: .utf8)
        plantLink("stopwatch.laps")
        XCTAssertNil(journal.openForAppending(), "no lap appended through the link")
        XCTAssertNil(journal.read(), "read as a damaged journal")
        let kept = try XCTUnwrap(try entries().first { $0.hasPrefix("stopwatch.laps.broken-") })
        XCTAssertEqual(kind(folder.appendingPathComponent(kept).path), S_IFLNK)
        XCTAssertNotNil(
            journal.replace(generation: 8, laps: []), "a journal of its own in its place")
        XCTAssertEqual(
            try String(contentsOf: target, encoding: .utf8), before, "the target is as it was")
    }

    func testAFIFOInPlaceOfAStateFileIsKeptAsideWithoutWaitingEvenWhenPrefetched() throws {
        plantFIFO("timer.json")
        let fifo = folder.appendingPathComponent("timer.json").path
        let file = StateFile<SavedTimers>(fileURL: folder.appendingPathComponent("timer.json"))
        withinTenSeconds(unblocking: fifo) {
            file.prefetch()  // as a launch does, while GTK starts
            XCTAssertNil(file.load { $0 })
        }
        let kept = try XCTUnwrap(try entries().first { $0.hasPrefix("timer.json.broken-") })
        XCTAssertEqual(kind(folder.appendingPathComponent(kept).path), S_IFIFO)
    }

    func testALinkInPlaceOfAStateFileOrItsTemporaryFileIsNeverWrittenThrough() throws {
        plantLink("pomodoro.json")
        plantLink(".pomodoro.json.tmp-\(getpid())")
        let file = StateFile<SavedPreferences>(
            fileURL: folder.appendingPathComponent("pomodoro.json"))
        XCTAssertNil(file.load { $0 }, "a link is no saved state")
        XCTAssertNil(file.save(SavedPreferences(pomodoroFlash: true)))
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), precious)
        XCTAssertEqual(kind(folder.appendingPathComponent("pomodoro.json").path), S_IFREG)
        XCTAssertEqual(file.load { $0 }?[AlertOption(mode: .pomodoro, channel: .flash)], true)
        XCTAssertEqual(try entries().filter { $0.hasPrefix("pomodoro.json.broken-") }.count, 1)
    }

    func testAFileNeverLookedAtIsKeptAsideBeforeTheFirstSave() throws {
        // As when the folder could not be read at start-up: what is there was never read.
        let url = folder.appendingPathComponent("countdown.json")
        try Data("{\"kept\":true}".utf8).write(to: url)
        let file = StateFile<SavedPreferences>(fileURL: url)
        XCTAssertNil(file.save(SavedPreferences()))
        let kept = try XCTUnwrap(try entries().first { $0.hasPrefix("countdown.json.broken-") })
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent(kept), encoding: .utf8),
            "{\"kept\":true}")
    }
}
