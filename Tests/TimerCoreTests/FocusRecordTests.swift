import Foundation
import TimerCore
import XCTest

/// The record of focus: its journal read as written and as a crash or a hand leaves it, the
/// totals per local day (across summer time), the streak, and the exports.
final class FocusRecordTests: XCTestCase {
    let zone = LocalZone.foundation(TimeZone(identifier: "Europe/Berlin")!)
    /// 2026-03-28 00:00 in Berlin (UTC+1), the day before summer time starts.
    let saturday: Int64 = 1_774_652_400_000

    func entry(
        _ id: Int64, _ kind: RecordKind, from start: Int64, minutes: Int64, label: String = ""
    )
        -> RecordEntry
    {
        RecordEntry(
            id: id, kind: kind, startMs: start, endMs: start + minutes * 60_000, label: label)
    }

    func testLinesAreReadBackAsWrittenAndChangesApplyInOrder() {
        let focus = entry(1, .focus, from: saturday + 9 * 3_600_000, minutes: 25)
        let pause = entry(2, .break, from: focus.endMs, minutes: 5)
        var text = FocusRecord.header + RecordLine.entry(pause).text + RecordLine.entry(focus).text
        text += RecordLine.change(id: 2, kind: .away, atMs: pause.endMs).text
        text += RecordLine.change(id: 9, kind: .focus, atMs: pause.endMs).text  // no such entry
        let record = FocusRecord(text: text[...])
        XCTAssertEqual(record.ignoredLines, 0)
        XCTAssertEqual(
            record.entries().map(\.id), [1, 2], "oldest first, whatever the order written")
        XCTAssertEqual(record.entries().last?.kind, .away)
        XCTAssertEqual(record.nextID, 3)
        let deleted = FocusRecord(text: (text + RecordLine.delete(id: 1, atMs: 0).text)[...])
        XCTAssertEqual(deleted.entries().map(\.id), [2])
    }

    func testLabelsComeBackAsWrittenWhateverTheyHold() {
        let label = "Tea \"green\" \\ \u{2615}\u{1F600}\n\ttab\u{1}"
        let text = RecordLine.entry(entry(1, .timer, from: saturday, minutes: 3, label: label)).text
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one line")
        XCTAssertEqual(FocusRecord(text: text[...]).entries().first?.label, label)
        // Escapes another writer may use.
        let escaped =
            #"{"end_ms":2,"id":1,"kind":"timer","label":"\u2615 \ud83d\ude00 \/","start_ms":1}"#
        XCTAssertEqual(
            FocusRecord(text: (escaped + "\n")[...]).entries().first?.label, "\u{2615} \u{1F600} /")
        for bad in [
            #"{"end_ms":2,"id":1,"kind":"timer","label":"\ud83d","start_ms":1}"#,  // half a pair
            #"{"end_ms":2.5,"id":1,"kind":"timer","start_ms":1}"#,
            #"{"end_ms":2,"id":1,"id":2,"kind":"timer","start_ms":1}"#,
            #"{"end_ms":99999999999999999999,"id":1,"kind":"timer","start_ms":1}"#,
            #"{"end_ms":2,"id":1,"kind":"nap","start_ms":1}"#,
            #"{"end_ms":2,"id":1,"kind":"timer","start_ms":1} x"#,
        ] {
            XCTAssertEqual(FocusRecord(text: (bad + "\n")[...]).ignoredLines, 1, bad)
        }
    }

    func testATornLastLineAndGarbledLinesAreIgnoredNotTheRest() {
        let one = RecordLine.entry(entry(1, .focus, from: saturday, minutes: 25)).text
        let two = RecordLine.entry(entry(2, .focus, from: saturday + 3_600_000, minutes: 25)).text
        let text =
            FocusRecord.header + one + "{not json\n" + "\u{0}\u{1}garbage\n"
            + #"{"id":3,"kind":"focus","start_ms":5,"end_ms":1,"label":""}"# + "\n"  // ends first
            + #"{"change":1,"kind":"timer","at_ms":5}"# + "\n"  // not a kind to change to
            + two + String(two.dropLast(9))
        let record = FocusRecord(text: text[...])
        XCTAssertEqual(record.entries().map(\.id), [1, 2])
        XCTAssertEqual(record.entries().first?.kind, .focus)
        XCTAssertEqual(record.ignoredLines, 5)
    }

    func testTotalsPerLocalDaySplitAtMidnightAcrossSummerTime() {
        let sunday = RecordDay(containingMs: saturday + 86_400_000, zone: zone)
        let day = RecordDay(containingMs: saturday, zone: zone)
        XCTAssertEqual(sunday, day.adding(1))
        // Sunday has 23 hours: Monday starts 23 h after Sunday does.
        XCTAssertEqual(
            day.adding(2).startMs(zone: zone) - sunday.startMs(zone: zone), 23 * 3_600_000)
        var text = ""
        // 23:50 Saturday to 00:15 Sunday: 10 minutes on each side... and 15.
        text +=
            RecordLine.entry(
                entry(1, .focus, from: sunday.startMs(zone: zone) - 600_000, minutes: 25)
            ).text
        text +=
            RecordLine.entry(
                entry(2, .break, from: sunday.startMs(zone: zone) + 3_600_000, minutes: 5)
            ).text
        text +=
            RecordLine.entry(
                entry(3, .focus, from: day.adding(2).startMs(zone: zone) + 60_000, minutes: 50)
            ).text
        let record = FocusRecord(text: text[...])
        XCTAssertEqual(
            record.totals(of: .focus, on: [day, sunday, day.adding(2)], zone: zone),
            [600_000, 900_000, 3_000_000])
        XCTAssertEqual(record.totals(of: .break, on: [sunday], zone: zone), [300_000])
        XCTAssertEqual(record.streak(today: day.adding(2), zone: zone), 3)
        XCTAssertEqual(record.streak(today: day.adding(3), zone: zone), 3, "today has none yet")
        XCTAssertEqual(record.streak(today: day.adding(4), zone: zone), 0)
    }

    func testExportsSayWhatTheJournalSays() {
        let tea = entry(
            4, .timer, from: saturday + 36_000_000, minutes: 3, label: "=tea, \"green\"")
        let record = FocusRecord(text: RecordLine.entry(tea).text[...])
        XCTAssertEqual(
            RecordExport.csv(record.entries(), zone: zone),
            RecordExport.csvHeader
                + "4,timer,2026-03-28T10:00:00.000+01:00,2026-03-28T10:03:00.000+01:00,180,\"'=tea, \"\"green\"\"\"\n"
        )
        let json = RecordExport.json(record.entries(), zone: zone)
        let decoded = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        XCTAssertEqual(decoded?.first?["label"] as? String, "=tea, \"green\"")
        XCTAssertEqual(decoded?.first?["duration_ms"] as? Int, 180_000)
        XCTAssertEqual(decoded?.first?["start"] as? String, "2026-03-28T10:00:00.000+01:00")
    }

    /// Ten years of a working person's record (eight focus phases and breaks a day): a figure
    /// printed, not asserted (these machines are shared); the benchmark reports it too.
    func testTenYearsOfEntriesLoad() {
        var text = FocusRecord.header
        var id: Int64 = 0
        for day in 0..<3650 {
            for phase in 0..<16 {
                id += 1
                let start = saturday + Int64(day) * 86_400_000 + Int64(phase) * 1_800_000
                text +=
                    RecordLine.entry(
                        entry(id, phase % 2 == 0 ? .focus : .break, from: start, minutes: 25)
                    ).text
            }
        }
        let started = Date()
        let record = FocusRecord(text: text[...])
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(record.entriesByID.count, 58_400)
        print(
            "FIGURE: ten years of the record (58,400 entries, \(text.utf8.count / 1_000_000) MB) read in \(Int(seconds * 1000)) ms"
        )
    }
}

/// What the record gets of a running cycle: one stretch per phase, the last cut where it was.
final class PomodoroStretchTests: XCTestCase {
    func at(_ seconds: Int64) -> Instant { PomodoroFixture.at(seconds) }

    func testARunningCycleGivesOneStretchPerPhaseAndWaitsWithAutoStartOff() {
        let cycle = PomodoroFixture.started(PomodoroFixture.small())  // 4 s focus, 1 s break
        let stretches = cycle.stretches(from: at(0), to: at(6) + .milliseconds(500))
        XCTAssertEqual(stretches.map(\.kind), [.focus, .break, .focus])
        XCTAssertEqual(stretches.map(\.ranOut), [true, true, false])
        XCTAssertEqual(stretches.last?.end, at(6) + .milliseconds(500))
        XCTAssertEqual(stretches.first?.end, at(4))

        let waiting = PomodoroFixture.started(PomodoroFixture.small(autoStart: false))
        XCTAssertEqual(waiting.stretches(from: at(0), to: at(60)).map(\.kind), [.focus])
        XCTAssertEqual(waiting.stretches(from: at(0), to: at(60)).first?.end, at(4))
        XCTAssertEqual(Pomodoro().stretches(from: at(0), to: at(60)), [], "idle")
        XCTAssertEqual(cycle.stretches(from: at(0), to: at(100_000), limit: 5).count, 5)
    }
}
