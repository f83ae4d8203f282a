import Foundation
import XCTest

@testable import GtkKit

/// A toast tells its owner only when it goes by itself (its close button), never when the owner
/// withdraws or replaces it, nor when the overlay goes: an owner that answers something when its
/// toast is closed must not answer twice, nor hear its own withdrawal.
final class ToastOverlayTests: GtkTestCase {
    func testOnlyAToastThatGoesByItselfIsTold() throws {
        try onDisplay {
            let overlay = ToastOverlay(child: Box(.vertical))
            var told: [String] = []
            let first = overlay.show("First", seconds: 0) { told.append("First") }
            XCTAssertEqual(overlay.shownTitle, "First")
            overlay.withdraw(first)
            XCTAssertNil(overlay.shownTitle)
            XCTAssertEqual(told, [], "withdrawn: its owner is not told")

            overlay.show("Second", seconds: 0) { told.append("Second") }
            let third = overlay.show("Third", seconds: 0) { told.append("Third") }
            XCTAssertEqual(overlay.shownTitle, "Third")
            XCTAssertEqual(told, [], "replaced: not told either")

            overlay.dismissShown()
            XCTAssertEqual(told, ["Third"], "closed as its button does: told once")
            XCTAssertNil(overlay.shownTitle)
            overlay.withdraw(third)
            overlay.dismissShown()
            XCTAssertEqual(told, ["Third"], "nothing left to withdraw or close")
        }
    }

    /// Twenty commands at once each cancelling something crashed libadwaita 1.2 as toasts replaced
    /// toasts it was still animating: a new one waits until the last has shown 0.6 s.
    func testAToastReplacesTheLastOnlyOnceThatHasBeenSeen() throws {
        try onDisplay {
            let overlay = ToastOverlay(child: Box(.vertical))
            overlay.show("First", seconds: 0)
            XCTAssertNil(overlay.waiting)
            overlay.show("Second", seconds: 0)
            overlay.show("Third", seconds: 0)
            XCTAssertEqual(overlay.waiting?.title, "Third", "only the newest waits")
            XCTAssertEqual(overlay.shownTitle, "Third", "what the person is about to see")
            let deadline = Date().addingTimeInterval(5)
            while overlay.waiting != nil, Date() < deadline { MainLoop.iterate() }
            XCTAssertNil(overlay.waiting, "shown once the first has been seen")
            XCTAssertEqual(overlay.shownTitle, "Third")
        }
    }

    /// Several owners share the overlay (the Pomodoro's phase end, every mode's Undo, notices):
    /// one takes back its own toast, never another's shown since, whether that one is on screen
    /// or still waiting for its turn.
    func testAnOwnerWithdrawsOnlyItsOwnToast() throws {
        try onDisplay {
            let overlay = ToastOverlay(child: Box(.vertical))
            let phaseEnd = overlay.show("Focus done", seconds: 0)
            let undo = overlay.show("Timer cancelled", seconds: 0)
            XCTAssertNotNil(overlay.waiting, "the Undo waits for the phase end to have been seen")
            overlay.withdraw(phaseEnd)
            XCTAssertEqual(overlay.shownTitle, "Timer cancelled", "the waiting Undo stays")
            let deadline = Date().addingTimeInterval(5)
            while overlay.waiting != nil, Date() < deadline { MainLoop.iterate() }
            XCTAssertEqual(overlay.shownTitle, "Timer cancelled", "and shows")
            overlay.withdraw(phaseEnd)
            XCTAssertEqual(overlay.shownTitle, "Timer cancelled", "the Undo on screen stays too")
            overlay.withdraw(undo)
            XCTAssertNil(overlay.shownTitle, "its own owner takes it back")
        }
    }

    func testAToastLeftShowingIsNotToldWhenItsOverlayGoes() throws {
        try onDisplay {
            let probe = LifetimeProbe()
            weak var gone: ToastOverlay?
            do {
                let overlay = ToastOverlay(child: Box(.vertical))
                gone = overlay
                overlay.show("Left", seconds: 0) { probe.count += 1 }
            }
            // Disposing an AdwToastOverlay dismisses its toast: not the person's answer.
            XCTAssertNil(gone)
            XCTAssertEqual(probe.count, 0)
        }
    }
}
