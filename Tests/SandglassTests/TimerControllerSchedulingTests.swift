import TimerCore
import XCTest

@testable import Sandglass

/// The controller arms exactly the wake-ups docs/ARCHITECTURE.md describes: none while idle, the next
/// displayed second while on screen, only the end while nobody can see the timer.
final class TimerControllerSchedulingTests: XCTestCase {
    func testNothingIsArmedWhileIdle() {
        MainActor.assumeIsolated {
            let (controller, scheduler, _) = Self.makeController()
            controller.isOnScreen = true
            XCTAssertNil(scheduler.armed)
        }
    }

    func testOnScreenWakesAtEachDisplayedSecondAndOffScreenOnlyAtTheEnd() {
        MainActor.assumeIsolated {
            let (controller, scheduler, clock) = Self.makeController()
            controller.isOnScreen = true
            let start = clock.now
            XCTAssertNotNil(controller.start(duration: .seconds(10)))
            XCTAssertEqual(scheduler.armed, start + .seconds(1))

            clock.advance(by: .milliseconds(1000))
            scheduler.fire()
            XCTAssertEqual(scheduler.armed, start + .seconds(2))

            controller.isOnScreen = false
            XCTAssertEqual(
                scheduler.armed, start + .seconds(10), "minimized or hidden: only the end")

            clock.advance(by: .milliseconds(2500))
            controller.isOnScreen = true
            XCTAssertEqual(
                scheduler.armed, start + .seconds(4), "shown again: the next boundary at once")
        }
    }

    func testPauseDisarmsAndResumeRecomputesTheEnd() {
        MainActor.assumeIsolated {
            let (controller, scheduler, clock) = Self.makeController()
            controller.isOnScreen = false
            let start = clock.now
            controller.start(duration: .seconds(60))
            clock.advance(by: .seconds(10))
            XCTAssertTrue(controller.pause())
            XCTAssertNil(scheduler.armed)
            clock.advance(by: .seconds(100))
            XCTAssertTrue(controller.resume())
            XCTAssertEqual(scheduler.armed, start + .seconds(160))
        }
    }

    func testTheEndIsNoticedWhenTheWakeUpFiresAndRecordsWhen() {
        MainActor.assumeIsolated {
            let (controller, scheduler, clock) = Self.makeController()
            var finished = 0
            controller.onFinished = { _ in finished += 1 }
            let start = clock.now
            controller.start(duration: .seconds(3))
            clock.advance(by: .milliseconds(3004))
            scheduler.fire()
            XCTAssertEqual(controller.phase, .finished)
            XCTAssertEqual(finished, 1)
            XCTAssertEqual(
                controller.timer.state,
                .finished(endsAt: start + .seconds(3), noticedAt: start + .milliseconds(3004)))
            XCTAssertNil(scheduler.armed, "finished and off screen: nothing to redraw")
        }
    }

    func testAWakeUpBeforeTheEndDoesNotFinish() {
        MainActor.assumeIsolated {
            let (controller, scheduler, clock) = Self.makeController()
            controller.start(duration: .seconds(3))
            clock.advance(by: .milliseconds(2999))
            scheduler.fire()
            XCTAssertEqual(controller.phase, .running)
            XCTAssertEqual(scheduler.armed, controller.timer.endsAt)
        }
    }

    func testToggleWalksIdleRunningPausedAndRestartsAFinishedTimer() {
        MainActor.assumeIsolated {
            let (controller, scheduler, clock) = Self.makeController()
            XCTAssertTrue(controller.toggle())
            XCTAssertEqual(controller.phase, .running)
            XCTAssertTrue(controller.toggle())
            XCTAssertEqual(controller.phase, .paused)
            XCTAssertTrue(controller.toggle())
            XCTAssertEqual(controller.phase, .running)
            clock.advance(by: .seconds(301))
            scheduler.fire()
            XCTAssertEqual(controller.phase, .finished)
            XCTAssertTrue(controller.toggle())
            XCTAssertEqual(controller.phase, .running)
        }
    }

    @MainActor
    private static func makeController() -> (TimerController, RecordingScheduler, ManualTimeSource)
    {
        let clock = ManualTimeSource()
        var recorder: RecordingScheduler?
        let controller = TimerController(clock: clock) { fire in
            let scheduler = RecordingScheduler(fire: fire)
            recorder = scheduler
            return scheduler
        }
        return (controller, recorder!, clock)
    }
}
