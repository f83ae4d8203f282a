import Foundation
import TimerCore
import XCTest

/// The lap journal's lines: written one per lap, read back checked, a torn or stray line costing
/// nothing before it, a header that cannot be used refused whole.
final class LapJournalTests: XCTestCase {
    private func parse(_ text: String) throws -> LapJournal {
        try LapJournal.parse(Array(text.utf8))
    }

    /// Laps recorded on a manual clock at odd, sub-millisecond intervals.
    private func laps(_ count: Int) -> [Lap] {
        let clock = ManualTimeSource()
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: clock.now))
        for index in 0..<count {
            clock.advance(by: .nanoseconds(1_234_567_891 + Int64(index) * 7_919))
            XCTAssertNotNil(stopwatch.lap(at: clock.now))
        }
        return stopwatch.laps
    }

    func testAJournalIsAHeaderAndOneShortLinePerLap() throws {
        let rows = [
            LapMilliseconds(number: 1, splitMs: 4_000, totalMs: 4_000),
            LapMilliseconds(number: 2, splitMs: 0, totalMs: 4_000),
        ]
        XCTAssertEqual(
            LapJournal.text(generation: 3, laps: rows),
            "sandglass-laps 1 3\n1 4000 4000\n2 0 4000\n")
        XCTAssertEqual(LapJournal.header(generation: 0), "sandglass-laps 1 0\n")
        XCTAssertEqual(LapJournal.line(rows[1]), "2 0 4000\n")
        XCTAssertEqual(
            try parse("sandglass-laps 1 3\n1 4000 4000\n2 0 4000\n"),
            LapJournal(generation: 3, laps: rows))
        XCTAssertEqual(
            try parse("sandglass-laps 1 9223372036854775807\n"),
            LapJournal(generation: .max, laps: []))
    }

    func testLapsAppendedOneByOneReadBackAsTheyWere() throws {
        let laps = laps(1_000)
        var text = LapJournal.header(generation: 42)
        for (index, lap) in laps.enumerated() {
            // What the saver appends for each new lap: only it and the lap before are read.
            text += LapJournal.line(LapMilliseconds(lap, after: index > 0 ? laps[index - 1] : nil))
        }
        XCTAssertEqual(text, LapJournal.text(generation: 42, laps: LapMilliseconds.rows(laps)))
        let journal = try parse(text)
        XCTAssertEqual(journal.generation, 42)
        XCTAssertEqual(journal.ending, .complete)
        XCTAssertEqual(journal.laps, LapMilliseconds.rows(laps))
        XCTAssertLessThan(text.utf8.count, 30 * 1_000, "short lines")
    }

    func testATornLastLineIsIgnored() throws {
        for torn in ["3", "3 ", "3 5000", "3 5000 90"] {
            let journal = try parse("sandglass-laps 1 1\n1 4000 4000\n2 1000 5000\n" + torn)
            XCTAssertEqual(journal.laps.map(\.number), [1, 2], torn)
            XCTAssertEqual(journal.ending, .tornLastLine, torn)
        }
    }

    func testReadingStopsAtTheFirstLineThatIsNotTheNextLap() throws {
        let good = "sandglass-laps 1 1\n1 4000 4000\n2 1000 5000\n"
        let cases: [(line: String, reason: String)] = [
            ("4 1000 6000", "lap 3 is numbered 4"),  // a gap
            ("2 1000 6000", "lap 3 is numbered 2"),  // a repeat
            ("3 1000 6001", "lap 3: total_ms 6001 is not the previous total plus split_ms"),
            // totals go down
            ("3 6000 6000", "lap 3: total_ms 6000 is not the previous total plus split_ms"),
            ("3 -1 4999", "it is not NUMBER SPLIT_MS TOTAL_MS"),
            ("3 +1000 6000", "it is not NUMBER SPLIT_MS TOTAL_MS"),
            ("3 1000 6000 7", "it is not NUMBER SPLIT_MS TOTAL_MS"),
            ("3  1000 6000", "it is not NUMBER SPLIT_MS TOTAL_MS"),
            ("3 1000 6000\r", "it is not NUMBER SPLIT_MS TOTAL_MS"),
            ("", "it is not NUMBER SPLIT_MS TOTAL_MS"),
            ("3 1000 99999999999999999999", "it is not NUMBER SPLIT_MS TOTAL_MS"),  // overflows
            (
                "3 9223372036849775807 9223372036849780807",
                "lap 3: total_ms 9223372036849780807 is not the previous total plus split_ms"
            ),
        ]
        for (line, reason) in cases {
            let journal = try parse(good + line + "\n4 1000 7000\n")
            XCTAssertEqual(journal.laps.map(\.totalMs), [4_000, 5_000], line)
            XCTAssertEqual(journal.ending, .stopped(line: 4, reason: reason), line)
        }
        XCTAssertEqual(
            try parse("sandglass-laps 1 1\n2 4000 4000\n").ending,
            .stopped(line: 2, reason: "lap 1 is numbered 2"))
    }

    func testAHeaderThatCannotBeUsedIsRefused() {
        let cases = [
            "", "sandglass-laps 1 1", "garbage\n1 4000 4000\n", "sandglass-laps 2 1\n",
            "sandglass-laps 1 -1\n",
            "sandglass-laps 1\n", "sandglass-laps 1 1 1\n", "sandglass-laps  1 1\n",
            "sandglass-laps 1 x\n",
            "{\"version\":1}\n",
        ]
        for text in cases {
            XCTAssertThrowsError(try parse(text), text) { error in
                XCTAssertFalse("\(error)".isEmpty)
            }
        }
    }

    func testAResetMovesToTheNextGeneration() {
        XCTAssertEqual(LapJournal.generation(after: 0), 1)
        XCTAssertEqual(LapJournal.generation(after: 41), 42)
        XCTAssertEqual(LapJournal.generation(after: .max), 0, "wraps rather than traps")
    }
}
