import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The History window on a manual clock: `window history` opens it over the main window; a day
/// chosen on the week's bars narrows the totals and entries, and Whole Week widens them again;
/// one wake-up armed for the next local midnight rolls Today over; `history undo` from the
/// command line reverses the latest edit, the window's or the command line's, and says so.
final class HistoryWindowTests: GtkTestCase {
    /// Thursday 2026-11-26 23:59:30 in Berlin (UTC+1).
    static let lateThursday = Date(timeIntervalSince1970: 1_795_733_970)

    /// Starts the harness's clock late on Thursday in Berlin, with a focus stretch on Tuesday
    /// (id 1, 25 min) and on Thursday (id 2, 50 min) and a break on Thursday (id 3, 5 min).
    @MainActor
    static func recordWeek(_ harness: AppHarness) throws {
        harness.clock.timeZone = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        harness.clock.setWall(lateThursday)
        let now = ISO8601Milliseconds.millisecondsSince1970(lateThursday)
        let recorder = harness.app.shell.recorder
        let tuesday = now - 2 * 86_400_000 - 7_200_000
        recorder.add(.focus, fromMs: tuesday, toMs: tuesday + 1_500_000)
        recorder.add(.focus, fromMs: now - 7_200_000, toMs: now - 4_200_000)
        recorder.add(.break, fromMs: now - 4_200_000, toMs: now - 3_900_000)
    }

    func testWindowHistoryOpensItOverTheMainWindow() throws {
        try withHarness { harness in
            let app = harness.app
            XCTAssertNil(app.historyWindow)
            let reply = app.commandRunner().run(.historyWindow)
            XCTAssertEqual(reply, CommandReply())
            let history = try XCTUnwrap(app.historyWindow)
            try harness.pump(until: { history.window.isMapped }, "the History window maps")
            XCTAssertTrue(history.window.isModal, "over the main window, as Ctrl+H opens it")
            XCTAssertEqual(app.commandRunner().run(.historyWindow).status, 0)
            XCTAssertTrue(app.historyWindow === history, "the same one brought forward")
            history.window.close()
        }
    }

    func testAChosenDayNarrowsTheTotalsAndEntriesUntilWholeWeek() throws {
        try withHarness { harness in
            try Self.recordWeek(harness)
            let history = harness.app.presentHistory()
            let week = try XCTUnwrap(history.shownPages.first { $0.range == .week })
            XCTAssertEqual(week.summary?.entries.map(\.id), [1, 2, 3])
            XCTAssertFalse(week.whole.isSensitive, "nothing to widen yet")
            let tuesday = try XCTUnwrap(week.summary?.days[1])

            week.choose(tuesday)
            XCTAssertEqual(week.summary?.chosen, tuesday)
            XCTAssertEqual(week.summary?.entries.map(\.id), [1])
            XCTAssertEqual(week.summary?.focusMs, 1_500_000)
            XCTAssertEqual(week.summary?.focusPerDay.filter { $0 > 0 }.count, 2, "bars unchanged")
            XCTAssertEqual(week.chart.chosen, 1)
            XCTAssertEqual(week.totals.title, "Totals for Tue 2026-11-24")
            XCTAssertEqual(week.entries.title, "Entries for Tue 2026-11-24")
            XCTAssertTrue(week.whole.isSensitive)

            // A line written meanwhile keeps the choice.
            harness.app.shell.recorder.add(
                .away,
                fromMs: ISO8601Milliseconds.millisecondsSince1970(Self.lateThursday) - 60_000,
                toMs: ISO8601Milliseconds.millisecondsSince1970(Self.lateThursday))
            XCTAssertEqual(week.summary?.entries.map(\.id), [1])

            week.whole.click()
            XCTAssertNil(week.summary?.chosen)
            XCTAssertNil(week.chart.chosen)
            XCTAssertEqual(week.summary?.entries.map(\.id), [1, 2, 3, 4])
            XCTAssertEqual(week.totals.title, "Totals")
            XCTAssertFalse(week.whole.isSensitive)
            history.window.close()
        }
    }

    func testMidnightRollsTodayOverWithOneWakeUp() throws {
        try withHarness { harness in
            try Self.recordWeek(harness)
            let history = harness.app.presentHistory()
            let scheduler = try XCTUnwrap(harness.historyMidnight)
            let friday = Self.lateThursday.addingTimeInterval(30)
            XCTAssertEqual(scheduler.armed, friday, "Friday 00:00 in Berlin")
            let today = try XCTUnwrap(history.shownPages.first { $0.range == .today })
            let month = try XCTUnwrap(history.shownPages.first { $0.range == .month })
            XCTAssertEqual(today.summary?.focusMs, 3_000_000)
            let thursday = try XCTUnwrap(today.summary?.days.first)
            month.choose(thursday)

            harness.clock.advance(by: .seconds(30))
            scheduler.fire()
            XCTAssertEqual(today.summary?.days, [thursday.adding(1)], "Today is Friday")
            XCTAssertEqual(today.summary?.focusMs, 0)
            XCTAssertEqual(month.summary?.chosen, thursday, "still in November")
            XCTAssertEqual(scheduler.armed, friday.addingTimeInterval(86_400), "one a day")

            // Monday 30 November: a new week.
            harness.clock.advance(by: .seconds(3 * 86_400))
            scheduler.fire()
            XCTAssertEqual(
                history.shownPages.first { $0.range == .week }?.summary?.days.first,
                thursday.adding(4), "the week starts on that Monday")
            XCTAssertEqual(month.summary?.chosen, thursday)
            // Tuesday 1 December: the month rolls over and its chosen day goes.
            harness.clock.advance(by: .seconds(86_400))
            scheduler.fire()
            XCTAssertEqual(month.summary?.days.count, 31, "December")
            XCTAssertNil(month.summary?.chosen)
            XCTAssertNil(month.chart.chosen)
            history.window.close()
        }
    }

    func testHistoryUndoFromTheCommandLineReversesTheLatestEdit() throws {
        try withHarness { harness in
            try Self.recordWeek(harness)
            let runner = harness.app.commandRunner()
            @MainActor func history(_ edit: RecordEdit) -> CommandReply {
                runner.run(.history(HistoryRequest(format: .text, edit: edit)))
            }
            let nothing = history(.undo)
            XCTAssertEqual(nothing.status, 1)
            XCTAssertTrue(nothing.error.hasPrefix("sandglass: nothing to undo"), nothing.error)

            let changed = history(.change(id: 2, kind: .away))
            XCTAssertEqual(
                changed.output, "Entry 2 now counts as away\nsandglass history undo undoes it\n")
            let window = harness.app.presentHistory()
            let today = try XCTUnwrap(window.shownPages.first { $0.range == .today })
            XCTAssertEqual(today.summary?.awayMs, 3_000_000)
            // The window's edit is the latest: undone first, then the command line's.
            XCTAssertNotNil(harness.app.shell.recorder.edit(.delete(id: 3), atMs: 1))
            XCTAssertEqual(history(.undo).output, "Undone: entry 3 is back\n")
            XCTAssertEqual(today.summary?.entries.map(\.id), [2, 3])
            XCTAssertEqual(history(.undo).output, "Undone: entry 2 counts as focus again\n")
            XCTAssertEqual(today.summary?.focusMs, 3_000_000)
            XCTAssertEqual(history(.undo).status, 1)
            let journal = try String(
                contentsOf: harness.stateURL.deletingLastPathComponent()
                    .appendingPathComponent("record.journal"), encoding: .utf8)
            XCTAssertTrue(journal.hasSuffix("\"change\":2,\"kind\":\"focus\"}\n"), journal)
            window.window.close()
        }
    }

    func testAnotherTimeZoneRollsTodayOverAndRearmsForItsMidnight() throws {
        try withHarness { harness in
            try Self.recordWeek(harness)
            var zoneChanged: (@MainActor () -> Void)?
            var midnight: RecordingDateScheduler?
            let history = HistoryWindow(
                recorder: harness.app.shell.recorder, clock: harness.clock,
                application: harness.app.application,
                scheduler: { fire in
                    let scheduler = RecordingDateScheduler(fire: fire)
                    midnight = scheduler
                    return scheduler
                },
                watchZone: { handler in
                    zoneChanged = handler
                    return NSObject()
                },
                offerUndo: { _ in "" })
            let today = try XCTUnwrap(history.shownPages.first { $0.range == .today })
            let thursday = try XCTUnwrap(today.summary?.days.first)
            // Moved to Seoul (UTC+9): it is Friday 07:59:30 there, and midnight is Saturday's.
            harness.clock.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Seoul"))
            try XCTUnwrap(zoneChanged)()
            XCTAssertEqual(today.summary?.days, [thursday.adding(1)])
            XCTAssertEqual(
                midnight?.armed, Self.lateThursday.addingTimeInterval(30 + 16 * 3600),
                "Saturday 00:00 in Seoul")
            XCTAssertEqual(midnight?.requests.count, 2, "one wake-up armed at a time, no polling")
        }
    }
}
