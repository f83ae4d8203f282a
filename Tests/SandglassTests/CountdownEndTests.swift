import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// A countdown's date is told once: rung while Sandglass runs, told without a ring at the launch
/// after it came while nothing ran, and never again at later launches.
final class CountdownEndTests: GtkTestCase {
    func testADateThatCameWhileNothingRanIsToldOnceAtLaunchWithoutARing() throws {
        try onMainActor {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "sandglass-countdown-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("countdown.json")
            // The manual clock reads 2027-01-15 08:00 UTC; the date came an hour before.
            try Data(#"{"version":1,"target_ms":1799996400000,"label":"Launch"}"#.utf8).write(
                to: file)

            let first = try AppHarness(stateURL: folder.appendingPathComponent("timer.json"))
            let countdown = try XCTUnwrap(first.app.countdown.controller.countdown)
            XCTAssertTrue(countdown.endAnnounced, "told at launch")
            XCTAssertEqual(
                (first.app.countdown.sound as? RecordingSound)?.played, [],
                "no ring for an end long past")
            XCTAssertTrue(
                try String(contentsOf: file, encoding: .utf8).contains(#""end_announced":true"#),
                "and saved so")
            first.close()

            let second = try AppHarness(stateURL: folder.appendingPathComponent("timer.json"))
            defer { second.close() }
            XCTAssertNil(second.dateScheduler?.armed, "nothing to wake for: it was told")
            XCTAssertEqual((second.app.countdown.sound as? RecordingSound)?.played, [])
        }
    }

    func testADateAlreadyPastWhenSetIsNeverTold() throws {
        try withHarness { harness in
            harness.app.countdown.controller.start(
                target: harness.clock.wallNow.addingTimeInterval(-60), label: "")
            XCTAssertEqual(harness.app.countdown.controller.countdown?.endAnnounced, true)
            XCTAssertEqual((harness.app.countdown.sound as? RecordingSound)?.played, [])
            XCTAssertNil(harness.dateScheduler?.armed)
        }
    }
}
