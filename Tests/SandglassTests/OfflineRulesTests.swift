import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// With no instance running, a command is judged by the same rule its action follows, on the saved state.
final class OfflineRulesTests: XCTestCase {
    func testTheSavedStateDecidesWhatStartsAnInstance() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandglass-offline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = SavedState(folder: folder)
        let clock = ManualTimeSource()
        let reading = clock.reading()

        XCTAssertNil(CommandRequest.open.refusal(saved: saved, reading: reading))
        XCTAssertNil(
            CommandRequest.stopwatch(.lap).refusal(saved: saved, reading: reading),
            "lap starts an idle stopwatch")
        XCTAssertEqual(
            CommandRequest.stopwatch(.reset).refusal(saved: saved, reading: reading),
            StopwatchOperation.reset.refusal(in: Stopwatch()))
        XCTAssertEqual(
            CommandRequest.timer(.operation(.pause)).refusal(saved: saved, reading: reading),
            "there is no timer to pause")
        XCTAssertNil(
            CommandRequest.timer(.operation(.toggle)).refusal(saved: saved, reading: reading),
            "toggle starts the last duration")
        XCTAssertNotNil(
            CommandRequest.countdown(.operation(.stop)).refusal(saved: saved, reading: reading))

        // A saved paused timer: resume is allowed (an instance starts for it), pause is not.
        var timers = TimerList()
        let id = try timers.start(duration: .seconds(60), at: clock.now)
        timers.update(id: id) { $0.pause(at: clock.now) }
        saved.save(timers, duration: .seconds(60), reading)
        XCTAssertNil(
            CommandRequest.timer(.operation(.resume)).refusal(saved: saved, reading: reading))
        XCTAssertEqual(
            CommandRequest.timer(.operation(.pause)).refusal(saved: saved, reading: reading),
            "the timer is not running (it is paused)")

        // A timer that ran out while nothing ran is finished, as the instance will find it at start-up:
        // a new one may start; there is nothing to pause.
        var expired = TimerList()
        _ = try expired.start(duration: .seconds(60), at: clock.now)
        saved.save(expired, duration: .seconds(60), reading)
        clock.advance(by: .seconds(3_600))
        let later = clock.reading()
        XCTAssertNil(
            CommandRequest.timer(.start(duration: .seconds(1_500), label: nil)).refusal(
                saved: saved, reading: later))
        XCTAssertEqual(
            CommandRequest.timer(.operation(.pause)).refusal(saved: saved, reading: later),
            "the timer is not running (it is finished)")

        // status without an instance derives the state: finished, nothing left, not yet noticed.
        let offline = try XCTUnwrap(saved.offlineTimerStatuses(reading: later, zone: .system).first)
        XCTAssertEqual(offline.state, .finished)
        XCTAssertEqual(offline.remainingMs, 0)
        XCTAssertNil(offline.finishedAt, "no running Sandglass noticed the end")
        XCTAssertNotNil(offline.endsAt)

        // A saved paused cycle: new lengths apply to a new cycle only.
        var cycle = Pomodoro()
        _ = cycle.start(at: clock.now)
        _ = cycle.pause(at: clock.now)
        saved.save(cycle, reading)
        let withLengths = CommandRequest.pomodoro(.start(PomodoroOverrides(focus: .seconds(600))))
        XCTAssertEqual(
            withLengths.refusal(saved: saved, reading: reading),
            PomodoroOperation.startWith.refusal(in: cycle.reading(at: clock.now)))
        XCTAssertNil(
            CommandRequest.pomodoro(.start(PomodoroOverrides())).refusal(
                saved: saved, reading: reading), "start resumes")
    }
}
