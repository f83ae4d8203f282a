import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The header bar's switcher (GtkKit's own, not libadwaita's): a button a page, the shown page's
/// pressed in; a press shows its page; a page that needs attention has a dot on its icon.
final class ViewSwitcherTests: GtkTestCase {
    func testTheSwitcherFollowsThePagesAndShowsThePagePressed() throws {
        try withHarness { harness in
            let window = try harness.window
            let switcher = window.switcherTitle.switcher
            let modes = ModeList.builtIn.map(\.mode)
            XCTAssertEqual(
                modes.filter { switcher.isSelected(page: $0.rawValue) }, [.timer],
                "the Timer page shows: its button alone is in")

            switcher.press(page: Mode.stopwatch.rawValue)
            try harness.pump(
                until: { window.visibleMode == .stopwatch }, "a press shows the Stopwatch page")
            XCTAssertEqual(modes.filter { switcher.isSelected(page: $0.rawValue) }, [.stopwatch])

            switcher.press(page: Mode.stopwatch.rawValue)
            XCTAssertTrue(
                switcher.isSelected(page: Mode.stopwatch.rawValue),
                "a second press leaves the shown page's button in")
            XCTAssertEqual(window.visibleMode, .stopwatch)

            window.selectedMode = .countdown  // Alt+4, the command line, the keyboard
            let narrow = window.switcherTitle.narrowSwitcher
            try harness.pump(
                until: {
                    switcher.isSelected(page: Mode.countdown.rawValue)
                        && narrow.isSelected(page: Mode.countdown.rawValue)
                }, "the Countdown page shown elsewhere presses its button in both switchers")
            XCTAssertEqual(modes.filter { switcher.isSelected(page: $0.rawValue) }, [.countdown])
            XCTAssertEqual(modes.filter { narrow.isSelected(page: $0.rawValue) }, [.countdown])

            narrow.press(page: Mode.timer.rawValue)  // the narrow switcher's buttons work the same
            try harness.pump(
                until: {
                    window.visibleMode == .timer && switcher.isSelected(page: Mode.timer.rawValue)
                },
                "a press in the narrow switcher shows the Timer page")
        }
    }

    func testAPageThatNeedsAttentionHasADotOnItsIcon() throws {
        try withHarness { harness in
            let window = try harness.window
            let switcher = window.switcherTitle.switcher
            XCTAssertFalse(switcher.showsAttention(page: Mode.timer.rawValue))
            XCTAssertEqual(
                harness.app.commandRunner().run(
                    .timer(.start(duration: .seconds(60), label: "Tea"))
                ).status, 0)
            window.selectedMode = .stopwatch
            try harness.pump(
                until: { switcher.showsAttention(page: Mode.timer.rawValue) },
                "a timer running on a page not shown: a dot on its tab")
            XCTAssertFalse(switcher.showsAttention(page: Mode.stopwatch.rawValue))
            window.selectedMode = .timer
            try harness.pump(
                until: { !switcher.showsAttention(page: Mode.timer.rawValue) },
                "seen: the dot goes")
        }
    }
}
