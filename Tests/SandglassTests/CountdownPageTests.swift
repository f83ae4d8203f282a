import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// The Countdown page's real widgets: the picker and a pasted date, the running and ended
/// views, and redraws armed on the wall clock only while the page shows.
final class CountdownPageTests: GtkTestCase {
    func testPastedDateStartsTheCountdown() throws {
        try withHarness { harness in
            let page = try harness.showCountdownPage()
            XCTAssertEqual(page.views.visibleChildName, "idle")

            // The manual clock's wall time is 2027-01-15T08:00:00Z; this is 1 day, 2 h, 3 min and 4 s later.
            page.picker.title.text = "Launch"
            page.picker.pasted.text = "2027-01-16T10:03:04Z"
            page.picker.startButton.click()
            XCTAssertEqual(page.views.visibleChildName, "running")
            XCTAssertEqual(page.running.titleLabel.text, "Launch")
            XCTAssertEqual(page.running.caption.text, "Ends in")
            XCTAssertEqual(page.running.digits.text, "01:02:03:04")
            XCTAssertFalse(page.running.targetLabel.text.isEmpty)
            XCTAssertEqual(
                harness.dateScheduler?.armed, harness.clock.wallNow.addingTimeInterval(1))

            harness.advanceCountdown(by: .seconds(1))
            XCTAssertEqual(page.running.digits.text, "01:02:03:03")
        }
    }

    func testBadPasteSaysWhyAndStartsNothing() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .countdown
            let page = try harness.countdownPage
            page.picker.pasted.text = "2027-02-30 10:00"
            XCTAssertFalse(page.picker.startButton.isSensitive, "nothing to start from")
            page.picker.startButton.click()
            XCTAssertNil(harness.app.countdown.controller.countdown)
            XCTAssertEqual(page.views.visibleChildName, "idle")
            XCTAssertTrue(page.picker.problem.isVisible)
            XCTAssertEqual(page.picker.problem.text, "February 2027 has 28 days")
            XCTAssertTrue(page.picker.pasted.hasCSSClass("error"))
        }
    }

    func testTextThatIsNotADateIsMarkedInAFewWordsAndTheFormKeepsItsWidth() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .countdown
            let page = try harness.countdownPage
            try harness.pump(
                until: { page.picker.pasted.allocatedSize.width > 0 }, "the form is laid out")
            let width = page.picker.pasted.allocatedSize.width
            for typed in ["h", "he", "hello"] { page.picker.pasted.text = typed }
            XCTAssertTrue(page.picker.pasted.hasCSSClass("error"))
            XCTAssertEqual(page.picker.problem.text, "Not a date — try 2027-01-01 09:30")
            XCTAssertTrue(
                page.picker.problem.tooltip?.contains("ISO 8601") == true,
                "the accepted forms in its tooltip")
            XCTAssertFalse(page.picker.startButton.isSensitive)
            XCTAssertFalse(
                harness.app.countdown.actions.isEnabled(.start), "Enter in a field is refused too")
            let later = Date().addingTimeInterval(0.2)
            try harness.pump(until: { Date() > later }, "the form is laid out again")
            XCTAssertEqual(
                page.picker.pasted.allocatedSize.width, width, "the form keeps its width")

            // Erased: the fields count again.
            page.picker.pasted.text = ""
            XCTAssertFalse(page.picker.pasted.hasCSSClass("error"))
            XCTAssertFalse(page.picker.problem.isVisible)
            XCTAssertTrue(page.picker.startButton.isSensitive)
        }
    }

    func testTheCalendarIsMadeWhenItsButtonOpensAndAPickedDayFillsTheForm() throws {
        try withHarness { harness in
            let page = try harness.showCountdownPage()
            XCTAssertNil(page.picker.calendar, "no calendar until its button opens")
            let today = page.picker.day
            try harness.pump(until: { page.picker.dayButton.isMapped }, "the day button shows")
            XCTAssertTrue(page.picker.dayButton.activate())
            try harness.pump(
                until: { page.picker.calendar != nil }, "opening the button makes the calendar")
            let calendar = try XCTUnwrap(page.picker.calendar)
            try harness.pump(until: { calendar.isMapped }, "the calendar shows")
            XCTAssertEqual(calendar.selectedDay, today, "it opens on the form's day")

            calendar.pick(.init(year: 2027, month: 1, day: 5))  // as a click on the 5th
            XCTAssertEqual(page.picker.day, .init(year: 2027, month: 1, day: 5))
            XCTAssertEqual(
                page.picker.dayButton.label,
                CountdownPickerDay.dayText(year: 2027, month: 1, day: 5))
            try harness.pump(until: { !calendar.isMapped }, "the calendar closes on the pick")
        }
    }

    func testAPastedDateFillsTheDayAndTimeAndChoosingATimeTakesOver() throws {
        try withHarness { harness in
            let window = try harness.window
            window.selectedMode = .countdown
            let page = try harness.countdownPage
            // 2027-01-01 00:00 in Seoul is 2026-12-31 15:00 in the clock's zone (UTC).
            page.picker.pasted.text = "2027-01-01T00:00:00+09:00"
            XCTAssertFalse(page.picker.pasted.hasCSSClass("error"))
            XCTAssertEqual(page.picker.day, .init(year: 2026, month: 12, day: 31))
            XCTAssertEqual([page.picker.hour.intValue, page.picker.minute.intValue], [15, 0])
            XCTAssertEqual(
                page.picker.pasted.text, "2027-01-01T00:00:00+09:00",
                "the text stays while it agrees")

            page.picker.hour.intValue = 16  // the person picks another hour
            XCTAssertEqual(page.picker.pasted.text, "", "the fields count now")
            page.picker.startButton.click()
            let target = try XCTUnwrap(harness.app.countdown.controller.countdown?.target)
            XCTAssertEqual(
                ISO8601Milliseconds.string(from: target, zone: .foundation(ManualTimeSource.utc)),
                "2026-12-31T16:00:00.000+00:00")
        }
    }

    func testEndedShowsZerosAndStopsRedrawing() throws {
        try withHarness { harness in
            let page = try harness.showCountdownPage()
            harness.app.countdown.controller.start(
                target: harness.clock.wallNow.addingTimeInterval(2), label: "")
            XCTAssertEqual(page.running.digits.text, "00:00:00:02")
            harness.advanceCountdown(by: .seconds(1))
            harness.advanceCountdown(by: .seconds(1))
            XCTAssertEqual(
                page.running.digits.text, "00:00:00:01",
                "the running view is left at its last second")
            XCTAssertEqual(
                page.views.visibleChildName, "ended", "the date has come: a status page says so")
            XCTAssertEqual(page.ended.root.title, "Ended")
            XCTAssertEqual(page.ended.countdownName, "Countdown")
            XCTAssertFalse(page.ended.targetLabel.text.isEmpty)
            XCTAssertEqual(
                page.ended.dismissButton.label, "Dismiss",
                "an end that waits for an answer is dismissed, as a timer's is")
            XCTAssertEqual(
                harness.dateScheduler?.armed,
                harness.clock.wallNow.addingTimeInterval(DateCountdown.farAhead),
                "ended: nothing to redraw, only a wall-clock change to notice")

            // The clock is set back before the target: the countdown runs again.
            harness.clock.setWall(harness.clock.wallNow.addingTimeInterval(-10))
            harness.dateScheduler?.fire()
            XCTAssertEqual(page.views.visibleChildName, "running")
            XCTAssertEqual(page.running.digits.text, "00:00:00:10")

            page.running.stopButton.click()
            XCTAssertNil(harness.app.countdown.controller.countdown)
            XCTAssertEqual(page.views.visibleChildName, "idle")
        }
    }

    func testAnEndedCountdownIsDismissedAsAFinishedTimerIs() throws {
        try withHarness { harness in
            let page = try harness.showCountdownPage()
            let actions = try XCTUnwrap(harness.app.countdown.actions)
            harness.app.countdown.controller.start(
                target: harness.clock.wallNow.addingTimeInterval(1), label: "Launch")
            XCTAssertFalse(actions.isEnabled(.dismiss), "nothing to dismiss before the date")
            XCTAssertEqual(actions.invoke(.dismiss), "the countdown’s date has not come yet")
            XCTAssertTrue(actions.isEnabled(.stop))
            harness.advanceCountdown(by: .seconds(1))
            XCTAssertEqual(page.views.visibleChildName, "ended")
            XCTAssertTrue(actions.isEnabled(.dismiss), "the date came: Dismiss answers it")
            page.ended.dismissButton.click()
            XCTAssertNil(harness.app.countdown.controller.countdown)
            XCTAssertEqual(page.views.visibleChildName, "idle")
            XCTAssertFalse(actions.isEnabled(.dismiss))
        }
    }

    func testOnlyTheDateIsArmedWhileThePageIsNotShownAndItsEndRingsAndTellsOnce() throws {
        try withHarness { harness in
            let target = harness.clock.wallNow.addingTimeInterval(3_600)
            harness.app.countdown.controller.start(target: target, label: "Launch")
            XCTAssertEqual(
                harness.dateScheduler?.armed, target,
                "the Timer page shows: no redraws, one wake-up at the date")
            let window = try harness.window
            window.selectedMode = .countdown
            try harness.pump(
                until: { harness.app.countdown.controller.isOnScreen }, "the page shows")
            XCTAssertEqual(
                harness.dateScheduler?.armed, harness.clock.wallNow.addingTimeInterval(1),
                "each second on screen")
            XCTAssertEqual(try harness.countdownPage.running.digits.text, "00:01:00:00")

            window.selectedMode = .stopwatch
            try harness.pump(
                until: { !harness.app.countdown.controller.isOnScreen }, "the Stopwatch page shows")
            let sound = try XCTUnwrap(harness.app.countdown.sound as? RecordingSound)
            harness.advanceCountdown(by: .seconds(3_600))
            XCTAssertEqual(sound.played, [.ring(.alarm, seconds: 60)])
            XCTAssertEqual(window.visibleMode, .stopwatch, "the page stays")
            XCTAssertEqual(
                window.endNotice.message.text, "Launch has come",
                "the notification says the date; the note is short")
            XCTAssertNil(harness.dateScheduler?.armed, "ended: nothing more to wake for")
            XCTAssertTrue(
                harness.app.commandRunner().run(.status(json: true)).output.contains(
                    #""remaining_ms":0,"ringing":true"#))

            harness.dateScheduler?.fire()
            XCTAssertEqual(sound.played.count, 1, "told once")
            XCTAssertEqual(
                harness.app.commandRunner().run(.dismiss).output, "Countdown dismissed\n")
            XCTAssertFalse(sound.isSounding)
            XCTAssertNil(harness.app.countdown.controller.countdown)
        }
    }
}
