import Foundation
import TimerCore
import XCTest

/// `history undo` and the chosen day: the latest edit in the journal, whoever wrote it, is
/// reversed by a line appended; undoing again reaches the edit before; a day of the week or
/// month narrows the totals and entries; the next local midnight across summer time.
final class RecordUndoTests: XCTestCase {
    let zone = LocalZone.foundation(TimeZone(identifier: "Europe/Berlin")!)
    /// 2026-03-28 00:00 in Berlin (UTC+1), a Saturday, the day before summer time starts.
    let saturday: Int64 = 1_774_652_400_000

    func entry(_ id: Int64, _ kind: RecordKind, from start: Int64, minutes: Int64) -> RecordEntry {
        RecordEntry(id: id, kind: kind, startMs: start, endMs: start + minutes * 60_000)
    }

    /// Appends `edit`'s line written at the clock's time, as the recorder does; false when refused.
    @discardableResult
    func write(_ edit: RecordEdit, to journal: inout String, clock: ManualTimeSource) -> Bool {
        let record = FocusRecord(text: journal[...])
        let at = ISO8601Milliseconds.millisecondsSince1970(clock.wallNow)
        guard let line = edit.line(in: record, atMs: at) else { return false }
        journal += line.text
        clock.advance(by: .seconds(1))
        return true
    }

    func testUndoReversesTheLatestEditThenTheOneBefore() {
        let clock = ManualTimeSource()
        clock.setWall(Date(timeIntervalSince1970: Double(saturday) / 1000 + 43_200))
        let focus = entry(1, .focus, from: saturday + 9 * 3_600_000, minutes: 25)
        let other = entry(2, .focus, from: focus.endMs, minutes: 25)
        var journal =
            FocusRecord.header + RecordLine.entry(focus).text + RecordLine.entry(other).text
        XCTAssertNil(RecordEdit.undo.line(in: FocusRecord(text: journal[...]), atMs: 0), "none")
        XCTAssertFalse(write(.undo, to: &journal, clock: clock))

        XCTAssertTrue(write(.change(id: 1, kind: .break), to: &journal, clock: clock))
        XCTAssertTrue(write(.delete(id: 2), to: &journal, clock: clock))
        var record = FocusRecord(text: journal[...])
        XCTAssertEqual(record.undoable.count, 2)
        XCTAssertEqual(record.undoable.last?.reverse, .entry(other))

        // The delete first: the entry written again with its id.
        XCTAssertTrue(write(.undo, to: &journal, clock: clock))
        XCTAssertTrue(journal.hasSuffix(RecordLine.entry(other).text))
        record = FocusRecord(text: journal[...])
        XCTAssertEqual(record.entriesByID[2], other)
        XCTAssertEqual(record.undoable.count, 1)

        // Then the change: the kind before it, dated now.
        let at = ISO8601Milliseconds.millisecondsSince1970(clock.wallNow)
        XCTAssertTrue(write(.undo, to: &journal, clock: clock))
        XCTAssertTrue(journal.hasSuffix("{\"at_ms\":\(at),\"change\":1,\"kind\":\"focus\"}\n"))
        record = FocusRecord(text: journal[...])
        XCTAssertEqual(record.entriesByID[1], focus)
        XCTAssertEqual(record.undoable, [])
        XCTAssertFalse(write(.undo, to: &journal, clock: clock), "nothing left to undo")
    }

    func testTheWindowsUndoAndAChangeBackByHandTakeAnEditOff() {
        let clock = ManualTimeSource()
        let focus = entry(1, .focus, from: saturday, minutes: 25)
        var journal = FocusRecord.header + RecordLine.entry(focus).text
        XCTAssertTrue(write(.change(id: 1, kind: .away), to: &journal, clock: clock))
        XCTAssertTrue(write(.change(id: 1, kind: .break), to: &journal, clock: clock))
        // The window's Undo: the reverse it kept, appended.
        var record = FocusRecord(text: journal[...])
        guard let reverse = record.undoable.last?.reverse else { return XCTFail("an edit") }
        journal += reverse.restamped(9).text
        record = FocusRecord(text: journal[...])
        XCTAssertEqual(record.entriesByID[1]?.kind, .away)
        XCTAssertEqual(record.undoable.count, 1, "the change to away is left")
        // By hand, back to focus: the same as undoing it.
        XCTAssertTrue(write(.change(id: 1, kind: .focus), to: &journal, clock: clock))
        XCTAssertEqual(FocusRecord(text: journal[...]).undoable, [])
        // An undo's own reverse is the edit again (the toast of an undo).
        XCTAssertTrue(write(.delete(id: 1), to: &journal, clock: clock))
        record = FocusRecord(text: journal[...])
        XCTAssertEqual(RecordEdit.undo.reverse(in: record, atMs: 5), .delete(id: 1, atMs: 5))
        // Edits of entries the record never had are nothing to undo.
        journal += RecordLine.change(id: 7, kind: .focus, atMs: 6).text
        XCTAssertEqual(FocusRecord(text: journal[...]).undoable.count, 1)
    }

    func testAChosenDayNarrowsTotalsAndEntriesNotTheBars() {
        let day = RecordDay(containingMs: saturday, zone: zone)
        let sunday = day.adding(1)
        let lines = [
            RecordLine.entry(entry(1, .focus, from: saturday + 3_600_000, minutes: 25)),
            .entry(entry(2, .break, from: saturday + 5_100_000, minutes: 5)),
            .entry(entry(3, .focus, from: sunday.startMs(zone: zone) + 3_600_000, minutes: 50)),
            .entry(entry(4, .away, from: sunday.startMs(zone: zone) + 7_200_000, minutes: 10)),
        ]
        let record = FocusRecord(text: (FocusRecord.header + lines.map(\.text).joined())[...])
        let week = RecordSummary(record: record, range: .week, today: sunday, zone: zone)
        XCTAssertNil(week.chosen)
        XCTAssertEqual(week.focusMs, 4_500_000)
        let saturdayOnly = RecordSummary(
            record: record, range: .week, today: sunday, zone: zone, chosen: day)
        XCTAssertEqual(saturdayOnly.chosen, day)
        XCTAssertEqual(saturdayOnly.focusPerDay, week.focusPerDay, "the bars stay the week's")
        XCTAssertEqual(saturdayOnly.focusMs, 1_500_000)
        XCTAssertEqual(saturdayOnly.breakMs, 300_000)
        XCTAssertEqual(saturdayOnly.awayMs, 0)
        XCTAssertEqual(saturdayOnly.entries.map(\.id), [1, 2])
        let sundayOnly = RecordSummary(
            record: record, range: .month, today: sunday, zone: zone, chosen: sunday)
        XCTAssertEqual(sundayOnly.entries.map(\.id), [3, 4])
        XCTAssertEqual(sundayOnly.awayMs, 600_000)
        XCTAssertEqual(sundayOnly.streak, 2)
        // A day outside the span (the week rolled over) is no choice.
        let next = RecordSummary(
            record: record, range: .week, today: sunday.adding(1), zone: zone, chosen: day)
        XCTAssertNil(next.chosen)
        XCTAssertTrue(next.isEmpty)
    }

    func testTheNextMidnightIsLocalAcrossSummerTime() {
        let clock = ManualTimeSource()
        // Saturday 23:59:59 in Berlin: Sunday starts a second later (UTC+1 still).
        clock.setWall(Date(timeIntervalSince1970: Double(saturday) / 1000 + 86_399))
        let now = ISO8601Milliseconds.millisecondsSince1970(clock.wallNow)
        XCTAssertEqual(RecordDay.nextStartMs(afterMs: now, zone: zone), saturday + 86_400_000)
        // Sunday is 23 hours long: Monday starts 23 hours after it.
        clock.advance(by: .seconds(3_600))
        let sunday = ISO8601Milliseconds.millisecondsSince1970(clock.wallNow)
        XCTAssertEqual(
            RecordDay.nextStartMs(afterMs: sunday, zone: zone), saturday + 86_400_000 + 82_800_000)
        XCTAssertEqual(
            RecordDay.nextStartMs(afterMs: saturday, zone: zone), saturday + 86_400_000,
            "midnight itself waits for the next")
    }
}
