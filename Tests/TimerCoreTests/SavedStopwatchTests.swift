import Foundation
import TimerCore
import XCTest

/// The saved stopwatch survives a restart or a reboot (a new boot clock) and refuses nonsense as a whole.
final class SavedStopwatchTests: XCTestCase {
    private let wall = Date(timeIntervalSince1970: 1_800_000_000)

    private func reading(boot seconds: Int64, wallOffset: TimeInterval = 0) -> ClockReading {
        ClockReading(
            now: Instant(nanoseconds: seconds * 1_000_000_000),
            wallNow: wall.addingTimeInterval(wallOffset))
    }

    /// Started 90 s before `now`, laps at 30 s and 80 s of elapsed time, still running.
    private func runningWithTwoLaps(_ now: Instant) -> Stopwatch {
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: now - .seconds(90)))
        XCTAssertNotNil(stopwatch.lap(at: now - .seconds(60)))
        XCTAssertNotNil(stopwatch.lap(at: now - .seconds(10)))
        return stopwatch
    }

    private func throughJSON(_ saved: SavedStopwatch) throws -> SavedStopwatch {
        try JSONDecoder().decode(SavedStopwatch.self, from: JSONEncoder().encode(saved))
    }

    /// Saves `stopwatch` as Sandglass does (a snapshot without laps, a journal of its generation)
    /// and reads both back as of `after`.
    private func throughFiles(
        _ stopwatch: Stopwatch, saved before: ClockReading, read after: ClockReading
    ) throws -> Stopwatch {
        let snapshot = try throughJSON(
            SavedStopwatch(stopwatch: stopwatch, reading: before, lapsGeneration: 7))
        let journal = try LapJournal.parse(
            Array(LapJournal.text(generation: 7, laps: LapMilliseconds.rows(stopwatch.laps)).utf8))
        return try snapshot.restore(reading: after, journal: journal)
    }

    func testARunningStopwatchSurvivesARebootWithItsWallClockStart() throws {
        let before = reading(boot: 5_000)
        let stopwatch = runningWithTwoLaps(before.now)
        let saved = SavedStopwatch(stopwatch: stopwatch, reading: before, lapsGeneration: 7)
        XCTAssertEqual(saved.state, .running)
        XCTAssertEqual(saved.sinceMs, 1_799_999_910_000)
        XCTAssertNil(saved.elapsedMs)
        XCTAssertEqual(saved.laps, [], "the laps are in the journal")
        XCTAssertEqual(
            LapMilliseconds.rows(stopwatch.laps),
            [
                LapMilliseconds(number: 1, splitMs: 30_000, totalMs: 30_000),
                LapMilliseconds(number: 2, splitMs: 50_000, totalMs: 80_000),
            ])

        // 100 s later by the wall clock, on a boot clock that started again at 40 s.
        let after = reading(boot: 40, wallOffset: 100)
        let restored = try throughFiles(stopwatch, saved: before, read: after)
        XCTAssertEqual(restored.phase, .running)
        XCTAssertEqual(restored.state, .running(since: after.now - .seconds(190)))
        XCTAssertEqual(restored.elapsed(at: after.now), .seconds(190))
        XCTAssertEqual(restored.currentLap(at: after.now), .seconds(110))
        XCTAssertEqual(restored.laps, stopwatch.laps)
    }

    func testAPausedStopwatchSurvivesAReboot() throws {
        let before = reading(boot: 5_000)
        var stopwatch = runningWithTwoLaps(before.now)
        XCTAssertTrue(stopwatch.pause(at: before.now + .milliseconds(500)))
        let saved = SavedStopwatch(stopwatch: stopwatch, reading: before, lapsGeneration: 7)
        XCTAssertEqual(saved.elapsedMs, 90_500)
        XCTAssertNil(saved.sinceMs)

        let after = reading(boot: 12, wallOffset: 86_400)
        let restored = try throughFiles(stopwatch, saved: before, read: after)
        XCTAssertEqual(restored, stopwatch)
        XCTAssertEqual(restored.elapsed(at: after.now), .milliseconds(90_500))
    }

    func testIdleRoundTripsAndTheKeysAreSnakeCaseWithoutLaps() throws {
        let now = reading(boot: 5_000)
        let saved = SavedStopwatch(stopwatch: Stopwatch(), reading: now, lapsGeneration: 0)
        XCTAssertEqual(try throughJSON(saved).restore(reading: now, journal: nil), Stopwatch())

        let running = SavedStopwatch(
            stopwatch: runningWithTwoLaps(now.now), reading: now, lapsGeneration: 12)
        let json = String(decoding: try JSONEncoder().encode(running), as: UTF8.self)
        for key in [
            #""version":2"#, #""state":"running""#, #""since_ms":1799999910000"#,
            #""laps_generation":12"#,
        ] {
            XCTAssertTrue(json.contains(key), json)
        }
        XCTAssertFalse(json.contains("elapsed_ms"), json)
        XCTAssertFalse(json.contains("laps\""), "O(1) to write: no laps in the snapshot: \(json)")
    }

    func testOnlyAJournalOfTheGenerationNamedCounts() throws {
        let now = reading(boot: 5_000)
        var stopwatch = runningWithTwoLaps(now.now)
        XCTAssertTrue(stopwatch.pause(at: now.now))
        let saved = SavedStopwatch(stopwatch: stopwatch, reading: now, lapsGeneration: 3)
        let rows = LapMilliseconds.rows(stopwatch.laps)
        XCTAssertEqual(
            try saved.restore(reading: now, journal: LapJournal(generation: 3, laps: rows)).laps,
            stopwatch.laps)
        // A reset's snapshot named a new generation before the old journal was replaced.
        let stale = LapJournal(generation: 2, laps: rows)
        XCTAssertFalse(saved.counts(stale))
        XCTAssertEqual(try saved.restore(reading: now, journal: stale).laps, [])
        XCTAssertEqual(try saved.restore(reading: now, journal: nil).laps, [])
        XCTAssertEqual(
            try saved.restore(reading: now, journal: stale).elapsed(at: now.now), .seconds(90))
    }

    func testAnOldSnapshotWithItsLapsInlineStillRestoresAndIgnoresAnyJournal() throws {
        let now = reading(boot: 5_000)
        let json = #"""
            {"version":1,"state":"paused","elapsed_ms":10000,"laps":[{"number":1,"split_ms":4000,"total_ms":4000},\#
            {"number":2,"split_ms":6000,"total_ms":10000}]}
            """#
        let saved = try JSONDecoder().decode(SavedStopwatch.self, from: Data(json.utf8))
        let journal = LapJournal(
            generation: 1, laps: [LapMilliseconds(number: 1, splitMs: 1, totalMs: 1)])
        XCTAssertFalse(saved.counts(journal), "version 1 had no journal")
        let restored = try saved.restore(reading: now, journal: journal)
        XCTAssertEqual(restored.laps.map(\.total), [.seconds(4), .seconds(10)])
        XCTAssertEqual(restored.state, .paused(elapsed: .seconds(10)))
    }

    func testSubMillisecondLapsStillAddUpWhenSaved() throws {
        let now = reading(boot: 5_000)
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: now.now))
        XCTAssertNotNil(stopwatch.lap(at: now.now + .microseconds(600)))
        XCTAssertNotNil(stopwatch.lap(at: now.now + .microseconds(1_200)))
        XCTAssertTrue(stopwatch.pause(at: now.now + .microseconds(1_500)))
        let rows = LapMilliseconds.rows(stopwatch.laps)
        XCTAssertEqual(rows.map(\.splitMs), [0, 1])
        XCTAssertEqual(rows.map(\.totalMs), [0, 1])
        let restored = try throughFiles(stopwatch, saved: now, read: now)
        XCTAssertEqual(restored.laps.map(\.total), [.zero, .milliseconds(1)])
        XCTAssertEqual(restored.elapsed(at: now.now), .milliseconds(1))
    }

    func testAStartInTheFutureIsCappedAtTheLastLap() throws {
        let before = reading(boot: 5_000)
        // The wall clock was set back two hours: the start would be in the future.
        let after = reading(boot: 10, wallOffset: -7_200)
        let restored = try throughFiles(runningWithTwoLaps(before.now), saved: before, read: after)
        XCTAssertEqual(restored.phase, .running)
        XCTAssertEqual(restored.elapsed(at: after.now), .seconds(80))
        XCTAssertEqual(restored.currentLap(at: after.now), .zero)
        XCTAssertEqual(restored.laps.count, 2)

        var noLaps = Stopwatch()
        XCTAssertTrue(noLaps.start(at: before.now - .seconds(5)))
        let capped = try throughFiles(noLaps, saved: before, read: after)
        XCTAssertEqual(capped.state, .running(since: after.now))
        XCTAssertEqual(capped.elapsed(at: after.now), .zero)
    }

    func testInconsistentLapsAreRefused() {
        let now = reading(boot: 5_000)
        let paused = #""version":1,"state":"paused","elapsed_ms":10000"#
        let cases: [String] = [
            // Numbering must be 1...n in order.
            #"{\#(paused),"laps":[{"number":0,"split_ms":1000,"total_ms":1000}]}"#,
            #"{\#(paused),"laps":[{"number":1,"split_ms":1000,"total_ms":1000},{"number":3,"split_ms":1000,"total_ms":2000}]}"#,
            #"{\#(paused),"laps":[{"number":2,"split_ms":1000,"total_ms":1000},{"number":1,"split_ms":1000,"total_ms":2000}]}"#,
            // Splits of zero or more.
            #"{\#(paused),"laps":[{"number":1,"split_ms":2000,"total_ms":2000},{"number":2,"split_ms":-1000,"total_ms":1000}]}"#,
            // Totals cumulative and exact.
            #"{\#(paused),"laps":[{"number":1,"split_ms":1000,"total_ms":1500}]}"#,
            #"{\#(paused),"laps":[{"number":1,"split_ms":1000,"total_ms":1000},{"number":2,"split_ms":1000,"total_ms":2001}]}"#,
            #"{\#(paused),"laps":[{"number":1,"split_ms":9223372036854775807,"total_ms":9223372036854775807}]}"#,
            // Paused: elapsed at least the last total.
            #"{\#(paused),"laps":[{"number":1,"split_ms":10001,"total_ms":10001}]}"#,
            // Idle has no laps.
            #"{"version":1,"state":"idle","laps":[{"number":1,"split_ms":1000,"total_ms":1000}]}"#,
        ]
        for json in cases {
            XCTAssertNoThrow(
                try JSONDecoder().decode(SavedStopwatch.self, from: Data(json.utf8)), json)
            guard let saved = try? JSONDecoder().decode(SavedStopwatch.self, from: Data(json.utf8))
            else { continue }
            XCTAssertThrowsError(try saved.restore(reading: now, journal: nil), json)
        }
        // The same paused stopwatch with consistent laps is accepted.
        let good =
            #"{\#(paused),"laps":[{"number":1,"split_ms":4000,"total_ms":4000},{"number":2,"split_ms":0,"total_ms":4000},{"number":3,"split_ms":6000,"total_ms":10000}]}"#
        XCTAssertEqual(
            try JSONDecoder().decode(SavedStopwatch.self, from: Data(good.utf8)).restore(
                reading: now, journal: nil
            ).laps.map(\.split),
            [.seconds(4), .zero, .seconds(6)])
    }

    func testJournalLapsMustAgreeWithTheSnapshot() throws {
        let now = reading(boot: 5_000)
        let laps = [
            LapMilliseconds(number: 1, splitMs: 4_000, totalMs: 4_000),
            LapMilliseconds(number: 2, splitMs: 8_000, totalMs: 12_000),
        ]
        let journal = LapJournal(generation: 5, laps: laps)
        let cases = [
            // less than the last total
            #"{"version":2,"state":"paused","elapsed_ms":10000,"laps_generation":5}"#,
            #"{"version":2,"state":"idle","laps_generation":5}"#,  // an idle stopwatch has no laps
        ]
        for json in cases {
            let saved = try JSONDecoder().decode(SavedStopwatch.self, from: Data(json.utf8))
            XCTAssertThrowsError(try saved.restore(reading: now, journal: journal), json)
        }
        let good = try JSONDecoder().decode(
            SavedStopwatch.self,
            from: Data(
                #"{"version":2,"state":"paused","elapsed_ms":12000,"laps_generation":5}"#.utf8))
        XCTAssertEqual(try good.restore(reading: now, journal: journal).laps.count, 2)
    }

    func testNonsenseIsRefused() {
        let now = reading(boot: 5_000)
        let cases: [String] = [
            #"{"version":3,"state":"idle"}"#,
            // Version 2 names its journal and keeps no laps inline.
            #"{"version":2,"state":"idle"}"#,
            #"{"version":2,"state":"idle","laps_generation":-1}"#,
            #"{"version":2,"state":"paused","elapsed_ms":5000,"laps_generation":1,"laps":[{"number":1,"split_ms":1000,"total_ms":1000}]}"#,
            #"{"version":1,"state":"running","laps":[]}"#,
            #"{"version":1,"state":"running","since_ms":-9223372036854775808,"laps":[]}"#,
            #"{"version":1,"state":"paused","laps":[]}"#,
            #"{"version":1,"state":"paused","elapsed_ms":-1,"laps":[]}"#,
            #"{"version":1,"state":"paused","elapsed_ms":9223372036854775807,"laps":[]}"#,
        ]
        for json in cases {
            guard let saved = try? JSONDecoder().decode(SavedStopwatch.self, from: Data(json.utf8))
            else {
                XCTFail("should decode: \(json)")
                continue
            }
            XCTAssertThrowsError(try saved.restore(reading: now, journal: nil), json)
        }
        for json in [
            #"{"version":1,"state":"sideways","laps":[]}"#, #"{"version":1,"state":"idle"}"#,
        ] {
            XCTAssertThrowsError(
                try JSONDecoder().decode(SavedStopwatch.self, from: Data(json.utf8)), json)
        }
    }

    func testAFarFutureStartIsCappedNotTrapped() throws {
        let now = reading(boot: 5_000)
        let json = #"{"version":1,"state":"running","since_ms":9223372036854775807,"laps":[]}"#
        let saved = try JSONDecoder().decode(SavedStopwatch.self, from: Data(json.utf8))
        XCTAssertEqual(
            try saved.restore(reading: now, journal: nil).state, .running(since: now.now))
    }
}
