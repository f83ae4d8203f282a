import Foundation
import TimerCore
import XCTest

/// `TimerStatus` and `StatusReport`: exact JSON and text.
final class StatusReportTests: XCTestCase {
    let utc = TestSupport.utc

    func report(_ timer: CountdownTimer, _ source: TimeSource, timeZone: TimeZone? = nil)
        -> StatusReport
    {
        StatusReport(timers: [
            TimerStatus(timer: timer, source: source, zone: .foundation(timeZone ?? utc))
        ])
    }

    func testIdleJSON() {
        let source = ManualTimeSource()
        XCTAssertEqual(
            report(CountdownTimer(), source).json(),
            #"{"version":1,"at_ms":null,"timers":[{"id":null,"label":"","state":"idle","duration_ms":300000,"remaining_ms":300000,"ends_at":null,"ends_at_ms":null,"finished_at":null,"finished_at_ms":null,"ringing":false}]}"#
        )
    }

    func testTheWindowComesLastInTheJSONAndSaysWhetherItShowsAndIsKeptOnTop() {
        var report = report(CountdownTimer(), ManualTimeSource())
        report.window = WindowStatus(visible: true, pinned: true, compact: true)
        XCTAssertTrue(
            report.json().hasSuffix(#","window":{"visible":true,"pinned":true,"compact":true}}"#),
            report.json())
        XCTAssertFalse(
            report.text(wallNow: ManualTimeSource().wallNow, zone: .foundation(utc)).contains(
                "Window"),
            "the text reads the same with Sandglass running or not")
    }

    func testAWindowBlockWrittenBeforeTheCompactViewWasReportedReadsAsTheFullView() throws {
        let old = try JSONDecoder().decode(
            WindowStatus.self, from: Data(#"{"visible":true,"pinned":true}"#.utf8))
        XCTAssertEqual(old, WindowStatus(visible: true, pinned: true, compact: false))
    }

    func testRunningJSON() {
        let source = ManualTimeSource()
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(300), label: "Tea", at: source.now))
        source.advance(by: .seconds(48))
        XCTAssertEqual(
            report(timer, source).json(),
            #"{"version":1,"at_ms":null,"timers":[{"id":null,"label":"Tea","state":"running","duration_ms":300000,"remaining_ms":252000,"ends_at":"2027-01-15T08:05:00.000+00:00","ends_at_ms":1800000300000,"finished_at":null,"finished_at_ms":null,"ringing":false}]}"#
        )
        let tokyo = TimeZone(secondsFromGMT: 9 * 3_600) ?? .current
        XCTAssertEqual(
            report(timer, source, timeZone: tokyo).timers.first?.endsAt,
            "2027-01-15T17:05:00.000+09:00")
    }

    func testPausedJSON() {
        let source = ManualTimeSource()
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(300), at: source.now))
        source.advance(by: .milliseconds(60_500))
        XCTAssertTrue(timer.pause(at: source.now))
        source.advance(by: .seconds(1_000))
        XCTAssertEqual(
            report(timer, source).json(),
            #"{"version":1,"at_ms":null,"timers":[{"id":null,"label":"","state":"paused","duration_ms":300000,"remaining_ms":239500,"ends_at":null,"ends_at_ms":null,"finished_at":null,"finished_at_ms":null,"ringing":false}]}"#
        )
    }

    func testFinishedJSON() {
        let source = ManualTimeSource()
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(300), label: "Eggs", at: source.now))
        source.advance(by: .milliseconds(342_250))
        XCTAssertTrue(timer.finishIfDue(at: source.now))
        source.advance(by: .seconds(10))
        XCTAssertEqual(
            report(timer, source).json(),
            #"{"version":1,"at_ms":null,"timers":[{"id":null,"label":"Eggs","state":"finished","duration_ms":300000,"remaining_ms":0,"ends_at":"2027-01-15T08:05:00.000+00:00","ends_at_ms":1800000300000,"finished_at":"2027-01-15T08:05:42.250+00:00","finished_at_ms":1800000342250,"ringing":false}]}"#
        )
    }

    func testSeveralTimersAndNoTimers() {
        let source = ManualTimeSource()
        let idle = TimerStatus(
            timer: CountdownTimer(duration: .seconds(60)), source: source, zone: .foundation(utc))
        let json = StatusReport(timers: [idle, idle]).json()
        XCTAssertTrue(
            json.hasPrefix(
                #"{"version":1,"at_ms":null,"timers":[{"id":null,"label":"","state":"idle","duration_ms":60000,"#
            ))
        XCTAssertTrue(
            json.contains(
                #""finished_at":null,"finished_at_ms":null,"ringing":false},{"id":null,"label":"#))
        XCTAssertEqual(StatusReport(timers: []).json(), #"{"version":1,"at_ms":null,"timers":[]}"#)
        XCTAssertFalse(json.contains("\n"))
    }

    func testFinishedDifferenceIsExactToTheMillisecond() throws {
        // A wall clock with a sub-millisecond fraction, and an end noticed 1.2345 s late.
        let source = ManualTimeSource(wallNow: Date(timeIntervalSince1970: 1_800_000_000.000_456_7))
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .milliseconds(10_000_600), at: source.now))
        source.advance(by: .milliseconds(10_000_600) + .microseconds(1_234_500))
        XCTAssertTrue(timer.finishIfDue(at: source.now))
        let status = TimerStatus(timer: timer, source: source, zone: .foundation(utc))
        let end = try XCTUnwrap(
            status.endsAt.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:)))
        let finished = try XCTUnwrap(
            status.finishedAt.flatMap(ISO8601Milliseconds.millisecondsSince1970(from:)))
        XCTAssertEqual(finished - end, 1_234)
    }

    func testRunningPastItsEndReportsZeroLeft() {
        let source = ManualTimeSource()
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(5), at: source.now))
        source.advance(by: .seconds(8))
        let status = TimerStatus(timer: timer, source: source, zone: .foundation(utc))
        XCTAssertEqual(status.state, .running)
        XCTAssertEqual(status.remainingMs, 0)
        XCTAssertEqual(status.endsAt, "2027-01-15T08:00:05.000+00:00")
    }

    func testLabelsAreEscaped() throws {
        let label = "Say \"hi\"\\ \n\t\r\u{8}\u{C}\u{1}\u{1F} é 🍵 /"
        let status = TimerStatus(
            timer: CountdownTimer(label: label), source: ManualTimeSource(), zone: .foundation(utc))
        let json = StatusReport(timers: [status]).json()
        XCTAssertTrue(json.contains(#""label":"Say \"hi\"\\ \n\t\r\b\f\u0001\u001f é 🍵 /""#), json)
        XCTAssertFalse(json.contains("\n"))
        let decoded = try JSONDecoder().decode(StatusReport.self, from: Data(json.utf8))
        XCTAssertEqual(decoded.timers.first?.label, label)
    }

    func testJSONDecodesBackAndEncoderKeepsNulls() throws {
        let source = ManualTimeSource()
        var timer = CountdownTimer(label: "Tea")
        XCTAssertTrue(timer.start(duration: .seconds(300), at: source.now))
        source.advance(by: .seconds(400))
        XCTAssertTrue(timer.finishIfDue(at: source.now))
        let original = StatusReport(timers: [
            TimerStatus(timer: timer, source: source, zone: .foundation(utc)),
            TimerStatus(timer: CountdownTimer(), source: source, zone: .foundation(utc)),
        ])
        let decoded = try JSONDecoder().decode(StatusReport.self, from: Data(original.json().utf8))
        XCTAssertEqual(decoded, original)

        let encoded = String(decoding: try JSONEncoder().encode(original), as: UTF8.self)
        XCTAssertTrue(encoded.contains(#""finished_at":null"#), encoded)
        XCTAssertTrue(encoded.contains(#""duration_ms":300000"#), encoded)
        XCTAssertEqual(
            try JSONDecoder().decode(StatusReport.self, from: Data(encoded.utf8)), original)
    }

    func testText() {
        let source = ManualTimeSource()
        var running = CountdownTimer(label: "Tea")
        XCTAssertTrue(running.start(duration: .seconds(300), at: source.now))
        var paused = CountdownTimer()
        XCTAssertTrue(paused.start(duration: .seconds(300), at: source.now))
        var finished = CountdownTimer()
        XCTAssertTrue(finished.start(duration: .seconds(6), at: source.now))
        source.advance(by: .milliseconds(47_500))
        XCTAssertTrue(paused.pause(at: source.now - .milliseconds(59_500) + .seconds(60)))
        XCTAssertTrue(finished.finishIfDue(at: source.now))
        source.advance(by: .milliseconds(500))

        let statuses = [running, CountdownTimer(), paused, finished].map {
            TimerStatus(timer: $0, source: source, zone: .foundation(utc))
        }
        XCTAssertEqual(
            StatusReport(timers: statuses).text(
                source: source, zone: .foundation(utc), timeFormat: .twentyFourHour),
            """
            Timer “Tea”: running, 00:04:12 left, ends at 08:05:00
            Timer: idle (00:05:00)
            Timer: paused, 00:04:12 left
            Timer: finished 42 seconds ago
            """)
        XCTAssertEqual(StatusReport(timers: []).text(source: source), "No timers")
    }

    func testTextForAnEndTomorrow() {
        let source = ManualTimeSource()
        var timer = CountdownTimer()
        XCTAssertTrue(timer.start(duration: .seconds(16 * 3_600 + 5 * 60), at: source.now))
        let report = StatusReport(timers: [
            TimerStatus(timer: timer, source: source, zone: .foundation(utc))
        ])
        XCTAssertEqual(
            report.text(source: source, zone: .foundation(utc), timeFormat: .twentyFourHour),
            "Timer: running, 16:05:00 left, ends tomorrow at 00:05:00")
    }
}

/// Each timer's status names its id; the text names a timer without a label by it.
final class TimerStatusIDTests: XCTestCase {
    func testTheIdIsInTheJSONAndNamesATimerWithoutALabel() throws {
        let clock = ManualTimeSource()
        var list = TimerList()
        _ = try list.start(duration: .seconds(60), at: clock.now)
        _ = try list.start(duration: .seconds(90), label: "Tea", at: clock.now)
        let statuses = list.entries.map {
            TimerStatus(entry: $0, reading: clock.reading(), zone: .system)
        }
        XCTAssertEqual(statuses.map(\.id), [1, 2])
        let report = StatusReport(timers: statuses)
        XCTAssertTrue(
            report.json().hasPrefix(
                #"{"version":1,"at_ms":null,"timers":[{"id":1,"label":"","state":"running""#),
            report.json())
        let lines = report.text(source: clock).split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix("Timer 1: running, 00:01:00 left"), String(lines[0]))
        XCTAssertTrue(lines[1].hasPrefix("Timer “Tea”: running, 00:01:30 left"), String(lines[1]))
        let decoded = try JSONDecoder().decode(
            TimerStatus.self, from: JSONEncoder().encode(statuses[1]))
        XCTAssertEqual(decoded, statuses[1])
    }
}
