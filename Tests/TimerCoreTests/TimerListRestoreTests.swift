import TimerCore
import XCTest

/// Undo and Escape on several timers: a cancelled timer put back as it was; the end that came last.
final class TimerListRestoreTests: XCTestCase {
    let t0 = Instant(nanoseconds: 1_000_000_000_000)

    func at(_ seconds: Double) -> Instant { t0 + .milliseconds(Int64(seconds * 1_000)) }

    func testACancelledTimerComesBackWithItsIdOrderAndEnd() throws {
        var list = TimerList()
        let tea = try list.start(duration: .seconds(240), label: "Tea", at: t0)
        _ = try list.start(duration: .seconds(600), label: "Bread", at: at(1))
        let before = try XCTUnwrap(list.entry(id: tea))
        XCTAssertTrue(list.remove(id: tea))
        // Ten seconds later, Undo: the same id and end instant, so the same time left as if never cancelled.
        try list.restore(before)
        XCTAssertEqual(list.entry(id: tea), before)
        XCTAssertEqual(list.entry(id: tea)?.timer.endsAt, at(240))
        XCTAssertEqual(list.entry(id: tea)?.timer.remaining(at: at(10)), .seconds(230))
        XCTAssertEqual(try list.resolve(.latest), 2, "a timer put back is not a new start")
        XCTAssertEqual(try list.start(duration: .seconds(1), at: at(11)), 3, "ids stay new")
    }

    func testAPausedTimerComesBackPausedWithWhatWasLeft() throws {
        var list = TimerList()
        let id = try list.start(duration: .seconds(300), at: t0)
        XCTAssertTrue(list.update(id: id) { $0.pause(at: self.at(100)) })
        let before = try XCTUnwrap(list.entry(id: id))
        list.remove(id: id)
        try list.restore(before)
        XCTAssertEqual(list.entry(id: id)?.timer.phase, .paused)
        XCTAssertEqual(list.entry(id: id)?.timer.remaining(at: at(500)), .seconds(200))
    }

    func testATimerIsNotPutBackTwiceNorOverALabelTakenSince() throws {
        var list = TimerList()
        let tea = try list.start(duration: .seconds(240), label: "Tea", at: t0)
        let before = try XCTUnwrap(list.entry(id: tea))
        XCTAssertThrowsError(try list.restore(before)) {
            XCTAssertEqual($0 as? TimerListError, .idInUse(tea))
        }
        list.remove(id: tea)
        _ = try list.start(duration: .seconds(60), label: "Tea", at: at(5))
        XCTAssertThrowsError(try list.restore(before)) {
            XCTAssertEqual($0 as? TimerListError, .labelInUse("Tea"))
        }
        XCTAssertEqual(list.count, 1, "nothing changed")
    }

    func testTheLatestFinishedIsTheEndThatCameLastWhicheverStartedLast() throws {
        var list = TimerList()
        XCTAssertNil(list.latestFinished)
        let short = try list.start(duration: .seconds(5), label: "Short", at: t0)
        let long = try list.start(duration: .seconds(10), label: "Long", at: t0)
        let running = try list.start(duration: .seconds(600), label: "Running", at: at(1))
        XCTAssertNil(list.latestFinished, "none has finished")
        XCTAssertEqual(list.finishDue(at: at(6)), [short])
        XCTAssertEqual(list.latestFinished, short)
        XCTAssertEqual(list.finishDue(at: at(11)), [long])
        XCTAssertEqual(list.latestFinished, long)
        XCTAssertEqual(
            try list.resolve(.latest), running, "the latest started is still the running one")
        list.remove(id: long)
        XCTAssertEqual(list.latestFinished, short)
    }
}
