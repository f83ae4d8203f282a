import Foundation
import TimerCore
import XCTest

/// One schema for the status: what `json()` writes, `Decodable` reads back to the same report,
/// whatever its values (seeded random reports: odd labels, extreme numbers, every state).
final class StatusJSONRoundTripTests: XCTestCase {
    func testEveryReportReadsBackAsWritten() throws {
        var random = SeededRandom(seed: 0x5747_5553)
        for round in 0..<2_000 {
            let report = randomReport(&random)
            let json = report.json()
            XCTAssertFalse(json.contains("\n"), "one line")
            let read = try JSONDecoder().decode(StatusReport.self, from: Data(json.utf8))
            XCTAssertEqual(read, report, "round \(round): \(json.prefix(300))")
            XCTAssertEqual(read.json(), json, "round \(round): written again, the same text")
        }
    }

    func testTheKeysComeInTheDocumentedOrder() throws {
        var report = StatusReport(
            timers: [
                TimerStatus(
                    id: 1, label: "Tea", state: .running, durationMs: 1_000, remainingMs: 500,
                    endsAt: "2026-11-26T12:00:00.500+00:00", finishedAt: nil)
            ],
            stopwatch: StopwatchStatus(
                state: .running, elapsedMs: 1_500,
                laps: [LapMilliseconds(number: 1, splitMs: 700, totalMs: 700)]),
            pomodoro: PomodoroStatus(
                state: .running, phase: .focus, round: 1, rounds: 4, remainingMs: 60_000,
                completedFocus: 2, completedFocusCycle: 0, phaseMs: 1_500_000),
            countdown: DateCountdownStatus(state: .idle, label: "", target: nil, remainingMs: 0))
        report.atMs = 1_795_000_000_000
        report.window = WindowStatus(visible: true, pinned: false)
        XCTAssertEqual(
            report.json(),
            #"{"version":1,"at_ms":1795000000000,"timers":[{"id":1,"label":"Tea","state":"running","duration_ms":1000,"remaining_ms":500,"ends_at":"2026-11-26T12:00:00.500+00:00","ends_at_ms":1795694400500,"finished_at":null,"finished_at_ms":null,"ringing":false}],"stopwatch":{"state":"running","elapsed_ms":1500,"started_at_ms":1794999998500,"laps":[{"number":1,"split_ms":700,"total_ms":700}]},"pomodoro":{"state":"running","phase":"focus","round":1,"rounds":4,"remaining_ms":60000,"ends_at_ms":1795000060000,"phase_ms":1500000,"completed_focus":2,"completed_focus_cycle":0,"ringing":false,"away":null},"countdown":{"state":"idle","label":"","target":null,"target_ms":null,"remaining_ms":0,"ringing":false},"window":{"visible":true,"pinned":false,"compact":false}}"#
        )
    }

    func testTheWaybarLineReadsBackAsWritten() throws {
        let line = WaybarLine(
            text: "🍅 \"12:34\"\n", tooltip: "a\u{1B}b", classes: ["running", "timer"],
            percentage: 42, alt: "timer")
        XCTAssertEqual(
            line.json(),
            #"{"text":"🍅 \"12:34\"\n","tooltip":"a\u001bb","class":["running","timer"],"percentage":42,"alt":"timer"}"#
        )
        XCTAssertEqual(
            try JSONDecoder().decode(WaybarLine.self, from: Data(line.json().utf8)), line)
    }

    private func randomReport(_ random: inout SeededRandom) -> StatusReport {
        let timers = (0..<random.int(in: 0...4)).map { _ in
            var timer = TimerStatus(
                id: random.coin(0.8) ? random.int(in: 1...1_000) : nil,
                label: random.coin() ? random.word() : random.oddString(),
                state: random.pick([.idle, .running, .paused, .finished]),
                durationMs: random.extremeInteger(),
                remainingMs: random.extremeInteger(),
                endsAt: random.coin() ? isoTime(&random) : nil,
                finishedAt: random.coin() ? isoTime(&random) : nil)
            timer.ringing = random.coin()
            return timer
        }
        var report = StatusReport(timers: timers)
        report.atMs = random.coin(0.9) ? random.extremeInteger() : nil
        if random.coin(0.8) {
            let laps = (0..<random.int(in: 0...5)).map {
                LapMilliseconds(
                    number: $0 + 1, splitMs: random.extremeInteger(),
                    totalMs: random.extremeInteger())
            }
            report.stopwatch = StopwatchStatus(
                state: random.pick([.idle, .running, .paused]), elapsedMs: random.extremeInteger(),
                laps: laps)
        }
        if random.coin(0.8) {
            var pomodoro = PomodoroStatus(
                state: random.pick([.idle, .running, .paused]),
                phase: random.pick([.focus, .shortBreak, .longBreak]),
                round: random.int(in: 1...12), rounds: random.int(in: 1...12),
                remainingMs: random.extremeInteger(),
                completedFocus: random.int(in: 0...99), completedFocusCycle: random.int(in: 0...12),
                phaseMs: random.coin() ? random.extremeInteger() : nil)
            pomodoro.ringing = random.coin()
            report.pomodoro = pomodoro
        }
        if random.coin(0.8) {
            var countdown = DateCountdownStatus(
                state: random.pick([.idle, .running, .ended]),
                label: random.coin() ? random.word() : random.oddString(),
                target: random.coin() ? isoTime(&random) : nil, remainingMs: random.extremeInteger()
            )
            countdown.ringing = random.coin()
            report.countdown = countdown
        }
        if random.coin() {
            report.window = WindowStatus(
                visible: random.coin(), pinned: random.coin(), compact: random.coin())
        }
        return report
    }

    private func isoTime(_ random: inout SeededRandom) -> String {
        ISO8601Milliseconds.string(
            millisecondsSince1970: Int64(random.int(in: 0...4_000_000)) * 1_000_000
                + Int64(random.int(in: 0...999_999)),
            zone: .foundation(TimeZone(secondsFromGMT: random.int(in: -12...14) * 3_600) ?? .gmt))
    }
}
