import Foundation
import TimerCore
import XCTest

/// What the History view shows: a span's days, focus per day and totals (across summer time),
/// and edits as lines appended to the journal, read back and undone.
final class RecordSummaryTests: XCTestCase {
    let zone = LocalZone.foundation(TimeZone(identifier: "Europe/Berlin")!)
    /// 2026-03-28 00:00 in Berlin (UTC+1), a Saturday, the day before summer time starts.
    let saturday: Int64 = 1_774_652_400_000

    func entry(_ id: Int64, _ kind: RecordKind, from start: Int64, minutes: Int64) -> RecordEntry {
        RecordEntry(id: id, kind: kind, startMs: start, endMs: start + minutes * 60_000)
    }

    func testSpansAreTodayMondayToSundayAndTheCalendarMonth() {
        let day = RecordDay(containingMs: saturday, zone: zone)
        XCTAssertEqual(RecordRange.today.days(around: day), [day])
        let week = RecordRange.week.days(around: day)
        XCTAssertEqual(week.count, 7)
        XCTAssertEqual(week.first, day.adding(-5), "Monday 23 March")
        XCTAssertEqual(
            RecordRange.week.days(around: day.adding(2)).first, day.adding(2), "a Monday")
        let month = RecordRange.month.days(around: day)
        XCTAssertEqual(month.count, 31)
        XCTAssertEqual(month.first, day.adding(-27), "1 March")
        XCTAssertEqual(RecordRange.month.days(around: day.adding(-28)).count, 28, "February")
        XCTAssertEqual(day.weekdayFromMonday, 5, "Saturday")
        XCTAssertEqual(day.dayOfMonth, 28)
    }

    func testASummaryAcrossTheShortDayCountsEachDaysPart() {
        let day = RecordDay(containingMs: saturday, zone: zone)
        let sunday = day.adding(1)
        let monday = day.adding(2)
        let lines = [
            // Across Saturday's midnight: 10 minutes Saturday, 15 Sunday.
            RecordLine.entry(
                entry(1, .focus, from: sunday.startMs(zone: zone) - 600_000, minutes: 25)),
            // 01:30 to 03:30 on Sunday's clocks is one hour: 02:00 does not exist.
            .entry(entry(2, .focus, from: sunday.startMs(zone: zone) + 5_400_000, minutes: 60)),
            .entry(entry(3, .break, from: sunday.startMs(zone: zone) + 9_000_000, minutes: 5)),
            .entry(entry(4, .away, from: monday.startMs(zone: zone) + 3_600_000, minutes: 14)),
            .entry(entry(5, .skip, from: monday.startMs(zone: zone) + 7_200_000, minutes: 0)),
        ]
        let record = FocusRecord(
            text: (FocusRecord.header + lines.map(\.text).joined())[...])
        let week = RecordSummary(record: record, range: .week, today: sunday, zone: zone)
        XCTAssertEqual(week.days.count, 7)
        XCTAssertEqual(week.focusPerDay.suffix(2), [600_000, 900_000 + 3_600_000])
        XCTAssertEqual(week.focusMs, 600_000 + 900_000 + 3_600_000, "Saturday and Sunday")
        XCTAssertEqual(week.breakMs, 300_000)
        XCTAssertEqual(week.awayMs, 0, "Monday is in the next week")
        let today = RecordSummary(record: record, range: .today, today: monday, zone: zone)
        XCTAssertEqual(today.focusMs, 0)
        XCTAssertEqual(today.awayMs, 840_000)
        XCTAssertEqual(today.entries.map(\.id), [4, 5])
        XCTAssertEqual(today.streak, 2, "today has no focus yet: Saturday and Sunday")
        let sundayOnly = RecordSummary(record: record, days: [sunday], today: monday, zone: zone)
        XCTAssertEqual(sundayOnly.entries.map(\.id), [1, 2, 3], "the one begun the day before too")
        XCTAssertTrue(
            RecordSummary(record: FocusRecord(), range: .month, today: monday, zone: zone).isEmpty)
    }

    func testEditsAreAppendedLinesThatReadBackAndUndo() {
        let focus = entry(1, .focus, from: saturday + 9 * 3_600_000, minutes: 25)
        let skip = entry(2, .skip, from: focus.endMs, minutes: 0)
        var journal =
            FocusRecord.header + RecordLine.entry(focus).text + RecordLine.entry(skip).text
        var record = FocusRecord(text: journal[...])
        let at = focus.endMs + 60_000

        XCTAssertNil(RecordEdit.change(id: 2, kind: .focus).line(in: record, atMs: at), "a skip")
        XCTAssertNil(RecordEdit.change(id: 1, kind: .skip).line(in: record, atMs: at))
        XCTAssertNil(RecordEdit.change(id: 9, kind: .break).line(in: record, atMs: at))
        XCTAssertNil(RecordEdit.delete(id: 9).line(in: record, atMs: at))

        let change = RecordEdit.change(id: 1, kind: .break)
        guard let changed = change.line(in: record, atMs: at),
            let undoChange = change.reverse(in: record, atMs: at + 1)
        else { return XCTFail("entry 1 can be changed") }
        XCTAssertEqual(changed.text, "{\"at_ms\":\(at),\"change\":1,\"kind\":\"break\"}\n")
        journal += changed.text
        record.apply(changed)
        XCTAssertEqual(FocusRecord(text: journal[...]), record, "read back as applied")
        XCTAssertEqual(record.entriesByID[1]?.kind, .break)

        let delete = RecordEdit.delete(id: 1)
        guard let deleted = delete.line(in: record, atMs: at + 2),
            let undoDelete = delete.reverse(in: record, atMs: at + 3)
        else { return XCTFail("entry 1 can be deleted") }
        journal += deleted.text
        record.apply(deleted)
        XCTAssertEqual(FocusRecord(text: journal[...]).entries().map(\.id), [2])

        journal += undoDelete.text
        XCTAssertEqual(
            FocusRecord(text: journal[...]).entriesByID[1]?.kind, .break, "back as deleted")
        journal += undoChange.text
        let undone = FocusRecord(text: journal[...])
        XCTAssertEqual(undone.entriesByID[1], focus, "back as recorded")
        XCTAssertEqual(undone.nextID, 3)
        XCTAssertTrue(
            journal.hasPrefix(FocusRecord.header + RecordLine.entry(focus).text), "never rewritten")
    }

    func testStatusSaysTodaysTotalsAndReadsThemBack() throws {
        let day = RecordDay(containingMs: saturday, zone: zone)
        let lines = [
            RecordLine.entry(entry(1, .focus, from: saturday + 3_600_000, minutes: 25)),
            .entry(entry(2, .break, from: saturday + 5_100_000, minutes: 5)),
            .entry(entry(3, .focus, from: day.adding(-1).startMs(zone: zone), minutes: 60)),
        ]
        let record = FocusRecord(text: (FocusRecord.header + lines.map(\.text).joined())[...])
        var report = StatusReport(timers: [])
        report.atMs = saturday + 43_200_000
        report.add(RecordTodayStatus(record: record, atMs: saturday + 43_200_000, zone: zone))
        let json = report.json()
        XCTAssertTrue(
            json.hasSuffix(#","today":{"focus_ms":1500000,"break_ms":300000,"away_ms":0}}"#), json)
        let read = try JSONDecoder().decode(StatusReport.self, from: Data(json.utf8))
        XCTAssertEqual(read, report)
    }
}
