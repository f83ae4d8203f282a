import Foundation
import XCTest

@testable import Sandglass

/// The tray item's menu: the main operation of what shows, then the desktop file's actions in its
/// order and words, then the window and Quit; every entry an `app.*` action.
final class TrayMenuTests: XCTestCase {
    private let pause = CompactFace.Button(
        action: "app.timer-pause(int64 3)", icon: "media-playback-pause-symbolic", name: "Pause",
        suggested: false)

    func testWhatRunsComesFirstWithItsMainButtonThenTheLauncherActions() {
        let face = CompactFace(title: "Tea_2", digits: "04:59", progress: 0.1, button: pause)
        let menu = TrayMenu(main: face, window: .timer) { $0 != AppOperation.dismiss.detailedName }
        XCTAssertEqual(menu.entries.map(\.id), [1, 2, 3, 4, 5, 6, 7, 8, 9])
        XCTAssertEqual(menu.entries[0].label, "Pause — Tea__2", "the label's underscore is shown")
        XCTAssertEqual(menu.entries[0].action, "app.timer-pause(int64 3)")
        XCTAssertTrue(menu.entries[1].isSeparator)
        XCTAssertEqual(
            menu.entries[2...5].map(\.action),
            AppOperation.launcherActions.map { Optional($0.detailedName) })
        XCTAssertEqual(menu.entry(5)?.enabled, false, "enabled as its action is")
        XCTAssertEqual(menu.entry(8)?.action, "app.mode::timer")
        XCTAssertEqual(menu.entry(9)?.action, AppOperation.quit.detailedName)
        XCTAssertNil(menu.entry(10))
    }

    func testIdleHasNoMainEntryAndKeepsTheOtherIds() {
        let menu = TrayMenu(main: nil, window: .pomodoro) { _ in true }
        XCTAssertEqual(menu.entries.map(\.id), [3, 4, 5, 6, 7, 8, 9])
        XCTAssertEqual(menu.entry(8)?.action, "app.mode::pomodoro")
        let noButton = CompactFace(title: "Stopwatch", digits: "", progress: nil, button: nil)
        XCTAssertEqual(TrayMenu(main: noButton, window: .timer) { _ in true }.entries.first?.id, 3)
    }

    func testTheLauncherEntriesSayWhatTheDesktopFileSays() throws {
        let desktop = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/io.github.sandglass.Sandglass.desktop.in")
        let text = try String(contentsOf: desktop, encoding: .utf8)
        var names: [(action: String, name: String)] = []
        var section: String?
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("[Desktop Action ") {
                section = String(line.dropFirst(16).dropLast())
            }
            if let action = section, line.hasPrefix("Name=") {
                names.append((action, String(line.dropFirst(5))))
            }
        }
        XCTAssertEqual(names.map(\.action), AppOperation.launcherActions.map(\.rawValue))
        XCTAssertEqual(
            names.map(\.name), AppOperation.launcherActions.map { $0.definition.menuLabel ?? "" })
    }

    func testASeparatorIsOnlyASeparatorOnTheBus() throws {
        let menu = TrayMenu(main: nil, window: .timer) { _ in true }
        let separator = try XCTUnwrap(menu.entry(7))
        XCTAssertEqual(DBusMenu.properties(separator, []).map(\.0), ["type"])
        let quit = DBusMenu.properties(try XCTUnwrap(menu.entry(9)), ["label"])
        XCTAssertEqual(quit.map(\.0), ["label"])
        XCTAssertEqual(quit.first?.1.string, "_Quit")
    }
}
