import TimerCore
import XCTest

/// "Ended … ago" and when it next changes.
final class EndedAgoTextTests: XCTestCase {
    func testText() {
        let table: [(Duration, String)] = [
            (.zero, "Ended just now"),
            (.milliseconds(999), "Ended just now"),
            (.seconds(-3), "Ended just now"),
            (.seconds(1), "Ended 1 second ago"),
            (.milliseconds(1_999), "Ended 1 second ago"),
            (.seconds(42), "Ended 42 seconds ago"),
            (.milliseconds(59_999), "Ended 59 seconds ago"),
            (.seconds(60), "Ended 1 minute ago"),
            (.seconds(119), "Ended 1 minute ago"),
            (.seconds(300), "Ended 5 minutes ago"),
            (.seconds(3_599), "Ended 59 minutes ago"),
            (.seconds(3_600), "Ended 1 hour ago"),
            (.seconds(3 * 3_600 + 1_799), "Ended 3 hours ago"),
        ]
        for (elapsed, text) in table {
            XCTAssertEqual(EndedAgoText.text(elapsed: elapsed), text, "\(elapsed)")
        }
    }

    func testUntilNextChange() {
        let table: [(Duration, Duration)] = [
            (.zero, .seconds(1)),
            (.milliseconds(300), .milliseconds(700)),
            (.milliseconds(-500), .milliseconds(1_500)),
            (.milliseconds(42_500), .milliseconds(500)),
            (.seconds(59), .seconds(1)),
            (.seconds(60), .seconds(60)),
            (.seconds(90), .seconds(30)),
            (.seconds(3_599), .seconds(1)),
            (.seconds(3_600), .seconds(3_600)),
            (.seconds(5_400), .seconds(1_800)),
        ]
        for (elapsed, wait) in table {
            XCTAssertEqual(EndedAgoText.untilNextChange(elapsed: elapsed), wait, "\(elapsed)")
        }
    }

    func testTextChangesExactlyWhenPredicted() {
        var elapsed = Duration.milliseconds(250)
        while elapsed < .seconds(4 * 3_600) {
            let wait = EndedAgoText.untilNextChange(elapsed: elapsed)
            XCTAssertGreaterThan(wait, .zero)
            let before = EndedAgoText.text(elapsed: elapsed)
            XCTAssertEqual(EndedAgoText.text(elapsed: elapsed + wait - .nanoseconds(1)), before)
            XCTAssertNotEqual(EndedAgoText.text(elapsed: elapsed + wait), before)
            elapsed += wait
        }
    }
}
