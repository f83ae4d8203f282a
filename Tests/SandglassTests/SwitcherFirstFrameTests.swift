import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The header's switcher the window shows is the one built before its first frame: the narrow
/// one at first (the default 780 px), then whichever the last window showed, kept with its size;
/// the other comes in after the first frame, so a resize finds both.
final class SwitcherFirstFrameTests: GtkTestCase {
    func testTheSwitcherShownLastIsBuiltFirstAndTheOtherFollows() throws {
        try onMainActor {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "sandglass-switcher-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let state = folder.appendingPathComponent("timer.json")

            let first = try AppHarness(stateURL: state)
            var title = try first.window.switcherTitle
            XCTAssertEqual(
                title.builtFirst, .narrow, "a first window (780 px) builds the narrow one")
            try first.pump(until: { title.isComplete }, "the wide one follows the first frame")
            XCTAssertFalse(title.showsWideSwitcher)
            XCTAssertNil(
                try first.window.switcherBar,
                "the title never showed in the meantime: no switcher was made at the bottom")

            try first.window.window.setDefaultSize(width: 1_200, height: 690)
            try first.pump(until: { title.showsWideSwitcher }, "a wide window shows the wide one")
            try first.pump(
                until: { first.savedSettings().windowWideSwitcher },
                "and keeps that it did, with the window's size",
                onTimeout: { "saved: \(first.savedSettings())" })
            XCTAssertEqual(first.savedSettings().windowWidth, 1_200)
            first.close()

            let second = try AppHarness(stateURL: state)
            title = try second.window.switcherTitle
            XCTAssertEqual(title.builtFirst, .wide, "the next window builds the wide one first")
            try second.pump(until: { title.isComplete }, "and the narrow one after")
            try second.pump(until: { title.showsWideSwitcher }, "the wide one shows")
            XCTAssertNil(try second.window.switcherBar)

            try second.window.window.setDefaultSize(width: 780, height: 690)
            try second.pump(
                until: { !title.showsWideSwitcher && !title.isTitleVisible },
                "at 780 px the narrow one shows")
            try second.pump(
                until: { !second.savedSettings().windowWideSwitcher },
                "and that is kept too", onTimeout: { "saved: \(second.savedSettings())" })
            second.close()

            let third = try AppHarness(stateURL: state)
            defer { third.close() }
            XCTAssertEqual(try third.window.switcherTitle.builtFirst, .narrow)
        }
    }
}
