import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// Do Not Disturb during focus on GNOME: its banners switch (GNOME's real schema, in a settings
/// file of the test's own) turned off and put back exactly as found, also by the next start
/// after a kill, from the file written before the switch was touched.
final class FocusQuietTests: GtkTestCase {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandglass-quiet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func testGnomeBannersAreHeldBackAndPutBackAsFound() throws {
        try onMainActor {
            let url = try Self.folder()
            defer { try? FileManager.default.removeItem(at: url) }
            let store = Settings.Store.keyFile(url.appendingPathComponent("dconf.ini").path)
            let desktop = DesktopQuiet(desktop: .gnome, store: store)
            // Each read is another program's (a key file backend of its own reads the file).
            @MainActor func banners() throws -> Settings {
                let settings = Settings(
                    schemaID: DesktopQuiet.gnomeSchema, keys: [DesktopQuiet.bannersKey],
                    folders: [], store: store)
                return try XCTUnwrap(settings, "GNOME's notifications schema is installed")
            }
            @MainActor func shown() throws -> Bool { try banners().bool(DesktopQuiet.bannersKey) }
            @MainActor func show(_ on: Bool) throws {
                let settings = try banners()
                _ = settings.set(DesktopQuiet.bannersKey, on)
                settings.apply()
            }
            let saved = SavedState(folder: url)
            let file: StateFile<SavedQuiet> = saved.stateFile(named: "quiet.json", subject: "")

            let quiet = FocusQuiet(file: file, desktop: desktop)
            quiet.update(quiet: true)
            XCTAssertFalse(try shown(), "held back during focus")
            XCTAssertEqual(file.load { $0 }, SavedQuiet(gnomeShowBanners: true), "said on disk")
            quiet.update(quiet: false)
            XCTAssertTrue(try shown(), "put back")
            XCTAssertNil(file.load { $0 })

            // Turned off by the person before: left off.
            try show(false)
            quiet.update(quiet: true)
            quiet.update(quiet: false)
            XCTAssertFalse(try shown(), "as found")

            // A process killed while holding them back: the next start puts them back.
            try show(true)
            FocusQuiet(file: file, desktop: desktop).update(quiet: true)  // never put back
            XCTAssertFalse(try shown())
            _ = FocusQuiet(file: file, desktop: desktop)
            XCTAssertTrue(try shown(), "put back at the next start")
            XCTAssertNil(file.load { $0 })
        }
    }

    func testElsewhereWithoutASwitchNothingIsTouched() throws {
        try onMainActor {
            let url = try Self.folder()
            defer { try? FileManager.default.removeItem(at: url) }
            let file: StateFile<SavedQuiet> = SavedState(folder: url).stateFile(
                named: "quiet.json", subject: "")
            // Not GNOME, and no dunst asked.
            var desktop = DesktopQuiet(
                desktop: .other("weston"),
                store: .keyFile(url.appendingPathComponent("dconf.ini").path))
            desktop.asksDunst = false
            XCTAssertNil(desktop.found())
            let quiet = FocusQuiet(file: file, desktop: desktop)
            quiet.update(quiet: true)
            XCTAssertNil(file.load { $0 }, "no switch, nothing to put back")
        }
    }
}
