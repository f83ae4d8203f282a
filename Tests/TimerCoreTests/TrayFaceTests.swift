import Foundation
import XCTest

@testable import TimerCore

/// What the panel's tray item shows of a status, as a manual clock moves on: the bar's first
/// item's digits as its label, its mode, every item in the tooltip, attention while one rings.
final class TrayFaceTests: XCTestCase {
    private let clock = ManualTimeSource()
    private var at: Int64 { ISO8601Milliseconds.millisecondsSince1970(clock.wallNow) }

    private func iso(_ milliseconds: Int64) -> String {
        ISO8601Milliseconds.string(
            millisecondsSince1970: milliseconds, zone: .foundation(ManualTimeSource.utc))
    }

    private func face(_ report: StatusReport) -> TrayFace {
        TrayFace(items: BarItems.items(report, nowMs: at))
    }

    func testARunningTimerCountsDownInTheLabelOnceASecond() {
        var report = StatusReport(timers: [
            TimerStatus(
                id: 1, label: "Tea", state: .running, durationMs: 300_000, remainingMs: 300_000,
                endsAt: iso(at + 300_000), finishedAt: nil)
        ])
        report.atMs = at
        let first = face(report)
        XCTAssertEqual(first.mode, "timer")
        XCTAssertEqual(first.status, .active)
        XCTAssertEqual(first.label, "05:00")
        XCTAssertEqual(first.labelGuide, "00:00")
        XCTAssertEqual(first.tooltip, "⏲ Tea 05:00 running")
        clock.advance(by: .milliseconds(400))
        XCTAssertEqual(face(report).label, "05:00", "rounded up: 4:59.6 left shows 05:00")
        clock.advance(by: .milliseconds(600))
        XCTAssertEqual(face(report).label, "04:59")
        clock.advance(by: .seconds(299))
        XCTAssertEqual(face(report).label, "00:00", "00:00 at the end, not before")
    }

    func testAnHourLongTimerKeepsItsWidthInTheGuide() {
        var report = StatusReport(timers: [
            TimerStatus(
                id: 1, label: "", state: .running, durationMs: 5_400_000, remainingMs: 5_400_000,
                endsAt: iso(at + 5_400_000), finishedAt: nil)
        ])
        report.atMs = at
        XCTAssertEqual(face(report).label, "1:30:00")
        XCTAssertEqual(face(report).labelGuide, "0:00:00")
    }

    func testWhatRingsAsksForAttentionAndComesFirst() {
        var report = StatusReport(
            timers: [
                TimerStatus(
                    id: 2, label: "Eggs", state: .finished, durationMs: 60_000, remainingMs: 0,
                    endsAt: iso(at - 1_000), finishedAt: iso(at - 990))
            ],
            stopwatch: StopwatchStatus(state: .running, elapsedMs: 3_400, laps: []))
        report.timers[0].ringing = true
        report.atMs = at
        let shown = face(report)
        XCTAssertEqual(shown.status, .needsAttention)
        XCTAssertEqual(shown.mode, "timer")
        XCTAssertEqual(shown.tooltip.split(separator: "\n").count, 2, shown.tooltip)
    }

    func testAPausedPomodoroStaysWithItsDigitsStill() {
        var report = StatusReport(
            timers: [],
            pomodoro: PomodoroStatus(
                state: .paused, phase: .focus, round: 1, rounds: 4, remainingMs: 600_000,
                completedFocus: 0, completedFocusCycle: 0, phaseMs: 1_500_000))
        report.atMs = at
        let before = face(report)
        clock.advance(by: .seconds(30))
        XCTAssertEqual(before, face(report))
        XCTAssertEqual(before.mode, "pomodoro")
        XCTAssertEqual(before.label, "10:00")
        XCTAssertFalse(before.isIdle, "paused is still under way: the item stays for Resume")
    }

    func testNothingUnderWayIsIdleWithNoLabel() {
        var report = StatusReport(timers: [])
        report.atMs = at
        let idle = face(report)
        XCTAssertTrue(idle.isIdle)
        XCTAssertNil(idle.mode)
        XCTAssertEqual(idle.label, "")
        XCTAssertEqual(idle.status, .active)
        XCTAssertEqual(idle, .idle)
    }
}
