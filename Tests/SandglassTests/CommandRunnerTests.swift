import XCTest
@testable import Sandglass
import TimerCore

/// Commands from other processes go through the same actions and answer with the right exit status.
final class CommandRunnerTests: XCTestCase {
    func testCommandsFollowTheStateAndRefuseWithStatusOne() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            let app = harness.app
            let runner = app.commandRunner()

            XCTAssertEqual(runner.run(.timer(.operation(.pause))).status, 1)
            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 1)

            let started = runner.run(.timer(.start(duration: .seconds(180), label: "Tea")))
            XCTAssertEqual(started.status, 0)
            XCTAssertTrue(started.output.hasPrefix("Timer started: 00:03:00"))
            XCTAssertEqual(app.timer.controller.timer.label, "Tea")
            XCTAssertEqual(try harness.page.running.titleLabel.text, "Tea")

            let again = runner.run(.timer(.start(duration: .seconds(60), label: nil)))
            XCTAssertEqual(again.status, 1)
            XCTAssertTrue(again.error.hasPrefix("sandglass: a timer is already running"))
            XCTAssertEqual(app.timer.controller.timer.duration, .seconds(180), "refused: nothing changed")

            XCTAssertEqual(runner.run(.timer(.operation(.resume))).status, 1)
            XCTAssertEqual(runner.run(.timer(.operation(.pause))).status, 0)
            XCTAssertEqual(app.timer.controller.phase, .paused)
            XCTAssertEqual(runner.run(.timer(.operation(.resume))).status, 0)

            let status = runner.run(.status(json: true))
            XCTAssertTrue(status.output.contains(#""state":"running""#))
            XCTAssertTrue(status.output.contains(#""label":"Tea""#))

            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 0)
            XCTAssertEqual(app.timer.controller.phase, .idle)
        }
    }
}
