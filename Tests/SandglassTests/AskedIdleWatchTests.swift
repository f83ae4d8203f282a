import Foundation
import GtkKit
import XCTest

/// KDE's and X11's idle time, asked: once at the start, then only when the threshold could be
/// reached (never each second); the return looked for while idle; the X server's own clock.
final class AskedIdleWatchTests: GtkTestCase {
    /// A desktop whose idle time the test sets, counting how often it was asked.
    @MainActor
    private final class FakeDesktop {
        var idle: UInt64? = 0
        /// When idle was last set, for an idle time that grows as the real one does.
        var setAt = Date()
        var asked = 0
        var changes: [IdleMonitor.Change] = []

        func set(_ milliseconds: UInt64?) {
            idle = milliseconds
            setAt = Date()
        }

        var ask: AskedIdleWatch.Ask {
            { [unowned self] answer in
                self.asked += 1
                answer(self.idle.map { $0 + UInt64(Date().timeIntervalSince(self.setAt) * 1000) })
            }
        }
    }

    func testAskedOnceThenAtTheThresholdAndTheReturnIsSeenWhileIdle() throws {
        try onDisplay {
            let desktop = FakeDesktop()
            desktop.set(1100)
            let watch = AskedIdleWatch(thresholdMilliseconds: 1500, ask: desktop.ask) {
                desktop.changes.append($0)
            }
            XCTAssertEqual(desktop.asked, 1)
            // Idle 1.1 s: the next question is due at 1.5 s, about 400 ms on, not before.
            runMainLoop(until: { Date().timeIntervalSince(desktop.setAt) > 0.2 }, "200 ms on")
            XCTAssertEqual(desktop.asked, 1, "no polling before the threshold could be reached")
            runMainLoop(until: { !desktop.changes.isEmpty }, "idle at the threshold")
            XCTAssertEqual(desktop.asked, 2)
            guard case .idle(let idle) = desktop.changes.first else {
                return XCTFail("told \(desktop.changes)")
            }
            XCTAssertGreaterThanOrEqual(idle, 1500)
            XCTAssertLessThan(idle, 2100)
            // Back: the idle time read is shorter than the last.
            desktop.set(0)
            runMainLoop(until: { desktop.changes.count == 2 }, "active again", timeout: 8)
            XCTAssertEqual(desktop.changes.last, .active)
            withExtendedLifetime(watch) {}
        }
    }

    func testADesktopThatCannotTellIsLeftAlone() throws {
        try onDisplay {
            let desktop = FakeDesktop()
            desktop.set(nil)
            let watch = AskedIdleWatch(thresholdMilliseconds: 100, ask: desktop.ask) {
                desktop.changes.append($0)
            }
            let start = Date()
            runMainLoop(until: { Date().timeIntervalSince(start) > 0.3 }, "300 ms on")
            XCTAssertEqual(desktop.asked, 1)
            XCTAssertEqual(desktop.changes, [])
            withExtendedLifetime(watch) {}
        }
    }

    /// A screensaver service that does not answer GetSessionIdleTime (Cinnamon's, XFCE's): the X
    /// server is asked from its first failure on; one that answered once is kept.
    func testAFirstAskThatFailsFallsBackForGood() throws {
        try onDisplay {
            let failing = FakeDesktop()
            failing.set(nil)
            let x11 = FakeDesktop()
            x11.set(700)
            let ask = DesktopIdleTime.firstAnswering(failing.ask, else: x11.ask)
            var answers: [UInt64?] = []
            ask { answers.append($0) }
            ask { answers.append($0) }
            XCTAssertEqual(failing.asked, 1, "asked once, then never again")
            XCTAssertEqual(x11.asked, 2)
            XCTAssertEqual(answers.count, 2)
            XCTAssertTrue(answers.allSatisfy { ($0 ?? 0) >= 700 }, "\(answers)")

            let answering = FakeDesktop()
            answering.set(300)
            let other = FakeDesktop()
            let kept = DesktopIdleTime.firstAnswering(answering.ask, else: other.ask)
            var later: [UInt64?] = []
            kept { later.append($0) }
            answering.set(nil)
            kept { later.append($0) }
            XCTAssertEqual(answering.asked, 2)
            XCTAssertEqual(other.asked, 0, "a source that answered is the source")
            XCTAssertEqual(later.last, .some(nil), "its later failure is its own")
        }
    }

    func testTheXServerTellsItsIdleTime() throws {
        try onDisplay {
            // Xvfb has the screensaver extension: an idle time that grows with no input.
            guard let first = DesktopIdleTime.x11Milliseconds() else {
                throw XCTSkip("not an X11 display")
            }
            usleep(300_000)
            let second = try XCTUnwrap(DesktopIdleTime.x11Milliseconds())
            XCTAssertGreaterThanOrEqual(second, first + 250)
        }
    }
}
