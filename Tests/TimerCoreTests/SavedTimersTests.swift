import Foundation
import TimerCore
import XCTest

/// Every timer survives a restart or a reboot with its id, label, state and start order; an
/// earlier single-timer file is read as its one timer; a file that makes no sense is refused whole.
final class SavedTimersTests: XCTestCase {
    private let wall = Date(timeIntervalSince1970: 1_800_000_000)

    private func reading(boot seconds: Int64, wallOffset: TimeInterval = 0) -> ClockReading {
        ClockReading(
            now: Instant(nanoseconds: seconds * 1_000_000_000),
            wallNow: wall.addingTimeInterval(wallOffset))
    }

    private func decode(_ json: String) throws -> SavedTimers {
        try JSONDecoder().decode(SavedTimers.self, from: Data(json.utf8))
    }

    func testThreeTimersComeBackAfterARebootAsTheyWere() throws {
        let before = reading(boot: 5_000)
        var list = TimerList()
        let pasta = try list.start(duration: .seconds(600), label: "Pasta", at: before.now)
        let sauce = try list.start(duration: .seconds(900), label: "Sauce", at: before.now)
        let bread = try list.start(duration: .seconds(1_800), at: before.now)
        list.update(id: sauce) { $0.pause(at: before.now + .seconds(60)) }
        XCTAssertTrue(list.remove(id: pasta))
        let pasta2 = try list.start(duration: .seconds(300), label: "Pasta", at: before.now)

        let data = try JSONEncoder().encode(
            SavedTimers(list: list, duration: .seconds(420), reading: before))
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains(#""version":2"#), text)
        // 100 s later by the wall clock, on a boot clock that started again near zero.
        let after = reading(boot: 40, wallOffset: 100)
        let (restored, duration) = try JSONDecoder().decode(SavedTimers.self, from: data).restore(
            reading: after)
        XCTAssertEqual(duration, .seconds(420), "the picker's duration")
        XCTAssertEqual(restored.entries.map(\.id), [sauce, bread, pasta2])
        XCTAssertEqual(restored.entries.map(\.timer.label), ["Sauce", "", "Pasta"])
        XCTAssertEqual(restored.entry(id: sauce)?.timer.state, .paused(remaining: .seconds(840)))
        XCTAssertEqual(restored.entry(id: bread)?.timer.remaining(at: after.now), .seconds(1_700))
        XCTAssertEqual(
            try restored.resolve(.latest), pasta2, "the latest started is still the latest")
        var next = restored
        XCTAssertEqual(
            try next.start(duration: .seconds(1), at: after.now), pasta2 + 1, "no id is given twice"
        )
    }

    func testAnEarlierSingleTimerFileIsReadAsItsOneTimer() throws {
        let now = reading(boot: 100)
        let running = try decode(
            #"{"version":1,"label":"Tea","duration_ms":180000,"state":"running","ends_at_ms":1800000060000}"#
        )
        let (list, duration) = try running.restore(reading: now)
        XCTAssertEqual(duration, .seconds(180))
        XCTAssertEqual(list.entries.map(\.id), [1])
        XCTAssertEqual(list.entries.first?.timer.label, "Tea")
        XCTAssertEqual(list.entries.first?.timer.remaining(at: now.now), .seconds(60))

        let idle = try decode(#"{"version":1,"label":"","duration_ms":420000,"state":"idle"}"#)
        let (none, picked) = try idle.restore(reading: now)
        XCTAssertTrue(none.isEmpty, "an idle timer is no timer: the picker keeps its duration")
        XCTAssertEqual(picked, .seconds(420))
    }

    func testAFileThatMakesNoSenseIsRefusedWhole() throws {
        let now = reading(boot: 100)
        let good =
            #"{"id":1,"start_order":1,"version":1,"label":"","duration_ms":60000,"state":"paused","remaining_ms":1000}"#
        let cases: [(String, String)] = [
            (#"{"version":3,"duration_ms":1000,"next_id":1,"timers":[]}"#, "unknown version 3"),
            (
                #"{"version":2,"duration_ms":0,"next_id":1,"timers":[]}"#,
                "duration_ms: invalid duration of 0 ms: a timer lasts whole seconds from 00:00:01 to 99:59:59"
            ),
            (
                "{\"version\":2,\"duration_ms\":1000,\"next_id\":2,\"timers\":[\(good),\(good)]}",
                "timer id 1 is given twice"
            ),
            (
                #"{"version":2,"duration_ms":1000,"next_id":2,"timers":[{"id":1,"start_order":1,"version":1,"label":"","duration_ms":60000,"state":"idle"}]}"#,
                "timer 1 is idle"
            ),
            (
                #"{"version":2,"duration_ms":1000,"next_id":2,"timers":[{"id":1,"start_order":1,"version":1,"label":"","duration_ms":60000,"state":"running"}]}"#,
                "ends_at_ms is missing for a running timer"
            ),
        ]
        for (json, reason) in cases {
            XCTAssertThrowsError(try decode(json).restore(reading: now), json) {
                XCTAssertEqual(($0 as? SavedTimer.Invalid)?.reason, reason, json)
            }
        }
        XCTAssertThrowsError(
            try decode(#"{"version":2,"duration_ms":1000,"timers":[]}"#), "next_id is missing")
    }
}
