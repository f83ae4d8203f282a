import TimerCore
import XCTest

@testable import Sandglass

/// What `--wait` and `sandglass wait` wait for, and how each status they hear ends the wait.
final class WaitTargetTests: XCTestCase {
    private func timer(_ id: Int, _ label: String, _ state: TimerPhase) -> TimerStatus {
        TimerStatus(
            id: id, label: label, state: state, durationMs: 60_000, remainingMs: 1_000, endsAt: nil,
            finishedAt: nil)
    }

    func testATimerByLabelByIdOrTheLatestThenItsEndOrItsCancel() throws {
        let report = StatusReport(timers: [
            timer(1, "Tea", .running), timer(3, "", .paused), timer(2, "Eggs", .running),
        ])
        XCTAssertEqual(
            WaitTarget.timer(label: " Tea ", id: nil).subject(in: report) as? TimerWaitSubject,
            TimerWaitSubject(id: 1, name: "the timer “Tea”", endsAtMs: nil),
            "trimmed, as the instance finds a label")
        XCTAssertNil(
            WaitTarget.timer(label: "tea", id: nil).subject(in: report),
            "labels match exactly, as the instance's do")
        XCTAssertEqual(
            WaitTarget.timer(label: nil, id: 2).subject(in: report) as? TimerWaitSubject,
            TimerWaitSubject(id: 2, name: "the timer “Eggs”", endsAtMs: nil))
        XCTAssertEqual(
            WaitTarget.timer(label: nil, id: nil).subject(in: report) as? TimerWaitSubject,
            TimerWaitSubject(id: 3, name: "timer 3", endsAtMs: nil),
            "the latest started")
        XCTAssertNil(WaitTarget.timer(label: "Rice", id: nil).subject(in: report))

        let subject = try XCTUnwrap(WaitTarget.timer(label: "Tea", id: nil).subject(in: report))
        XCTAssertNil(subject.outcome(in: report), "still running")
        XCTAssertEqual(
            subject.outcome(in: StatusReport(timers: [timer(1, "Tea", .paused)])), nil,
            "paused: still waiting")
        XCTAssertEqual(
            subject.outcome(in: StatusReport(timers: [timer(1, "Tea", .finished)])), .ended)
        XCTAssertEqual(
            subject.outcome(in: StatusReport(timers: [timer(2, "Eggs", .running)])),
            .stopped("the timer “Tea” was cancelled or dismissed before it ended"))

        // Ended and dismissed between two reports: gone after its end is an end.
        var running = timer(1, "Tea", .running)
        running.endsAt = "2027-01-01T00:00:00.000+00:00"
        let heard = try XCTUnwrap(
            WaitTarget.timer(label: "Tea", id: nil).subject(in: StatusReport(timers: [running])))
        var later = StatusReport(timers: [])
        later.atMs = try XCTUnwrap(running.endsAtMs) + 5
        XCTAssertEqual(heard.outcome(in: later), .ended)
        later.atMs = try XCTUnwrap(running.endsAtMs) - 5_000
        XCTAssertEqual(
            heard.outcome(in: later),
            .stopped("the timer “Tea” was cancelled or dismissed before it ended"))
        // Paused meanwhile, the end it had no longer counts.
        let paused = heard.refreshed(by: StatusReport(timers: [timer(1, "Tea", .paused)]))
        later.atMs = try XCTUnwrap(running.endsAtMs) + 5
        XCTAssertEqual(
            paused.outcome(in: later),
            .stopped("the timer “Tea” was cancelled or dismissed before it ended"))
    }

    func testAPomodoroPhaseEndsWhenTheNextBeginsAndTheCountdownAtItsDate() throws {
        func pomodoro(_ state: PomodoroState, _ phase: PomodoroPhase, round: Int, completed: Int)
            -> StatusReport
        {
            StatusReport(
                timers: [],
                pomodoro: PomodoroStatus(
                    state: state, phase: phase, round: round, rounds: 4, remainingMs: 1_000,
                    completedFocus: completed,
                    completedFocusCycle: completed))
        }
        let focus = try XCTUnwrap(
            WaitTarget.pomodoro.subject(in: pomodoro(.running, .focus, round: 1, completed: 0)))
        XCTAssertNil(focus.outcome(in: pomodoro(.paused, .focus, round: 1, completed: 0)))
        XCTAssertEqual(
            focus.outcome(in: pomodoro(.running, .shortBreak, round: 1, completed: 1)), .ended)
        XCTAssertEqual(
            focus.outcome(in: pomodoro(.idle, .focus, round: 1, completed: 0)),
            .stopped("the Pomodoro cycle was stopped before its focus ended"))
        XCTAssertNil(
            WaitTarget.pomodoro.subject(in: pomodoro(.idle, .focus, round: 1, completed: 0)))
        // The last phase's chime still playing when the wait began is not this phase's end.
        var chiming = pomodoro(.running, .focus, round: 2, completed: 1)
        chiming.pomodoro?.ringing = true
        let next = try XCTUnwrap(WaitTarget.pomodoro.subject(in: chiming))
        XCTAssertNil(next.outcome(in: chiming))

        let target = "2027-01-01T00:00:00.000+00:00"
        func countdown(_ state: DateCountdownState) -> StatusReport {
            StatusReport(
                timers: [],
                countdown: DateCountdownStatus(
                    state: state, label: "", target: state == .idle ? nil : target, remainingMs: 0))
        }
        let date = try XCTUnwrap(WaitTarget.countdown.subject(in: countdown(.running)))
        XCTAssertNil(date.outcome(in: countdown(.running)))
        XCTAssertEqual(date.outcome(in: countdown(.ended)), .ended)
        XCTAssertEqual(
            date.outcome(in: countdown(.idle)),
            .stopped("the countdown was stopped or changed before its date"))
    }

    /// A label or id no timer has is bad input (2), as for `timer pause`; nothing under way is 1.
    func testNothingToWaitForExitsAsTheTimersVerbsDo() {
        XCTAssertEqual(WaitTarget.timer(label: nil, id: 99).absenceStatus, 2)
        XCTAssertEqual(WaitTarget.timer(label: "Tea", id: nil).absenceStatus, 2)
        XCTAssertEqual(WaitTarget.timer(label: nil, id: nil).absenceStatus, 1)
        XCTAssertEqual(WaitTarget.pomodoro.absenceStatus, 1)
        XCTAssertEqual(
            WaitTarget.timer(label: "\u{1B}[2J", id: nil).absence,
            "no timer is labelled “\\u{1B}[2J”")
    }
}
