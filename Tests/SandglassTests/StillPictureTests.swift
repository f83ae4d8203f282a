import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// What stays the same from frame to frame is drawn from a still picture under GTK's cairo
/// renderer (see the C shim): GTK 4.8 draws every node at every frame, converting icons and
/// measuring text wherever the damage is.
///
/// The title bar (`SgWindow`) is pictured once it has stayed the same for two frames, kept
/// through a running timer's seconds, let go when the bar changes (the pin turned on) and made
/// again once it is still, let go while the compact view hides the bar. Our buttons
/// (`SgStillButton`) give the window one picture of their icon and label, never the icon's
/// texture or the label's text, made again when the button changes.
final class StillPictureTests: GtkTestCase {
    /// The window with a timer started and its first frame drawn; skips where GTK draws with GL
    /// (nothing is pictured there).
    @MainActor
    private static func drawingRunningTimer(
        _ harness: AppHarness, _ runner: CommandRunner
    ) throws -> ApplicationWindow {
        let window = try harness.window.window
        XCTAssertEqual(runner.run(.timer(.start(duration: .seconds(90), label: nil))).status, 0)
        try harness.pump(until: { window.frameCounter > 0 }, "the window draws")
        guard window.drawsWithCairo else {
            throw XCTSkip("GTK draws this display with GL: it draws every node itself there")
        }
        return window
    }

    func testTheTitleBarIsPicturedWhileItStaysTheSame() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            let window = try Self.drawingRunningTimer(harness, runner)
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

    func testAButtonsContentIsAStillPictureMadeAgainWhenItChanges() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()
            let window = try Self.drawingRunningTimer(harness, runner)
            let running = try harness.page.running
            /// A frame drawn after `change`.
            @MainActor func frame(after change: () -> Void) throws {
                let frames = window.frameCounter
                change()
                try harness.pump(until: { window.frameCounter > frames }, "a frame")
            }
            try frame { harness.advance(by: .seconds(1)) }
            for button in [running.cancelButton, running.pauseResume.button, running.newButton] {
                let drawn = button.drawnNodes
                XCTAssertEqual(drawn.pictures, 1, "\(button.label): one picture")
                XCTAssertEqual(drawn.converted, 0, "\(button.label): no icon or text to convert")
            }
            let before = running.pauseResume.button.drawnNodes.picture
            try frame { harness.advance(by: .seconds(1)) }
            XCTAssertEqual(
                running.pauseResume.button.drawnNodes.picture, before, "a second keeps it")

            // Pause becomes Resume.
            try frame { XCTAssertEqual(runner.run(.timer(.operation(.pause))).status, 0) }
            let paused = running.pauseResume.button.drawnNodes
            XCTAssertEqual(paused.pictures, 1)
            XCTAssertEqual(paused.converted, 0)
            XCTAssertNotEqual(paused.picture, before, "the new icon and label pictured again")
        }
    }
}
