import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// A timer whose end passed while Sandglass was not running says when it ended, and that
/// nothing was there to ring; one that ends live says how long ago.
final class TimerEndedBeforeLaunchTests: GtkTestCase {
    func testTheFinishedViewSaysWhenAndThatSandglassWasNotRunning() throws {
        try onMainActor {
            // Saved an hour before the harness's clock reads (2027-01-15 08:00:00 UTC): it ended at 07:01:00.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "sandglass-late-\(UUID().uuidString)/timer.json")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let endMs: Int64 = 1_800_000_000_000 - 3_540_000
            try Data(
                #"{"version":1,"label":"Tea","duration_ms":60000,"state":"running","ends_at_ms":\#(endMs)}"#
                    .utf8
            ).write(to: url)

            let harness = try AppHarness(stateURL: url)
            defer {
                harness.close()
                try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
            }
            let timer = harness.app.timer.controller.timer
            XCTAssertEqual(timer.phase, .finished, "noticed at start-up")
            XCTAssertTrue(timer.endedBeforeLaunch)
            let text = try harness.page.finished.endedAgo.text
            let expected =
                EndTimeText.endedText(
                    ended: Date(timeIntervalSince1970: Double(endMs) / 1_000),
                    now: harness.clock.wallNow,
                    zone: harness.clock.localZone) + " while Sandglass was not running"
            XCTAssertEqual(text, expected)
            XCTAssertTrue(
                text.hasPrefix("Ended at 7:01:00") || text.hasPrefix("Ended at 07:01:00"), text)

            // Time passing changes nothing of it.
            harness.advance(by: .seconds(120))
            XCTAssertEqual(try harness.page.finished.endedAgo.text, expected)

            // Saved as such, so another restart says the same.
            let saved = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(saved.contains(#""ended_before_launch":true"#), saved)
        }
    }

    func testAnEndNoticedLiveSaysHowLongAgo() throws {
        try withHarness { harness in
            harness.app.timer.controller.start(duration: .seconds(5))
            harness.advance(by: .seconds(5))
            harness.advance(by: .seconds(2))
            XCTAssertFalse(harness.app.timer.controller.timer.endedBeforeLaunch)
            XCTAssertEqual(try harness.page.finished.endedAgo.text, "Ended 2 seconds ago")
        }
    }
}
