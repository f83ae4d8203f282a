import TimerCore
import XCTest

/// Every transition of `CountdownTimer`, allowed and refused.
final class CountdownTransitionTests: XCTestCase {
    let t0 = TestSupport.t0

    // MARK: - Fixtures in each state

    func idle() -> CountdownTimer {
        CountdownTimer(duration: .seconds(60), label: "Tea")
    }

    func running() -> CountdownTimer {
        var timer = idle()
        XCTAssertTrue(timer.start(duration: .seconds(60), at: t0))
        return timer
    }

    func paused() -> CountdownTimer {
        var timer = running()
        XCTAssertTrue(timer.pause(at: t0 + .seconds(10)))
        return timer
    }

    func finished() -> CountdownTimer {
        var timer = running()
        XCTAssertTrue(timer.finishIfDue(at: t0 + .seconds(65)))
        return timer
    }

    // MARK: - Initial state

    func testDefaults() {
        let timer = CountdownTimer()
        XCTAssertEqual(timer.duration, .seconds(300))
        XCTAssertEqual(timer.label, "")
        XCTAssertEqual(timer.state, .idle)
        XCTAssertEqual(timer.phase, .idle)
        XCTAssertFalse(timer.isActive)
        XCTAssertNil(timer.endsAt)
    }

    func testInitKeepsDurationInRange() {
        XCTAssertEqual(CountdownTimer(duration: .zero).duration, .seconds(300))
        XCTAssertEqual(CountdownTimer(duration: .seconds(-5)).duration, .seconds(300))
        XCTAssertEqual(
            CountdownTimer(duration: .seconds(400_000)).duration, CountdownTimer.maximumDuration)
        XCTAssertEqual(
            CountdownTimer(duration: .milliseconds(1_500)).duration, .milliseconds(1_500))
    }

    func testPhaseAndIsActiveInEachState() {
        XCTAssertEqual(idle().phase, .idle)
        XCTAssertEqual(running().phase, .running)
        XCTAssertEqual(paused().phase, .paused)
        XCTAssertEqual(finished().phase, .finished)
        XCTAssertFalse(idle().isActive)
        XCTAssertTrue(running().isActive)
        XCTAssertTrue(paused().isActive)
        XCTAssertFalse(finished().isActive)
    }

    // MARK: - setDuration

    func testSetDurationWhenIdle() {
        var timer = idle()
        XCTAssertTrue(timer.setDuration(.seconds(90)))
        XCTAssertEqual(timer.duration, .seconds(90))
        XCTAssertEqual(timer.state, .idle)
    }

    func testSetDurationWhenFinishedKeepsTheFinishedState() {
        var timer = finished()
        let state = timer.state
        XCTAssertTrue(timer.setDuration(.seconds(90)))
        XCTAssertEqual(timer.duration, .seconds(90))
        XCTAssertEqual(timer.state, state)
    }

    func testSetDurationRefused() {
        assertRefused(running()) { $0.setDuration(.seconds(90)) }
        assertRefused(paused()) { $0.setDuration(.seconds(90)) }
        assertRefused(idle()) { $0.setDuration(.zero) }
        assertRefused(idle()) { $0.setDuration(.seconds(-1)) }
        assertRefused(idle()) { $0.setDuration(.seconds(360_000)) }
        assertRefused(finished()) {
            $0.setDuration(CountdownTimer.maximumDuration + .nanoseconds(1))
        }
    }

    func testSetDurationAcceptsTheMaximum() {
        var timer = idle()
        XCTAssertTrue(timer.setDuration(CountdownTimer.maximumDuration))
        XCTAssertEqual(timer.duration, .seconds(359_999))
    }

    // MARK: - start

    func testStartFromIdle() {
        var timer = idle()
        XCTAssertTrue(timer.start(duration: .seconds(90), label: "Eggs", at: t0))
        XCTAssertEqual(timer.state, .running(startedAt: t0, endsAt: t0 + .seconds(90)))
        XCTAssertEqual(timer.duration, .seconds(90))
        XCTAssertEqual(timer.label, "Eggs")
        XCTAssertEqual(timer.endsAt, t0 + .seconds(90))
    }

    func testStartWithoutLabelKeepsTheLabel() {
        var timer = idle()
        XCTAssertTrue(timer.start(duration: .seconds(90), at: t0))
        XCTAssertEqual(timer.label, "Tea")
        var cleared = idle()
        XCTAssertTrue(cleared.start(duration: .seconds(90), label: "", at: t0))
        XCTAssertEqual(cleared.label, "")
    }

    func testStartFromFinished() {
        var timer = finished()
        let t1 = t0 + .seconds(100)
        XCTAssertTrue(timer.start(duration: .seconds(30), at: t1))
        XCTAssertEqual(timer.state, .running(startedAt: t1, endsAt: t1 + .seconds(30)))
    }

    func testStartRefused() {
        assertRefused(running()) { $0.start(duration: .seconds(30), at: self.t0 + .seconds(1)) }
        assertRefused(paused()) { $0.start(duration: .seconds(30), at: self.t0 + .seconds(1)) }
        assertRefused(idle()) { $0.start(duration: .zero, at: self.t0) }
        assertRefused(idle()) { $0.start(duration: .seconds(-30), label: "x", at: self.t0) }
        assertRefused(idle()) { $0.start(duration: .seconds(360_000), at: self.t0) }
        assertRefused(finished()) { $0.start(duration: .zero, at: self.t0) }
    }

    // MARK: - pause

    func testPauseKeepsTheRemainingTime() {
        var timer = running()
        XCTAssertTrue(timer.pause(at: t0 + .milliseconds(10_250)))
        XCTAssertEqual(timer.state, .paused(remaining: .milliseconds(49_750)))
        XCTAssertNil(timer.endsAt)
    }

    func testPauseAtTheEndFinishesInstead() {
        var timer = running()
        XCTAssertFalse(timer.pause(at: t0 + .seconds(60)))
        XCTAssertEqual(
            timer.state, .finished(endsAt: t0 + .seconds(60), noticedAt: t0 + .seconds(60)))

        var late = running()
        XCTAssertFalse(late.pause(at: t0 + .seconds(70)))
        XCTAssertEqual(
            late.state, .finished(endsAt: t0 + .seconds(60), noticedAt: t0 + .seconds(70)))
    }

    func testPauseRefused() {
        assertRefused(idle()) { $0.pause(at: self.t0) }
        assertRefused(paused()) { $0.pause(at: self.t0 + .seconds(20)) }
        assertRefused(finished()) { $0.pause(at: self.t0 + .seconds(80)) }
    }

    // MARK: - resume

    func testResumeComputesANewEnd() {
        // Pause 10 s into 60 s, wait 100 s, resume: it ends 50 s later.
        var timer = running()
        XCTAssertTrue(timer.pause(at: t0 + .seconds(10)))
        let resumeAt = t0 + .seconds(110)
        XCTAssertTrue(timer.resume(at: resumeAt))
        XCTAssertEqual(timer.endsAt, resumeAt + .seconds(50))
        XCTAssertEqual(
            timer.state,
            .running(startedAt: resumeAt - .seconds(10), endsAt: resumeAt + .seconds(50)))
        XCTAssertEqual(timer.remaining(at: resumeAt), .seconds(50))
        XCTAssertEqual(timer.elapsedFraction(at: resumeAt), 10.0 / 60.0, accuracy: 1e-12)
    }

    func testResumeRefused() {
        assertRefused(idle()) { $0.resume(at: self.t0) }
        assertRefused(running()) { $0.resume(at: self.t0 + .seconds(5)) }
        assertRefused(finished()) { $0.resume(at: self.t0 + .seconds(80)) }
    }

    // MARK: - cancel

    func testCancelFromEachActiveState() {
        for var timer in [running(), paused(), finished()] {
            XCTAssertTrue(timer.cancel())
            XCTAssertEqual(timer.state, .idle)
            XCTAssertEqual(timer.duration, .seconds(60))
            XCTAssertEqual(timer.label, "Tea")
        }
    }

    func testCancelRefusedWhenIdle() {
        assertRefused(idle()) { $0.cancel() }
    }

    // MARK: - restart

    func testRestartFromEachNonIdleState() {
        let t1 = t0 + .seconds(200)
        for var timer in [running(), paused(), finished()] {
            XCTAssertTrue(timer.restart(at: t1))
            XCTAssertEqual(timer.state, .running(startedAt: t1, endsAt: t1 + .seconds(60)))
        }
    }

    func testRestartRefusedWhenIdle() {
        assertRefused(idle()) { $0.restart(at: self.t0) }
    }

    // MARK: - dismiss

    func testDismissFinished() {
        var timer = finished()
        XCTAssertTrue(timer.dismiss())
        XCTAssertEqual(timer.state, .idle)
        XCTAssertEqual(timer.duration, .seconds(60))
    }

    func testDismissRefused() {
        assertRefused(idle()) { $0.dismiss() }
        assertRefused(running()) { $0.dismiss() }
        assertRefused(paused()) { $0.dismiss() }
    }

    // MARK: - finishIfDue

    func testFinishIfDueAtAndAfterTheEnd() {
        var exact = running()
        XCTAssertTrue(exact.finishIfDue(at: t0 + .seconds(60)))
        XCTAssertEqual(
            exact.state, .finished(endsAt: t0 + .seconds(60), noticedAt: t0 + .seconds(60)))
        XCTAssertEqual(exact.endsAt, t0 + .seconds(60))

        // After a suspend the end is noticed late; endsAt stays the real end.
        var late = running()
        XCTAssertTrue(late.finishIfDue(at: t0 + .seconds(3_600)))
        XCTAssertEqual(
            late.state, .finished(endsAt: t0 + .seconds(60), noticedAt: t0 + .seconds(3_600)))
    }

    func testFinishIfDueRefused() {
        assertRefused(running()) { $0.finishIfDue(at: self.t0 + .milliseconds(59_999)) }
        assertRefused(running()) { $0.finishIfDue(at: self.t0 + .seconds(60) - .nanoseconds(1)) }
        assertRefused(idle()) { $0.finishIfDue(at: self.t0 + .seconds(100)) }
        assertRefused(paused()) { $0.finishIfDue(at: self.t0 + .seconds(100)) }
        assertRefused(finished()) { $0.finishIfDue(at: self.t0 + .seconds(100)) }
    }

    // MARK: - label

    func testLabelIsFreelySettable() {
        var timer = running()
        timer.label = "Pasta"
        XCTAssertEqual(timer.label, "Pasta")
        XCTAssertEqual(timer.phase, .running)
    }
}
