import Foundation
import Glibc
import TimerCore
import XCTest

@testable import Sandglass

/// Every stopwatch change is on disk before it is acknowledged: laps in an append-only journal,
/// the state in a snapshot without laps; a reset, a crash at any point, a torn or damaged
/// journal, an old file with its laps inline or a folder that cannot be written lose no lap
/// that was acknowledged, and reading alone changes nothing.
final class StopwatchJournalTests: GtkTestCase {
    /// Runs `body` on the main actor with a fresh folder, removed afterwards.
    private func withFixture(_ body: @MainActor (Fixture) throws -> Void) throws {
        try onMainActor {
            let fixture = Fixture()
            defer { fixture.remove() }
            try body(fixture)
        }
    }

    // MARK: - Durable at once

    func testEachLapIsOnDiskBeforeTheCommandAnswersAndComesBackWithoutAnyFlush() throws {
        try withFixture { f in
            let harness = try AppHarness(stateURL: f.folder.appendingPathComponent("timer.json"))
            XCTAssertEqual(harness.app.commandRunner().run(.stopwatch(.start)).status, 0)
            let inodeAtStart = f.inode(f.journalPath)
            for number in 1...5 {
                harness.clock.advance(by: .milliseconds(1_500))
                let reply = harness.app.commandRunner().run(.stopwatch(.lap))
                XCTAssertTrue(reply.output.hasPrefix("Lap \(number): "), reply.output)
                // Nothing else has run since the answer: the line is in the file already.
                let journal = try f.text(f.journalPath)
                XCTAssertTrue(journal.hasSuffix("\n\(number) 1500 \(number * 1_500)\n"), journal)
            }
            XCTAssertEqual(
                f.inode(f.journalPath), inodeAtStart, "appended to, never replaced, for a lap")
            let laps = harness.app.stopwatch.controller.stopwatch.laps
            harness.close()  // no flush, no shutdown: as if killed

            let again = try AppHarness(stateURL: harness.stateURL)
            defer { again.close() }
            XCTAssertEqual(again.app.stopwatch.controller.stopwatch.laps, laps)
            XCTAssertEqual(again.app.stopwatch.controller.phase, .running)
            let snapshot = try f.text(f.snapshotPath)
            XCTAssertFalse(snapshot.contains("\"laps\""), "the snapshot holds no laps: \(snapshot)")
        }
    }

    func testFilesArePrivateAndTheJournalShort() throws {
        try withFixture { f in
            let previous = umask(0)
            defer { umask(previous) }
            let controller = f.open()
            controller.start()
            f.lap(controller, 3)
            var status = stat()
            XCTAssertEqual(stat(f.journalPath, &status), 0)
            XCTAssertEqual(status.st_mode & 0o777, 0o600)
            XCTAssertEqual(
                try f.entries(), ["stopwatch.json", "stopwatch.laps"], "no temporary file is left")
            XCTAssertEqual(
                try f.text(f.journalPath),
                "sandglass-laps 1 1\n1 1234 1234\n2 1234 2468\n3 1234 3702\n")
        }
    }

    // MARK: - Reset

    func testResetThenReloadShowsNoLaps() throws {
        try withFixture { f in
            let controller = f.open()
            controller.start()
            f.lap(controller, 4)
            XCTAssertTrue(controller.pause())
            XCTAssertTrue(controller.reset())
            XCTAssertEqual(
                try f.text(f.journalPath), "sandglass-laps 1 2\n",
                "compacted: a fresh journal of the next generation")

            let reloaded = f.open()
            XCTAssertEqual(reloaded.stopwatch, Stopwatch())
            reloaded.start()
            f.lap(reloaded, 1)
            XCTAssertEqual(f.open().stopwatch.laps.count, 1)
        }
    }

    func testACrashBetweenTheResetSnapshotAndTheNewJournalBringsNoLapBack() throws {
        try withFixture { f in
            let controller = f.open()
            controller.start()
            f.lap(controller, 3)
            XCTAssertTrue(controller.pause())
            let oldJournal = try Data(contentsOf: URL(fileURLWithPath: f.journalPath))
            XCTAssertTrue(controller.reset())
            // As if killed after the snapshot was renamed into place, before the journal was.
            try oldJournal.write(to: URL(fileURLWithPath: f.journalPath))

            let reloaded = f.open()
            XCTAssertEqual(
                reloaded.stopwatch, Stopwatch(), "the old generation's laps count for nothing")
            XCTAssertEqual(
                SavedState(folder: f.folder, readOnly: true).stopwatch(f.clock.reading()),
                Stopwatch(), "nor for status")
            reloaded.start()
            f.lap(reloaded, 1)
            let again = f.open()
            XCTAssertEqual(again.stopwatch.laps.map(\.number), [1])
            XCTAssertEqual(again.stopwatch.laps.first?.split, .milliseconds(1_234))
        }
    }

    // MARK: - What a crash or damage leaves

    func testATornLastLineIsIgnoredAndTheJournalMended() throws {
        try withFixture { f in
            let controller = f.open()
            controller.start()
            f.lap(controller, 3)
            // A write cut short: the lap was never acknowledged.
            try f.append("4 12", to: f.journalPath)

            let mark = SaveProblems.mark
            let reloaded = f.open()
            XCTAssertEqual(reloaded.stopwatch.laps.map(\.number), [1, 2, 3])
            XCTAssertEqual(
                SaveProblems.reported(since: mark), [], "a torn line is no problem to report")
            XCTAssertTrue(
                try f.text(f.journalPath).hasSuffix("\n3 1234 3702\n"),
                "mended at once: the next lap starts a line of its own")
            f.lap(reloaded, 1)
            XCTAssertEqual(f.open().stopwatch.laps.map(\.number), [1, 2, 3, 4])
            XCTAssertEqual(try f.entries(), ["stopwatch.json", "stopwatch.laps"])
        }
    }

    func testLinesOutOfSequenceStopReadingAndAreKeptInACopy() throws {
        try withFixture { f in
            let controller = f.open()
            controller.start()
            f.lap(controller, 2)
            try f.append("7 1 2469\n8 1 2470\n", to: f.journalPath)
            let damaged = try f.text(f.journalPath)

            let mark = SaveProblems.mark
            let reloaded = f.open()
            XCTAssertEqual(reloaded.stopwatch.laps.map(\.number), [1, 2])
            let kept = try XCTUnwrap(
                try f.entries().first { $0.hasPrefix("stopwatch.laps.broken-") })
            XCTAssertEqual(
                try f.text(f.folder.appendingPathComponent(kept).path), damaged,
                "the lines read past are kept")
            let problems = SaveProblems.reported(since: mark)
            XCTAssertEqual(problems.map(\.path), [f.journalPath])
            XCTAssertTrue(
                problems.first?.message.contains("line 4 and after: lap 3 is numbered 7") ?? false,
                "\(problems)")
            f.lap(reloaded, 1)
            XCTAssertEqual(f.open().stopwatch.laps.map(\.number), [1, 2, 3])
        }
    }

    func testAGarbledJournalIsKeptAsideAndReported() throws {
        try withFixture { f in
            let controller = f.open()
            controller.start()
            f.lap(controller, 2)
            try Data("not a journal\n1 1234 1234\n".utf8).write(
                to: URL(fileURLWithPath: f.journalPath))

            let mark = SaveProblems.mark
            let reloaded = f.open()
            XCTAssertEqual(reloaded.phase, .running, "the snapshot still counts")
            XCTAssertEqual(reloaded.stopwatch.laps, [])
            let kept = try XCTUnwrap(
                try f.entries().first { $0.hasPrefix("stopwatch.laps.broken-") })
            XCTAssertEqual(
                try f.text(f.folder.appendingPathComponent(kept).path),
                "not a journal\n1 1234 1234\n")
            let problems = SaveProblems.reported(since: mark)
            XCTAssertEqual(problems.count, 1, "\(problems)")
            XCTAssertTrue(
                problems.first?.message.hasPrefix("warning: ignored \(f.journalPath) (") ?? false,
                "\(problems)")
            XCTAssertTrue(
                problems.first?.message.hasSuffix("kept it as \(kept)") ?? false, "\(problems)")

            // A second garbled journal gets a name of its own.
            try Data("garbled again".utf8).write(to: URL(fileURLWithPath: f.journalPath))
            let third = f.open()
            XCTAssertEqual(
                try f.entries().filter { $0.hasPrefix("stopwatch.laps.broken-") }.count, 2)
            f.lap(third, 1)
            XCTAssertEqual(f.open().stopwatch.laps.count, 1)
        }
    }

    func testLapsNoSnapshotNamesAreKeptAside() throws {
        try withFixture { f in
            let controller = f.open()
            controller.start()
            f.lap(controller, 2)
            try Data("{\"version\":2,\"state\":\"runn".utf8).write(
                to: URL(fileURLWithPath: f.snapshotPath))

            let reloaded = f.open()
            XCTAssertEqual(reloaded.stopwatch, Stopwatch())
            let kept = try f.entries().filter { $0.contains(".broken-") }
            XCTAssertEqual(
                kept.filter { $0.hasPrefix("stopwatch.json.broken-") }.count, 1, "\(kept)")
            XCTAssertEqual(
                kept.filter { $0.hasPrefix("stopwatch.laps.broken-") }.count, 1,
                "the laps stay for inspection: \(kept)")
        }
    }

    // MARK: - An older Sandglass's file

    func testAnOldSnapshotWithItsLapsInlineLoadsAndNothingIsLostAfterwards() throws {
        try withFixture { f in
            try FileManager.default.createDirectory(at: f.folder, withIntermediateDirectories: true)
            let sinceMs = Int64(f.clock.wallNow.timeIntervalSince1970 * 1_000) - 20_000
            let old = """
                {"version":1,"state":"running","since_ms":\(sinceMs),"laps":[{"number":1,"split_ms":4000,"total_ms":4000},\
                {"number":2,"split_ms":6000,"total_ms":10000}]}
                """
            try Data(old.utf8).write(to: URL(fileURLWithPath: f.snapshotPath))
            // A journal an interrupted move left behind: the old snapshot names none, so it counts for nothing.
            try Data("sandglass-laps 1 1\n1 1 1\n".utf8).write(
                to: URL(fileURLWithPath: f.journalPath))

            let controller = f.open()
            XCTAssertEqual(controller.stopwatch.laps.map(\.total), [.seconds(4), .seconds(10)])
            XCTAssertEqual(controller.stopwatch.elapsed(at: f.clock.now), .seconds(20))
            // Moved at once: the laps into a journal, then a snapshot naming it.
            XCTAssertEqual(
                try f.text(f.journalPath), "sandglass-laps 1 2\n1 4000 4000\n2 6000 10000\n")
            let snapshot = try f.text(f.snapshotPath)
            XCTAssertTrue(snapshot.contains("\"laps_generation\":2"), snapshot)
            XCTAssertFalse(snapshot.contains("\"laps\""), snapshot)

            f.lap(controller, 1)
            let reloaded = f.open()
            XCTAssertEqual(reloaded.stopwatch.laps.map(\.number), [1, 2, 3])
            XCTAssertEqual(
                reloaded.stopwatch.laps.map(\.split),
                [.seconds(4), .seconds(6), .milliseconds(11_234)])
        }
    }

    // MARK: - Reading only

    func testReadingOnlyChangesNoFile() throws {
        try withFixture { f in
            let controller = f.open()
            controller.start()
            f.lap(controller, 3)
            try f.append("4 1", to: f.journalPath)  // torn
            let contents = f.contents
            let before = try contents()
            let readOnly = SavedState(folder: f.folder, readOnly: true)
            XCTAssertEqual(readOnly.stopwatch(f.clock.reading()).laps.count, 3)
            XCTAssertEqual(try contents(), before, "a torn line is left as it is")

            try Data("garbled".utf8).write(to: URL(fileURLWithPath: f.journalPath))
            let garbled = try contents()
            XCTAssertEqual(readOnly.stopwatch(f.clock.reading()).laps, [])
            XCTAssertEqual(readOnly.stopwatch(f.clock.reading()).phase, .running)
            XCTAssertEqual(try contents(), garbled, "a garbled journal is left where it is")
            XCTAssertNil(
                readOnly.lapJournal.replace(generation: 9, laps: []), "and nothing is written")
            XCTAssertEqual(try contents(), garbled)
        }
    }

    // MARK: - Failures

    func testAFolderThatCannotBeWrittenReportsTheProblemAndKeepsTheLapsInMemory() throws {
        try withFixture { f in
            // A file where the f.folder should be stops even root (permissions alone would not).
            try FileManager.default.createDirectory(
                at: f.folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("in the way".utf8).write(to: f.folder)

            let mark = SaveProblems.mark
            let controller = f.open()
            XCTAssertTrue(controller.start())
            f.lap(controller, 3)
            XCTAssertEqual(controller.stopwatch.laps.count, 3, "kept in memory")
            XCTAssertEqual(controller.phase, .running)
            let messages = SaveProblems.reported(since: mark).map(\.message)
            XCTAssertTrue(
                messages.contains {
                    $0.hasPrefix(
                        "warning: stopwatch.json could not be saved to \(f.snapshotPath): ")
                }, "\(messages)")
            XCTAssertTrue(
                messages.contains {
                    $0.hasPrefix("warning: stopwatch laps could not be saved to \(f.journalPath): ")
                }, "\(messages)")

            // Once the f.folder can be written again, the next change writes everything still missing.
            try FileManager.default.removeItem(at: f.folder)
            f.lap(controller, 1)
            XCTAssertEqual(f.open().stopwatch.laps.map(\.number), [1, 2, 3, 4])
        }
    }

    func testAnAppendCutShortIsReportedAndTheJournalWrittenWholeAtTheNextLap() throws {
        try withFixture { f in
            let controller = f.open()
            controller.start()
            f.lap(controller, 2)
            let size = try XCTUnwrap(
                try FileManager.default.attributesOfItem(atPath: f.journalPath)[.size] as? Int)

            // Files may not grow past 5 more bytes (a full disk, as even root meets it): half a line.
            var limit = rlimit()
            XCTAssertEqual(getrlimit(f.fileSizeLimit, &limit), 0)
            let previousSignal = signal(SIGXFSZ, SIG_IGN)
            var short = limit
            short.rlim_cur = rlim_t(size + 5)
            XCTAssertEqual(setrlimit(f.fileSizeLimit, &short), 0)
            let mark = SaveProblems.mark
            f.clock.advance(by: .milliseconds(1_234))
            let third = controller.lap()
            XCTAssertEqual(setrlimit(f.fileSizeLimit, &limit), 0)
            signal(SIGXFSZ, previousSignal)

            XCTAssertEqual(third?.number, 3, "the lap is kept in memory")
            let messages = SaveProblems.reported(since: mark).map(\.message)
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(
                messages.first?.hasPrefix(
                    "warning: stopwatch laps could not be saved to \(f.journalPath): ") ?? false,
                "\(messages)")
            let journal = try f.text(f.journalPath)
            XCTAssertTrue(journal.hasSuffix("\n3 123"), "half a line: \(journal)")

            f.lap(controller, 1)
            XCTAssertEqual(
                try f.text(f.journalPath).components(separatedBy: "\n").count, 6,
                "written whole: a header, four laps")
            XCTAssertEqual(f.open().stopwatch.laps.map(\.number), [1, 2, 3, 4])
        }
    }
}

/// A temporary state folder and a manual clock, with what the tests do to them.
@MainActor
private final class Fixture {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "sandglass-journal-\(UUID().uuidString)/sandglass")
    let clock = ManualTimeSource()

    var journalPath: String { folder.appendingPathComponent("stopwatch.laps").path }
    var snapshotPath: String { folder.appendingPathComponent("stopwatch.json").path }

    /// RLIMIT_FSIZE as getrlimit and setrlimit take it.
    let fileSizeLimit = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)

    func remove() {
        chmod(folder.path, 0o700)
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    /// A stopwatch as the feature wires it: its controller saving through a saver at each change.
    /// A fresh one after another is a restart (the first one simply stops being used: as if killed).
    func open() -> StopwatchController {
        let (saver, stopwatch) = StopwatchSaver.restore(
            saved: SavedState(folder: folder), clock: clock, reading: clock.reading())
        let controller = StopwatchController(stopwatch: stopwatch, clock: clock)
        controller.onChange = { saver.changed($0) }
        return controller
    }

    /// Records `count` laps 1.234 s apart.
    func lap(_ controller: StopwatchController, _ count: Int) {
        for _ in 0..<count {
            clock.advance(by: .milliseconds(1_234))
            XCTAssertNotNil(controller.lap())
        }
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    }

    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Every file in the folder with what it holds.
    func contents() throws -> [String: Data] {
        try Dictionary(
            uniqueKeysWithValues: entries().map {
                ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
            })
    }

    func append(_ text: String, to path: String) throws {
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }

    func inode(_ path: String) -> ino_t {
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0, path)
        return status.st_ino
    }
}
