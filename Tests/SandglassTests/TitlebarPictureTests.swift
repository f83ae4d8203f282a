import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The title bar under GTK's cairo renderer (`SgWindow` in the C shim): drawn into a still
/// picture once it has stayed the same for two frames, kept through a running timer's seconds,
/// let go when the bar changes (the pin turned on) and made again once it is still, let go while
/// the compact view hides the bar.
final class TitlebarPictureTests: GtkTestCase {
    func testTheTitleBarIsPicturedWhileItStaysTheSame() throws {
        try withHarness { harness in
            let app = harness.app
            let window = try harness.window.window
            let runner = app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(90), label: nil))).status, 0)
            try harness.pump(until: { window.frameCounter > 0 }, "the window draws")
            guard window.drawsWithCairo else {
                throw XCTSkip("GTK draws this display with GL: the title bar is GTK's own there")
            }
            /// The next second's frame (the digits change).
            @MainActor func nextSecond() throws {
                let frames = window.frameCounter
                harness.advance(by: .seconds(1))
                try harness.pump(until: { window.frameCounter > frames }, "a second's frame")
            }
            try nextSecond()
            try nextSecond()
            let first = try XCTUnwrap(window.titlebarPicture, "a still bar is pictured")
            try nextSecond()
            XCTAssertEqual(window.titlebarPicture, first, "the seconds leave the bar's picture")

            app.application.activateAction(WindowOption.pin.name)  // the pin's toggle turns on
            try harness.pump(
                until: { window.titlebarPicture != first }, "the changed bar's picture goes")
            for _ in 1...3 where window.titlebarPicture == nil { try nextSecond() }
            XCTAssertNotNil(window.titlebarPicture, "the pinned bar, still again, is pictured")
            XCTAssertNotEqual(window.titlebarPicture, first)

            XCTAssertEqual(runner.run(.window(WindowRequest(option: .compact, on: true))).status, 0)
            try harness.pump(
                until: { window.titlebarPicture == nil }, "the hidden bar's picture goes")
            XCTAssertEqual(
                runner.run(.window(WindowRequest(option: .compact, on: false))).status, 0)
            for _ in 1...3 where window.titlebarPicture == nil { try nextSecond() }
            XCTAssertNotNil(window.titlebarPicture, "the bar shown again is pictured again")
        }
    }
}
