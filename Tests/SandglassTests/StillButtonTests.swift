import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// Our buttons under GTK's cairo renderer (`SgStillButton` in the C shim): what they give the
/// window to draw at each frame is a still picture of their icon and label, never the icon's
/// texture or the label's text, and the picture is made again when the button changes.
final class StillButtonTests: GtkTestCase {
    func testAButtonsContentIsAStillPictureMadeAgainWhenItChanges() throws {
        try withHarness { harness in
            let app = harness.app
            let window = try harness.window.window
            let runner = app.commandRunner()
            XCTAssertEqual(
                runner.run(.timer(.start(duration: .seconds(90), label: nil))).status, 0)
            try harness.pump(until: { window.frameCounter > 0 }, "the window draws")
            guard window.drawsWithCairo else {
                throw XCTSkip("GTK draws this display with GL: a button's content is GTK's there")
            }
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
