import Foundation
import Glibc
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// What saving a lap costs the main thread, at the first laps and at 10,000, with and without
/// fdatasync, in a folder under /tmp and one under $HOME; the journal's size and the time to load
/// it back. A measurement that prints figures and asserts nothing about time (a busy machine
/// would fail it): it runs only when asked,
///
///     SANDGLASS_MEASURE=1 swift test --filter StopwatchJournalMeasurement
///
/// (`SANDGLASS_MEASURE_LAPS` changes the 10,000). The running program's figures, with its window
/// and D-Bus, come from `meson-aux/bench-laps`.
final class StopwatchJournalMeasurement: GtkTestCase {
    func testMeasureWhatALapCosts() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["SANDGLASS_MEASURE"] != nil else {
            throw XCTSkip("a measurement: set SANDGLASS_MEASURE=1 to run it")
        }
        let count = environment["SANDGLASS_MEASURE_LAPS"].flatMap(Int.init) ?? 10_000
        let bases = [
            FileManager.default.temporaryDirectory, FileManager.default.homeDirectoryForCurrentUser,
        ]
        MainActor.assumeIsolated {
            print(
                "Saving laps: main-thread time per lap (controller.lap(): model, journal line, write, fdatasync), \(count) laps"
            )
            for base in bases {
                for synchronous in [true, false] {
                    Self.measure(count: count, in: base, synchronous: synchronous)
                }
            }
        }
    }

    /// The same through the application, its Stopwatch page on screen: the command line's path
    /// (action, controller, saver, the list's new row), then the main loop's work until idle
    /// (the frame), each timed apart.
    func testMeasureALapThroughTheWindow() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["SANDGLASS_MEASURE"] != nil else {
            throw XCTSkip("a measurement: set SANDGLASS_MEASURE=1 to run it")
        }
        let count = environment["SANDGLASS_MEASURE_LAPS"].flatMap(Int.init) ?? 10_000
        try onMainActor {
            let top = FileManager.default.temporaryDirectory.appendingPathComponent(
                "sandglass-measure-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: top) }
            let harness = try AppHarness(
                stateURL: top.appendingPathComponent("sandglass/timer.json"))
            defer { harness.close() }
            try harness.window.selectedMode = .stopwatch
            try harness.pump(
                until: { harness.app.stopwatch.controller.isOnScreen }, "the Stopwatch page shows")
            let runner = harness.app.commandRunner()
            _ = runner.run(.stopwatch(.start))
            harness.clock.advance(by: .milliseconds(100))
            MainLoop.iterate()
            var commands: [UInt64] = []
            var loops: [UInt64] = []
            for _ in 0..<count {
                harness.clock.advance(by: .milliseconds(1_234))
                let start = Self.nanoseconds()
                _ = runner.run(.stopwatch(.lap))
                let answered = Self.nanoseconds()
                MainLoop.iterate()
                commands.append(answered - start)
                loops.append(Self.nanoseconds() - answered)
            }
            let window = min(1_000, count)
            print(
                "A lap through the application, Stopwatch page on screen (\(top.path), fdatasync on), \(count) laps"
            )
            print(
                "  `stopwatch lap` until answered, laps 1-\(window):       "
                    + Self.describe(commands[..<window]))
            print(
                "  `stopwatch lap` until answered, laps \(count - window + 1)-\(count): "
                    + Self.describe(commands[(count - window)...]))
            print(
                "  main loop after it (the frame), laps 1-\(window):        "
                    + Self.describe(loops[..<window]))
            print(
                "  main loop after it (the frame), laps \(count - window + 1)-\(count):  "
                    + Self.describe(loops[(count - window)...]))
        }
    }

    @MainActor
    private static func measure(count: Int, in base: URL, synchronous: Bool) {
        let top = base.appendingPathComponent("sandglass-measure-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        let folder = top.appendingPathComponent("sandglass")
        let clock = ManualTimeSource()
        var saved = SavedState(folder: folder)
        saved.lapJournal.synchronous = synchronous
        let rssBefore = residentKiB()
        let (saver, stopwatch) = StopwatchSaver.restore(
            saved: saved, clock: clock, reading: clock.reading())
        let controller = StopwatchController(stopwatch: stopwatch, clock: clock)
        controller.onChange = { saver.changed($0) }
        controller.start()
        var costs: [UInt64] = []
        costs.reserveCapacity(count)
        for index in 0..<count {
            clock.advance(by: .nanoseconds(1_234_567_000 + Int64(index % 97) * 1_000_003))
            let start = nanoseconds()
            _ = controller.lap()
            costs.append(nanoseconds() - start)
        }
        let rssAfter = residentKiB()
        let problems = SaveProblems.reported(since: 0).filter { $0.path.hasPrefix(folder.path) }
        let journalSize =
            (try? FileManager.default.attributesOfItem(atPath: saved.lapJournal.path)[.size] as? Int)
            ?? -1

        let loadStart = nanoseconds()
        let (_, loaded) = StopwatchSaver.restore(
            saved: SavedState(folder: folder), clock: clock, reading: clock.reading())
        let load = nanoseconds() - loadStart
        let statusStart = nanoseconds()
        let status = SavedState(folder: folder, readOnly: true).stopwatch(clock.reading())
        let statusLoad = nanoseconds() - statusStart

        let window = min(1_000, count)
        print("  \(base.path), fdatasync \(synchronous ? "on" : "off"):")
        print("    laps 1-\(window):             " + describe(costs[..<window]))
        print(
            "    laps \(count - window + 1)-\(count):     " + describe(costs[(count - window)...]))
        print(
            String(
                format:
                    "    journal %d laps: %.1f KiB (%.1f bytes a lap); RSS %+.1f MB over the laps",
                count, Double(journalSize) / 1024, Double(journalSize) / Double(count),
                Double(rssAfter - rssBefore) / 1024))
        print(
            String(
                format:
                    "    load %d laps: %.1f ms (instance, snapshot + journal + checks); %.1f ms (status, read only)",
                loaded.laps.count, Double(load) / 1e6, Double(statusLoad) / 1e6))
        let expected = LapMilliseconds.rows(controller.stopwatch.laps)  // saved to the millisecond
        if LapMilliseconds.rows(loaded.laps) != expected
            || LapMilliseconds.rows(status.laps) != expected || !problems.isEmpty
        {
            print(
                "    NOT ALL LAPS CAME BACK: \(loaded.laps.count) and \(status.laps.count) of \(count); \(problems)"
            )
        }
    }

    private static func describe(_ slice: ArraySlice<UInt64>) -> String {
        let sorted = slice.sorted()
        func ms(_ value: UInt64) -> String { String(format: "%.3f", Double(value) / 1e6) }
        let mean = Double(sorted.reduce(0, +)) / Double(sorted.count) / 1e6
        return String(format: "mean %.3f", mean)
            + " median \(ms(sorted[sorted.count / 2])) p99 \(ms(sorted[sorted.count * 99 / 100]))"
            + " worst \(ms(sorted[sorted.count - 1])) ms"
    }

    private static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    private static func residentKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    }
}
