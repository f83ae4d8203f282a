import TimerCore
import XCTest

@testable import Sandglass

/// Commands from other processes go through the same actions and answer with the right exit status.
final class CommandRunnerTests: GtkTestCase {
    func testCommandsFollowTheStateAndRefuseWithStatusOne() throws {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()

            XCTAssertEqual(runner.run(.timer(.operation(.pause))).status, 1)
            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 1)

            let started = runner.run(.timer(.start(duration: .seconds(180), label: "Tea")))
            XCTAssertEqual(started.status, 0)
            XCTAssertTrue(started.output.hasPrefix("Timer “Tea” started: 00:03:00"), started.output)
            XCTAssertEqual(app.timer.controller.timer.label, "Tea")
            XCTAssertEqual(try harness.page.running.titleLabel.text, "Tea")

            let clash = runner.run(.timer(.start(duration: .seconds(60), label: "Tea")))
            XCTAssertEqual(clash.status, 2, "a label a running timer has is bad input")
            XCTAssertEqual(
                clash.error,
                "sandglass: a timer labelled “Tea” is already running or paused; give another label\n"
            )
            XCTAssertEqual(app.timer.controller.timers.count, 1, "refused: nothing changed")
            let beside = runner.run(.timer(.start(duration: .seconds(60), label: nil)))
            XCTAssertEqual(beside.status, 0, "another timer runs beside it")
            XCTAssertEqual(app.timer.controller.timers.count, 2)
            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 0, "cancels the latest")
            XCTAssertEqual(app.timer.controller.timers.count, 1)

            XCTAssertEqual(runner.run(.timer(.operation(.resume))).status, 1)
            XCTAssertEqual(runner.run(.timer(.operation(.pause))).status, 0)
            XCTAssertEqual(app.timer.controller.phase, .paused)
            XCTAssertEqual(runner.run(.timer(.operation(.resume))).status, 0)

            let status = runner.run(.status(json: true))
            XCTAssertTrue(status.output.contains(#""state":"running""#))
            XCTAssertTrue(status.output.contains(#""label":"Tea""#))

            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 0)
            XCTAssertEqual(app.timer.controller.phase, .idle)
            XCTAssertTrue(app.timer.controller.timers.isEmpty)
        }
    }
}
