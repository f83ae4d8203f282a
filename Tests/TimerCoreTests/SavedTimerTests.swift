import Foundation
import TimerCore
import XCTest

/// Saved state survives a restart or a reboot (a new boot clock) and refuses nonsense as a whole.
final class SavedTimerTests: XCTestCase {
    private let wall = Date(timeIntervalSince1970: 1_800_000_000)

    private func reading(boot seconds: Int64, wallOffset: TimeInterval = 0) -> ClockReading {
        ClockReading(
            now: Instant(nanoseconds: seconds * 1_000_000_000),
            wallNow: wall.addingTimeInterval(wallOffset))
    }

    func testARunningTimerSurvivesARebootWithItsWallClockEnd() throws {
        var timer = CountdownTimer()
        let before = reading(boot: 5_000)
        timer.start(duration: .seconds(600), label: "Tea", at: before.now)
        let saved = SavedTimer(timer: timer, reading: before)
        XCTAssertEqual(saved.endsAtMs, 1_800_000_600_000)

        // 100 s later by the wall clock, on a boot clock that started again at zero.
        let after = reading(boot: 40, wallOffset: 100)
        let restored = try saved.restore(reading: after)
        XCTAssertEqual(restored.phase, .running)
        XCTAssertEqual(restored.label, "Tea")
        XCTAssertEqual(restored.remaining(at: after.now), .seconds(500))
        XCTAssertEqual(restored.elapsedFraction(at: after.now), 100.0 / 600.0, accuracy: 1e-9)
    }

    func testARunningTimerWhoseEndPassedMeanwhileFinishesWhenFirstEvaluated() throws {
        var timer = CountdownTimer()
        let before = reading(boot: 5_000)
        timer.start(duration: .seconds(60), at: before.now)
        let after = reading(boot: 10, wallOffset: 3_600)
        var restored = try SavedTimer(timer: timer, reading: before).restore(reading: after)
        XCTAssertEqual(restored.remaining(at: after.now), .zero)
        XCTAssertTrue(restored.finishIfDue(at: after.now))
        XCTAssertEqual(restored.endsAt, after.now - .seconds(3_540))
    }

    func testPausedAndFinishedAndIdleRoundTripThroughJSON() throws {
        let now = reading(boot: 5_000)
        var paused = CountdownTimer()
        paused.start(duration: .seconds(90), at: now.now)
        paused.pause(at: now.now + .milliseconds(30_500))
        var finished = CountdownTimer(duration: .seconds(5))
        finished.start(duration: .seconds(5), at: now.now - .seconds(10))
        finished.finishIfDue(at: now.now - .milliseconds(4_998))
        let idle = CountdownTimer(duration: .seconds(1234), label: "Eggs")

        for timer in [paused, finished, idle] {
            let data = try JSONEncoder().encode(SavedTimer(timer: timer, reading: now))
            let decoded = try JSONDecoder().decode(SavedTimer.self, from: data)
            XCTAssertEqual(try decoded.restore(reading: now), timer)
        }
    }

    func testTheWallClockSetBackCapsTheEndAtTheDuration() throws {
        var timer = CountdownTimer()
        let before = reading(boot: 5_000)
        timer.start(duration: .seconds(60), at: before.now)
        let after = reading(boot: 10, wallOffset: -7_200)
        let restored = try SavedTimer(timer: timer, reading: before).restore(reading: after)
        XCTAssertEqual(restored.remaining(at: after.now), .seconds(60))
    }

    func testNonsenseIsRefused() {
        let now = reading(boot: 5_000)
        let cases: [String] = [
            #"{"version":2,"label":"","duration_ms":1000,"state":"idle"}"#,
            #"{"version":1,"label":"","duration_ms":0,"state":"idle"}"#,
            #"{"version":1,"label":"","duration_ms":360000000,"state":"idle"}"#,
            #"{"version":1,"label":"","duration_ms":1000,"state":"running"}"#,
            #"{"version":1,"label":"","duration_ms":1000,"state":"paused","remaining_ms":5000}"#,
            #"{"version":1,"label":"","duration_ms":1000,"state":"running","ends_at_ms":9223372036854775807}"#,
            #"{"version":1,"label":"","duration_ms":1000,"state":"finished","ends_at_ms":1800000000000,"noticed_at_ms":1799999999000}"#,
        ]
        for json in cases {
            guard let saved = try? JSONDecoder().decode(SavedTimer.self, from: Data(json.utf8))
            else { continue }
            XCTAssertThrowsError(try saved.restore(reading: now), json)
        }
        XCTAssertThrowsError(
            try JSONDecoder().decode(SavedTimer.self, from: Data(#"{"state":"sideways"}"#.utf8)))
    }
}
