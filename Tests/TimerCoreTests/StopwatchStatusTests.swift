import Foundation
import TimerCore
import XCTest

/// `StopwatchStatus` and its place in `StatusReport`: exact JSON and text.
final class StopwatchStatusTests: XCTestCase {
    let utc = TestSupport.utc

    /// Started at `source.now`, laps at 4 s and 6.5 s, paused at 7.25 s; the source is then 100 s on.
    func pausedWithTwoLaps(_ source: ManualTimeSource) -> Stopwatch {
        var stopwatch = Stopwatch()
        let start = source.now
        XCTAssertTrue(stopwatch.start(at: start))
        XCTAssertNotNil(stopwatch.lap(at: start + .seconds(4)))
        XCTAssertNotNil(stopwatch.lap(at: start + .milliseconds(6_500)))
        XCTAssertTrue(stopwatch.pause(at: start + .milliseconds(7_250)))
        source.advance(by: .seconds(100))
        return stopwatch
    }

    func testIdleStatusJSON() {
        let status = StopwatchStatus(stopwatch: Stopwatch(), now: TestSupport.t0)
        XCTAssertEqual(status, StopwatchStatus(state: .idle, elapsedMs: 0, laps: []))
        XCTAssertEqual(
            StatusReport(timers: [], stopwatch: status).json(),
            #"{"version":1,"at_ms":null,"timers":[],"stopwatch":{"state":"idle","elapsed_ms":0,"started_at_ms":null,"laps":[]}}"#
        )
    }

    func testPausedStatusJSONWithATimer() {
        let source = ManualTimeSource()
        let stopwatch = pausedWithTwoLaps(source)
        let report = StatusReport(
            timers: [TimerStatus(timer: CountdownTimer(), source: source, zone: .foundation(utc))],
            stopwatch: StopwatchStatus(stopwatch: stopwatch, now: source.now))
        XCTAssertEqual(
            report.json(),
            #"{"version":1,"at_ms":null,"timers":[{"id":null,"label":"","state":"idle","duration_ms":300000,"remaining_ms":300000,"ends_at":null,"ends_at_ms":null,"finished_at":null,"finished_at_ms":null,"ringing":false}],"#
                + #""stopwatch":{"state":"paused","elapsed_ms":7250,"started_at_ms":null,"laps":[{"number":1,"split_ms":4000,"total_ms":4000},{"number":2,"split_ms":2500,"total_ms":6500}]}}"#
        )
    }

    func testRunningStatusRoundsElapsedDown() {
        var stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.start(at: TestSupport.t0))
        let status = StopwatchStatus(
            stopwatch: stopwatch, now: TestSupport.t0 + .microseconds(12_345_999))
        XCTAssertEqual(
            StatusReport(timers: [], stopwatch: status).json(),
            #"{"version":1,"at_ms":null,"timers":[],"stopwatch":{"state":"running","elapsed_ms":12345,"started_at_ms":null,"laps":[]}}"#
        )
    }

    func testReportsWithoutAStopwatchAreUnchanged() {
        let source = ManualTimeSource()
        let report = StatusReport(timers: [
            TimerStatus(timer: CountdownTimer(), source: source, zone: .foundation(utc))
        ])
        XCTAssertNil(report.stopwatch)
        XCTAssertEqual(
            report.json(),
            #"{"version":1,"at_ms":null,"timers":[{"id":null,"label":"","state":"idle","duration_ms":300000,"remaining_ms":300000,"ends_at":null,"ends_at_ms":null,"finished_at":null,"finished_at_ms":null,"ringing":false}]}"#
        )
        XCTAssertEqual(StatusReport(timers: []).json(), #"{"version":1,"at_ms":null,"timers":[]}"#)
        let encoded = String(decoding: (try? JSONEncoder().encode(report)) ?? Data(), as: UTF8.self)
        XCTAssertFalse(encoded.contains("stopwatch"), encoded)
    }

    func testJSONDecodesBack() throws {
        let source = ManualTimeSource()
        let original = StatusReport(
            timers: [TimerStatus(timer: CountdownTimer(), source: source, zone: .foundation(utc))],
            stopwatch: StopwatchStatus(stopwatch: pausedWithTwoLaps(source), now: source.now))
        XCTAssertEqual(
            try JSONDecoder().decode(StatusReport.self, from: Data(original.json().utf8)), original)
        let encoded = try JSONEncoder().encode(original)
        XCTAssertEqual(try JSONDecoder().decode(StatusReport.self, from: encoded), original)
        // A report written before the stopwatch existed still reads.
        let old = try JSONDecoder().decode(
            StatusReport.self, from: Data(#"{"version":1,"at_ms":null,"timers":[]}"#.utf8))
        XCTAssertEqual(old, StatusReport(timers: []))
    }

    func testText() {
        let source = ManualTimeSource()
        let paused = StopwatchStatus(stopwatch: pausedWithTwoLaps(source), now: source.now)
        let timer = TimerStatus(timer: CountdownTimer(), source: source, zone: .foundation(utc))
        XCTAssertEqual(
            StatusReport(timers: [timer], stopwatch: paused).text(
                source: source, zone: .foundation(utc), timeFormat: .twentyFourHour),
            "Timer: idle (00:05:00)\nStopwatch: paused, 00:07.25, 2 laps")

        var running = Stopwatch()
        XCTAssertTrue(running.start(at: source.now))
        XCTAssertNotNil(running.lap(at: source.now + .seconds(60)))
        let runningStatus = StopwatchStatus(
            stopwatch: running, now: source.now + .milliseconds(3_723_049))
        XCTAssertEqual(
            StatusReport(timers: [], stopwatch: runningStatus).text(source: source),
            "No timers\nStopwatch: running, 1:02:03.04, 1 lap")

        let idle = StopwatchStatus(stopwatch: Stopwatch(), now: source.now)
        XCTAssertEqual(
            StatusReport(timers: [], stopwatch: idle).text(source: source),
            "No timers\nStopwatch: idle, 00:00.00, 0 laps")
    }

    func testExampleFromTheIssue() {
        var stopwatch = Stopwatch()
        let t0 = TestSupport.t0
        XCTAssertTrue(stopwatch.start(at: t0))
        for seconds: Int64 in [20, 45, 70] {
            XCTAssertNotNil(stopwatch.lap(at: t0 + .seconds(seconds)))
        }
        let status = StopwatchStatus(stopwatch: stopwatch, now: t0 + .milliseconds(83_459))
        XCTAssertEqual(
            StatusReport(timers: [], stopwatch: status).text(
                wallNow: Date(timeIntervalSince1970: 0)),
            "No timers\nStopwatch: running, 01:23.45, 3 laps")
    }
}
