import TimerCore
import XCTest

/// Labels refuse what would move a terminal's cursor or reorder text, and print safely when a file held it anyway.
final class LabelTextTests: XCTestCase {
    func testControlsAndBidirectionalOverridesAreRefused() {
        for scalar: Unicode.Scalar in [
            "\u{0}", "\u{1B}", "\n", "\u{7F}", "\u{85}", "\u{9F}", "\u{202A}", "\u{202E}",
            "\u{2066}", "\u{2069}",
        ] {
            XCTAssertTrue(LabelText.isRefused(scalar), "U+\(String(scalar.value, radix: 16))")
        }
        for scalar: Unicode.Scalar in ["a", " ", "é", "茶", "\u{200D}", "\u{2070}"] {
            XCTAssertFalse(LabelText.isRefused(scalar), "U+\(String(scalar.value, radix: 16))")
        }
    }

    func testPrintableEscapesWhatIsRefused() {
        XCTAssertEqual(LabelText.printable("Tea"), "Tea")
        XCTAssertEqual(LabelText.printable("a\u{1B}[31mb"), "a\\u{1B}[31mb")
        XCTAssertEqual(LabelText.printable("x\u{202E}y\nz\t"), "x\\u{202E}y\\nz\\t")
    }

    func testStatusTextPrintsALabelFromAFileSafely() {
        let report = StatusReport(timers: [
            TimerStatus(
                label: "\u{1B}[31mTea", state: .idle, durationMs: 60_000, remainingMs: 60_000,
                endsAt: nil, finishedAt: nil)
        ])
        XCTAssertEqual(
            report.text(wallNow: ManualTimeSource().wallNow),
            "Timer “\\u{1B}[31mTea”: idle (00:01:00)")
    }

    /// The one label rule (command line, D-Bus, files), and how error lines show a value.
    func testTheLabelRuleAndHowAValueIsShown() {
        XCTAssertNil(LabelText.problem(with: String(repeating: "é", count: 60)))
        XCTAssertNotNil(LabelText.problem(with: String(repeating: "x", count: 61)))
        for label in ["a\u{1B}b", "a\nb", "\u{202E}", "a\u{2028}b"] {
            XCTAssertNotNil(LabelText.problem(with: label), label.debugDescription)
        }
        let shown = LabelText.shown(String(repeating: "\u{202E}", count: 100_000))
        XCTAssertEqual(shown, String(repeating: "\\u{202E}", count: LabelText.shownLength) + "…")
        XCTAssertEqual(LabelText.shown("Tea"), "Tea")
        XCTAssertNil(
            LabelText.problem(with: "\u{200F}שלום"), "a right-to-left mark reorders nothing")
    }
}
