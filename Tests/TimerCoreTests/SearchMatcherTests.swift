import Foundation
import TimerCore
import XCTest

/// What a launcher's search offers for what a person typed.
final class SearchMatcherTests: XCTestCase {
    private let source = ManualTimeSource()

    private func offers(_ text: String, _ status: StatusReport = StatusReport(timers: []))
        -> [SearchOffer]
    {
        SearchMatcher.offers(
            for: text.split(separator: " ").map(String.init), status: status, source: source)
    }

    private func timer(_ id: Int, _ label: String, _ state: TimerPhase) -> TimerStatus {
        TimerStatus(
            id: id, label: label, state: state, durationMs: 300_000, remainingMs: 192_000,
            endsAt: nil, finishedAt: nil)
    }

    func testADurationAndWordsStartATimerSoLabelled() {
        XCTAssertEqual(
            offers("tea 4m").first,
            SearchOffer(
                arguments: ["timer", "start", "240s", "--label", "tea"],
                title: "Start a 4 min timer “tea”", detail: "4 minutes", mode: "timer"))
        XCTAssertEqual(offers("25m").first?.arguments, ["timer", "start", "1500s"])
        XCTAssertEqual(offers("25m").first?.title, "Start a 25 min timer")
        XCTAssertEqual(
            offers("1h30 bread").first?.arguments,
            ["timer", "start", "5400s", "--label", "bread"], "minutes after hours need no unit")
        XCTAssertEqual(
            offers("bake 1h 30m 15s now").first?.arguments,
            ["timer", "start", "5415s", "--label", "bake now"], "the longest duration wins")
        XCTAssertEqual(
            offers("90").first?.arguments, ["timer", "start", "90s"], "a bare number alone")
    }

    func testWordsWithoutADurationStartNoTimer() {
        XCTAssertTrue(offers("bread 2 loaves").isEmpty, "a bare number among words is no duration")
        XCTAssertTrue(offers("hello").isEmpty)
        XCTAssertTrue(offers("").isEmpty)
        XCTAssertTrue(offers("100h").isEmpty, "over 99:59:59")
        XCTAssertTrue(offers("po").isEmpty, "two letters name no mode")
    }

    func testModesByTheirNameOfferTheirNextStep() {
        XCTAssertEqual(offers("pomo").map(\.arguments), [["pomodoro", "start"]])
        XCTAssertEqual(offers("stopwatch").map(\.arguments), [["stopwatch", "start"]])
        var running = StatusReport(timers: [])
        running.pomodoro = PomodoroStatus(
            state: .running, phase: .focus, round: 1, rounds: 4, remainingMs: 60_000,
            completedFocus: 0, completedFocusCycle: 0)
        running.stopwatch = StopwatchStatus(state: .running, elapsedMs: 5_000, laps: [])
        XCTAssertEqual(offers("pomodoro", running).map(\.arguments), [["pomodoro", "pause"]])
        XCTAssertEqual(offers("stop", running).map(\.arguments), [["stopwatch", "lap"]])
    }

    func testACountdownToADate() {
        let offer = offers("countdown 2027-01-01").first
        XCTAssertEqual(offer?.arguments, ["countdown", "start", "2027-01-01"])
        XCTAssertEqual(offer?.mode, "countdown")
        XCTAssertTrue(offers("countdown someday").isEmpty)
    }

    func testWhatIsUnderWayMatchesByLabelWithWhatToDoNow() {
        let status = StatusReport(timers: [
            timer(1, "Tea", .running), timer(2, "Eggs", .paused), timer(3, "Rice", .finished),
            timer(4, "", .idle),
        ])
        XCTAssertEqual(
            offers("te", status),
            [
                SearchOffer(
                    arguments: ["timer", "pause", "--id", "1"], title: "Pause “Tea”",
                    detail: "00:03:12 left", mode: "timer")
            ])
        XCTAssertEqual(offers("eggs", status).map(\.arguments), [["timer", "resume", "--id", "2"]])
        XCTAssertEqual(
            offers("rice", status).map(\.arguments), [["timer", "dismiss", "--id", "3"]])
        XCTAssertEqual(offers("timer", status).count, 3, "every timer under way, none idle")
    }

    func testAnIdStandsForItsArgumentsAndNoOtherIdDoes() {
        let offer = offers("tea 4m")[0]
        XCTAssertEqual(SearchOffer.arguments(ofID: offer.id), offer.arguments)
        XCTAssertNil(SearchOffer.arguments(ofID: "rm\u{1F}-rf"))
        XCTAssertNil(SearchOffer.arguments(ofID: ""))
    }
}
