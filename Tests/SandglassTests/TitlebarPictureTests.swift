import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The title bar under GTK's cairo renderer (`SgWindow` in the C shim): drawn once into a still
/// picture, kept while the bar does not change (a running timer's seconds), drawn again when it
/// does (the pin turned on), let go while the compact view hides the bar.
final class TitlebarPictureTests: GtkTestCase {
    func testTheTitleBarIsDrawnAgainOnlyWhenItChanges() throws {
        try withHarness { harness in
            let app = harness.app
            let window = try harness.window.window
            XCTAssertEqual(
                app.commandRunner().run(.timer(.start(duration: .seconds(90), label: nil))).status,
                0)
            try harness.pump(until: { window.frameCounter > 0 }, "the window draws")
            guard window.drawsWithCairo else {
                throw XCTSkip("GTK draws this display with GL: the title bar is GTK's own there")
            }
            try harness.pump(until: { window.titlebarPicture != nil }, "the title bar is pictured")
            let first = window.titlebarPicture

            for _ in 1...2 {
                let frames = window.frameCounter
                harness.advance(by: .seconds(1))
                try harness.pump(until: { window.frameCounter > frames }, "a second's frame")
                XCTAssertEqual(window.titlebarPicture, first, "the seconds leave the bar's picture")
            }

            app.application.activateAction(WindowOption.pin.name)  // the pin's toggle turns on
            try harness.pump(
                until: { window.titlebarPicture != nil && window.titlebarPicture != first },
                "the pinned bar is pictured again")

            let runner = app.commandRunner()
            XCTAssertEqual(runner.run(.window(WindowRequest(option: .compact, on: true))).status, 0)
            try harness.pump(
                until: { window.titlebarPicture == nil }, "the hidden bar's picture goes")
            XCTAssertEqual(
                runner.run(.window(WindowRequest(option: .compact, on: false))).status, 0)
            try harness.pump(until: { window.titlebarPicture != nil }, "the bar is pictured again")
        }
    }
}
