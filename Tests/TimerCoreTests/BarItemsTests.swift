import Foundation
import XCTest

@testable import TimerCore

/// What a status bar shows of a status report, counting on from the report by itself.
final class BarItemsTests: XCTestCase {
    private let at: Int64 = 1_800_000_000_000

    private func iso(_ milliseconds: Int64) -> String {
        ISO8601Milliseconds.string(
            millisecondsSince1970: milliseconds, zone: .foundation(ManualTimeSource.utc))
    }

    private func report() -> StatusReport {
        var report = StatusReport(
            timers: [
                TimerStatus(
                    id: 1, label: "Tea", state: .running, durationMs: 300_000, remainingMs: 299_500,
                    endsAt: iso(at + 299_500), finishedAt: nil),
                TimerStatus(
                    id: 2, label: "Bread", state: .paused, durationMs: 600_000, remainingMs: 60_000,
                    endsAt: nil, finishedAt: nil),
            ],
            stopwatch: StopwatchStatus(state: .running, elapsedMs: 3_400, laps: []),
            pomodoro: PomodoroStatus(
                state: .running, phase: .shortBreak, round: 1, rounds: 4, remainingMs: 150_000,
                completedFocus: 1, completedFocusCycle: 1, phaseMs: 300_000))
        report.atMs = at
        return report
    }

    func testThePomodoroFirstThenTimersThenTheStopwatchThenWhatIsPaused() {
        let items = BarItems.items(report(), nowMs: at)
        XCTAssertEqual(items.map(\.mode), ["pomodoro", "timer", "stopwatch", "timer"])
        XCTAssertEqual(items.map(\.time), ["02:30", "05:00", "00:03", "01:00"])
        XCTAssertEqual(items[0].classes, ["running", "pomodoro", "short-break"])
        XCTAssertEqual(items[0].icon, "☕")
        XCTAssertEqual(items[0].elapsedFraction, 0.5)
    }

    func testItCountsOnFromTheReportAndSaysWhenTheDigitsChange() {
        let items = BarItems.items(report(), nowMs: at + 10_700)
        XCTAssertEqual(items.map(\.time), ["02:20", "04:49", "00:14", "01:00"], "paused stays")
        XCTAssertEqual(items[1].nextChangeMs, 800, "04:48.8 left shows 04:49 for 800 ms more")
        XCTAssertEqual(items[2].nextChangeMs, 900, "14.1 s elapsed shows 00:14 for 900 ms more")
        XCTAssertNil(items[3].nextChangeMs, "a paused timer's digits stand still")
        XCTAssertEqual(BarItems.nextChangeMs(items), 300)
    }

    func testWaybarLineAndText() throws {
        let items = BarItems.items(report(), nowMs: at)
        let line = BarLine.waybar(items)
        let object = try XCTUnwrap(JSONSerializationFree.object(line))
        XCTAssertEqual(Set(object.keys), ["text", "tooltip", "class", "percentage", "alt"])
        XCTAssertEqual(
            line,
            #"{"text":"☕ 02:30","tooltip":"☕ Short break 02:30 running\n⏲ Tea 05:00 running\n⏱ 00:03 running\n⏲ Bread 01:00 paused","class":["running","pomodoro","short-break"],"percentage":50,"alt":"pomodoro"}"#
        )
        XCTAssertEqual(
            BarLine.text(items, template: "{mode} {label} {time}"), "pomodoro Short break 02:30")
        XCTAssertEqual(BarLine.text(BarItems.items(StatusReport(timers: []), nowMs: at)), "")
        XCTAssertTrue(BarLine.waybar([]).contains(#""class":["idle"]"#))
    }

    func testARingingTimerComesFirstAndADateCountdownCountsDays() {
        var report = StatusReport(
            timers: [
                TimerStatus(
                    id: 3, label: "Eggs", state: .finished, durationMs: 60_000, remainingMs: 0,
                    endsAt: iso(at - 1_000), finishedAt: iso(at - 990))
            ],
            countdown: DateCountdownStatus(
                state: .running, label: "Launch", target: iso(at + 3 * 86_400_000 + 61_000),
                remainingMs: 0))
        report.timers[0].ringing = true
        report.atMs = at
        let items = BarItems.items(report, nowMs: at)
        XCTAssertEqual(items.map(\.state), ["ringing", "running"])
        XCTAssertEqual(items[1].time, "3d 00:01:01")

        // Its ring over (or silent), a finished timer still waits to be dismissed: before what runs.
        report.timers[0].ringing = false
        report.timers.append(
            TimerStatus(
                id: 4, label: "Tea", state: .running, durationMs: 60_000, remainingMs: 30_000,
                endsAt: iso(at + 30_000), finishedAt: nil))
        XCTAssertEqual(BarItems.items(report, nowMs: at).map(\.label), ["Eggs", "Tea", "Launch"])
    }

    func testTheNextEndIsTheSoonestOfWhatRunsAndNothingThatEndedAlready() {
        // Tea ends 299.5 s after the report, the short break 150 s after it; the paused timer never.
        XCTAssertEqual(BarItems.untilNextEndMs(report(), nowMs: at), 150_000)
        XCTAssertEqual(
            BarItems.untilNextEndMs(report(), nowMs: at + 150_000), 149_500,
            "an end reached is not next")
        XCTAssertNil(
            BarItems.untilNextEndMs(report(), nowMs: at + 299_500),
            "all ended: a report after them tells")
        var countdown = StatusReport(
            timers: [],
            countdown: DateCountdownStatus(
                state: .running, label: "Launch", target: iso(at + 61_000), remainingMs: 0))
        countdown.atMs = at
        XCTAssertEqual(BarItems.untilNextEndMs(countdown, nowMs: at + 1_000), 60_000)
        countdown.countdown?.state = .ended
        XCTAssertNil(BarItems.untilNextEndMs(countdown, nowMs: at))
    }

    /// A label set over D-Bus (or in an older file) must not retitle or clear the terminal.
    func testTheTextLinePrintsNoControlCharacterRaw() {
        var status = report()
        status.pomodoro = nil  // the timer's item first
        status.timers[0].label = "\u{1B}]0;pwned\u{07}\u{1B}[2J\nTea\u{202E}"
        let line = BarLine.text(BarItems.items(status, nowMs: at), template: "{label} {time}")
        XCTAssertFalse(
            line.unicodeScalars.contains { LabelText.isRefused($0) }, line.debugDescription)
        XCTAssertTrue(line.hasPrefix("\\u{1B}]0;pwned\\u{7}"), line)
        var overflowing = report()
        overflowing.timers[0].remainingMs = .min
        XCTAssertNoThrow(
            BarLine.waybar(BarItems.items(overflowing, nowMs: at)),
            "a status heard over D-Bus cannot overflow")
    }
}

/// Reads a flat JSON object's keys with the Codable decoder (no JSONSerialization in FoundationEssentials).
private enum JSONSerializationFree {
    struct AnyValue: Decodable {
        init(from decoder: Decoder) throws {}
    }

    static func object(_ text: String) -> [String: AnyValue]? {
        try? JSONDecoder().decode([String: AnyValue].self, from: Data(text.utf8))
    }

}
