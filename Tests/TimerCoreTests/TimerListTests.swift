import Foundation
import TimerCore
import XCTest

/// Several timers at once: ids, labels, which timer a command means, one wake-up for all, order.
final class TimerListTests: XCTestCase {
    let t0 = Instant(nanoseconds: 1_000_000_000_000)

    func at(_ seconds: Double) -> Instant { t0 + .milliseconds(Int64(seconds * 1_000)) }

    func testIdsAreStableAndNeverReused() throws {
        var list = TimerList()
        let first = try list.start(duration: .seconds(60), at: t0)
        let second = try list.start(duration: .seconds(60), label: "Tea", at: t0)
        XCTAssertEqual([first, second], [1, 2])
        XCTAssertTrue(list.remove(id: second))
        XCTAssertEqual(
            try list.start(duration: .seconds(60), at: t0), 3,
            "a removed timer's id is not given again")
        XCTAssertEqual(list.entries.map(\.id), [1, 3])
        XCTAssertFalse(list.remove(id: 2))
        // Saved and read back, the next id is still new.
        let decoded = try JSONDecoder().decode(TimerList.self, from: JSONEncoder().encode(list))
        XCTAssertEqual(decoded, list)
        var reread = TimerList(entries: list.entries)
        XCTAssertEqual(try reread.start(duration: .seconds(1), at: t0), 4)
    }

    func testALabelIsRefusedOnlyWhileAnotherTimerWithItRunsOrIsPaused() throws {
        var list = TimerList()
        let tea = try list.start(duration: .seconds(10), label: " Tea ", at: t0)
        XCTAssertEqual(list.entry(id: tea)?.timer.label, "Tea", "trimmed")
        XCTAssertThrowsError(try list.start(duration: .seconds(5), label: "Tea", at: t0)) {
            XCTAssertEqual($0 as? TimerListError, .labelInUse("Tea"))
        }
        list.update(id: tea) { $0.pause(at: self.at(1)) }
        XCTAssertThrowsError(
            try list.start(duration: .seconds(5), label: "Tea", at: t0),
            "paused counts as unfinished")
        list.update(id: tea) { $0.resume(at: self.at(2)) }
        XCTAssertEqual(list.finishDue(at: at(11)), [tea])
        let again = try list.start(duration: .seconds(5), label: "Tea", at: at(12))
        XCTAssertNotEqual(again, tea, "a finished Tea does not hold its label")
        // Timers without a label are as many as one likes.
        for _ in 0..<3 { _ = try list.start(duration: .seconds(5), at: t0) }
        XCTAssertThrowsError(try list.start(duration: .zero, at: t0)) {
            XCTAssertEqual($0 as? TimerListError, .badDuration(.zero))
        }
    }

    func testWhichTimerACommandMeans() throws {
        var list = TimerList()
        XCTAssertThrowsError(try list.resolve(.latest)) {
            XCTAssertEqual($0 as? TimerListError, .noTimers)
        }
        let pasta = try list.start(duration: .seconds(600), label: "Pasta", at: t0)
        XCTAssertEqual(try list.resolve(.latest), pasta, "the one timer")
        let sauce = try list.start(duration: .seconds(900), label: "Sauce", at: at(1))
        let bread = try list.start(duration: .seconds(1_800), label: "Bread", at: at(2))
        XCTAssertEqual(try list.resolve(.latest), bread, "the latest started")
        XCTAssertEqual(try list.resolve(.label("Sauce")), sauce)
        XCTAssertEqual(try list.resolve(.id(pasta)), pasta)
        XCTAssertThrowsError(try list.resolve(.label("Rice"))) {
            XCTAssertEqual(
                $0 as? TimerListError, .unknownLabel("Rice", existing: ["Pasta", "Sauce", "Bread"]))
            XCTAssertEqual(
                ($0 as? TimerListError)?.message,
                "no timer is labelled “Rice”; the labels are “Pasta”, “Sauce”, “Bread”")
        }
        XCTAssertThrowsError(try list.resolve(.id(9))) {
            XCTAssertEqual($0 as? TimerListError, .unknownID(9, existing: [1, 2, 3]))
        }
        // A resume is not a start; a restart is.
        list.update(id: pasta) { $0.pause(at: self.at(3)) }
        list.update(id: pasta) { $0.resume(at: self.at(4)) }
        XCTAssertEqual(try list.resolve(.latest), bread)
        XCTAssertEqual(list.finishDue(at: at(601)), [pasta])
        list.update(id: pasta) { $0.restart(at: self.at(602)) }
        XCTAssertEqual(try list.resolve(.latest), pasta)
        // A label shared by a finished and a running timer means the running one.
        XCTAssertEqual(list.finishDue(at: at(902)), [sauce])
        let sauce2 = try list.start(duration: .seconds(60), label: "Sauce", at: at(903))
        XCTAssertEqual(try list.resolve(.label("Sauce")), sauce2)
        XCTAssertEqual(list.finishDue(at: at(963)), [sauce2])
        XCTAssertEqual(
            try list.resolve(.label("Sauce")), sauce2, "both finished: the latest started")
    }

    func testOneWakeUpTheEarliestEndAndNothingWhenNothingRuns() throws {
        var list = TimerList()
        XCTAssertNil(list.nextEnd)
        XCTAssertNil(list.nextWakeUp(after: t0, onScreen: true))
        let long = try list.start(duration: .seconds(300), at: t0)
        let short = try list.start(duration: .milliseconds(90_500), at: t0)
        XCTAssertEqual(list.nextEnd, at(90.5))
        XCTAssertEqual(
            list.nextWakeUp(after: t0, onScreen: false), at(90.5), "minimized: the end only")
        // On screen: the soonest-ending timer's next second (90.5 s → 90 s shows at 0.5 s).
        XCTAssertEqual(list.nextWakeUp(after: t0, onScreen: true), at(0.5))
        list.update(id: short) { $0.pause(at: self.at(10)) }
        XCTAssertEqual(list.nextEnd, at(300), "a paused timer arms nothing")
        list.update(id: long) { $0.pause(at: self.at(10)) }
        XCTAssertNil(list.nextEnd)
        XCTAssertNil(list.nextWakeUp(after: at(10), onScreen: true), "nothing runs: nothing armed")
    }

    /// 1,000 timers ending in any order, some paused and resumed: following the single wake-up
    /// finishes each exactly at its end, in order, and wakes once per distinct end.
    func testAThousandTimersEachEndAtTheirOwnEnd() throws {
        var list = TimerList()
        var generator = SeededRandom(seed: 42)
        var expected: [Int: Instant] = [:]
        for _ in 0..<1_000 {
            let milliseconds = Int64(generator.next() % 3_600_000) + 1_000
            let id = try list.start(duration: .milliseconds(milliseconds), at: t0)
            expected[id] = t0 + .milliseconds(milliseconds)
        }
        // Every tenth timer is paused for 5 s at 0.5 s: its end moves 5 s later.
        for id in stride(from: 1, through: 1_000, by: 10) {
            XCTAssertTrue(list.update(id: id) { $0.pause(at: self.at(0.5)) })
        }
        for id in stride(from: 1, through: 1_000, by: 10) {
            XCTAssertTrue(list.update(id: id) { $0.resume(at: self.at(5.5)) })
            expected[id] = expected[id].map { $0 + .seconds(5) }
        }
        var finishedAt: [Int: Instant] = [:]
        var wakeUps = 0
        var last = t0
        while let wake = list.nextWakeUp(after: last, onScreen: false) {
            XCTAssertGreaterThanOrEqual(wake, last)
            wakeUps += 1
            for id in list.finishDue(at: wake) { finishedAt[id] = wake }
            last = wake
        }
        XCTAssertEqual(finishedAt, expected)
        XCTAssertEqual(
            wakeUps, Set(expected.values).count, "one wake-up per distinct end, none between")
    }

    func testThePagesOrder() throws {
        var list = TimerList()
        let paused = try list.start(duration: .seconds(100), label: "Paused", at: t0)
        let late = try list.start(duration: .seconds(500), label: "Late", at: t0)
        let soon = try list.start(duration: .seconds(200), label: "Soon", at: t0)
        let done = try list.start(duration: .seconds(10), label: "Done", at: t0)
        let ringing = try list.start(duration: .seconds(20), label: "Ringing", at: t0)
        list.update(id: paused) { $0.pause(at: self.at(5)) }
        XCTAssertEqual(list.finishDue(at: at(30)), [done, ringing])
        XCTAssertEqual(
            list.ordered(ringing: [ringing]).map(\.id), [ringing, soon, late, paused, done])
        XCTAssertEqual(
            list.ordered().map(\.id), [soon, late, paused, ringing, done],
            "latest end first among finished")
    }
}
