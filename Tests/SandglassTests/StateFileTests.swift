import Foundation
import Glibc
import TimerCore
import XCTest

@testable import Sandglass

/// Saved state is private and written whole; a damaged file is kept under a name of its own and
/// never replaced, and reading alone changes nothing.
final class StateFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandglass-state-\(UUID().uuidString)/sandglass")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0, path)
        return status.st_mode & 0o777
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testSavesArePrivateWhateverTheUmaskAndLeaveNoTemporaryFile() throws {
        let previous = umask(0)
        defer { umask(previous) }
        let file = StateFile<SavedPreferences>(
            fileURL: folder.appendingPathComponent("preferences.json"))
        XCTAssertNil(file.save(SavedPreferences(pomodoroFlash: true)))
        XCTAssertEqual(mode(folder.path), 0o700, "the folder")
        XCTAssertEqual(
            mode(folder.appendingPathComponent("preferences.json").path), 0o600, "the file")
        XCTAssertEqual(try entries(), ["preferences.json"], "no temporary file is left")
        XCTAssertEqual(file.load { $0 }?[AlertOption(mode: .pomodoro, channel: .flash)], true)

        // An existing folder that others could read is made private.
        chmod(folder.path, 0o755)
        XCTAssertNil(file.save(SavedPreferences(pomodoroFlash: false)))
        XCTAssertEqual(mode(folder.path), 0o700)
        XCTAssertEqual(file.load { $0 }?[AlertOption(mode: .pomodoro, channel: .flash)], false)
    }

    func testAPrefetchIsTakenOnceAndOnlyWhileTheFileIsTheOneRead() throws {
        let file = StateFile<SavedPreferences>(
            fileURL: folder.appendingPathComponent("preferences.json"))
        XCTAssertNil(file.save(SavedPreferences(pomodoroFlash: true)))
        file.prefetch()
        XCTAssertEqual(
            file.load { $0 }?[AlertOption(mode: .pomodoro, channel: .flash)], true,
            "the prefetched value")
        XCTAssertEqual(
            file.load { $0 }?[AlertOption(mode: .pomodoro, channel: .flash)], true,
            "read again: the prefetch was taken once")

        // Saved again after the prefetch read it: the load reads the file as it is now.
        file.prefetch()
        usleep(100_000)
        XCTAssertNil(file.save(SavedPreferences(pomodoroFlash: false)))
        XCTAssertEqual(
            file.load { $0 }?[AlertOption(mode: .pomodoro, channel: .flash)], false,
            "not the stale prefetch")

        // A damaged file is left to the load, which keeps it aside as always.
        try Data("damage".utf8).write(to: folder.appendingPathComponent("preferences.json"))
        file.prefetch()
        XCTAssertNil(file.load { $0 })
        XCTAssertEqual(try entries().filter { $0.hasPrefix("preferences.json.broken-") }.count, 1)
    }

    func testDamagedFilesAreKeptUnderNamesOfTheirOwnNeverReplacingAnything() throws {
        let file = StateFile<SavedPreferences>(
            fileURL: folder.appendingPathComponent("preferences.json"))
        XCTAssertNil(file.save(SavedPreferences()))
        let path = folder.appendingPathComponent("preferences.json").path

        try Data("first damage".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(file.load { $0 })
        try Data("second damage".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(file.load { $0 })
        let kept = try entries().filter { $0.hasPrefix("preferences.json.broken-") }
        XCTAssertEqual(kept.count, 2, "two damaged files, two kept copies: \(kept)")
        let contents = try kept.map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }.sorted()
        XCTAssertEqual(
            contents, ["first damage", "second damage"], "neither copy replaced the other")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: path),
            "nothing left to be overwritten by mistake")
    }

    func testAFolderInPlaceOfTheFileIsMovedAsideWithItsContents() throws {
        let path = folder.appendingPathComponent("timer.json")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: path.appendingPathComponent("inside"))
        let file = StateFile<SavedPreferences>(fileURL: path)
        XCTAssertNil(file.load { $0 })
        let kept = try XCTUnwrap(try entries().first { $0.hasPrefix("timer.json.broken-") })
        XCTAssertEqual(
            try String(
                contentsOf: folder.appendingPathComponent(kept).appendingPathComponent("inside"),
                encoding: .utf8), "keep me")
        XCTAssertNil(
            file.save(SavedPreferences()), "the next save writes a file where the folder was")
    }

    func testReadingOnlyChangesNoFile() throws {
        let path = folder.appendingPathComponent("preferences.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("damaged".utf8).write(to: path)
        let readOnly = StateFile<SavedPreferences>(fileURL: path, readOnly: true)
        XCTAssertNil(readOnly.load { $0 })
        XCTAssertEqual(
            try entries(), ["preferences.json"], "status leaves a damaged file where it is")
        XCTAssertNotNil(readOnly.save(SavedPreferences()), "and writes nothing")
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), "damaged")
    }
}
