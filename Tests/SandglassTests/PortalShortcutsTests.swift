import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// Desktop-wide keys through the GlobalShortcuts portal (KDE Plasma): which shortcuts a session
/// asks for and in which words, what the desktop's answer says it holds, what must be forgotten
/// before a key changes, and the keys kept in Sandglass's settings. The portal itself is
/// `Tests/EndToEnd/test_kde_shortcuts.py`'s.
final class PortalShortcutsTests: GtkTestCase {
    func testKeysAreWrittenInThePortalsSyntax() {
        XCTAssertEqual(ShortcutKeys.portalTrigger("<Super><Alt>t"), "LOGO+ALT+t")
        XCTAssertEqual(ShortcutKeys.portalTrigger("<Control><Shift>F5"), "CTRL+SHIFT+F5")
        XCTAssertEqual(ShortcutKeys.portalTrigger("<Primary>q"), "CTRL+q")
        XCTAssertEqual(ShortcutKeys.portalTrigger("<Control><Alt>Delete"), "CTRL+ALT+Delete")
        XCTAssertEqual(ShortcutKeys.portalTrigger("F9"), "F9")
        XCTAssertEqual(ShortcutKeys.portalTrigger("<Super>KP_Add"), "LOGO+KP_Add")
        XCTAssertNil(ShortcutKeys.portalTrigger("<Hyper>x"), "the portal has no name for Hyper")
        XCTAssertNil(ShortcutKeys.portalTrigger("<Super>"))
        // What a person types comes to the portal through GTK's syntax.
        XCTAssertEqual(
            ShortcutKeys.normalized("Super+Alt+T").flatMap(ShortcutKeys.portalTrigger),
            "LOGO+ALT+t")
    }

    func testASessionAsksForTheOperationsWithAKeyInTheListsOrder() throws {
        let entries = PortalShortcuts.entries([
            .stopwatchLap: "<Alt>F9", .timerToggle: "<Super>t", .dismiss: "<Hyper>d",
        ])
        XCTAssertEqual(
            entries,
            [
                .init(
                    shortcut: .timerToggle,
                    description: "Sandglass: Pause or resume the latest timer", trigger: "LOGO+t"),
                .init(
                    shortcut: .stopwatchLap, description: "Sandglass: Record a lap",
                    trigger: "ALT+F9"),
            ], "a key the portal cannot name is not asked for")
        let variant = PortalShortcuts.variant(entries)
        XCTAssertEqual(variant.typeString, "a(sa{sv})")
        let first = try XCTUnwrap(variant.arrayItems.first).tupleItems
        XCTAssertEqual(first.first?.string, "timer-toggle")
        XCTAssertEqual(first.last?.value(forKey: "preferred_trigger")?.string, "LOGO+t")
        XCTAssertEqual(
            first.last?.value(forKey: "description")?.string,
            "Sandglass: Pause or resume the latest timer")
        XCTAssertEqual(PortalShortcuts.variant([]).typeString, "a(sa{sv})")
    }

    func testTheDesktopsAnswerSaysWhichKeysItHolds() {
        func item(_ id: String, _ trigger: String) -> Variant {
            Variant(tuple: [
                Variant(id),
                Variant(dictionary: [
                    ("description", Variant("…")), ("trigger_description", Variant(trigger)),
                ]),
            ])
        }
        // As KDE's backend answered in KWin 5.27: its own words, "" for an id without a key.
        let answer = Variant(
            array: [
                item("timer-toggle", "Ctrl+Alt+T"), item("stopwatch-lap", ""),
                item("someone-else", "Meta+X"),
            ], elementType: "(sa{sv})")
        XCTAssertEqual(
            PortalShortcuts.held(answer), [.timerToggle: "Ctrl+Alt+T", .stopwatchLap: ""])
        XCTAssertEqual(PortalShortcuts.held(nil), [:])
        XCTAssertEqual(PortalShortcuts.held(Variant("not a list")), [:])

        let asked = PortalShortcuts.entries([.timerToggle: "<Control><Alt>t", .stopwatchLap: "F9"])
        XCTAssertFalse(
            PortalShortcuts.needsBinding(asked, held: PortalShortcuts.held(answer)),
            "held, with a key or without: KDE 5.27 bound them at CreateSession")
        XCTAssertTrue(
            PortalShortcuts.needsBinding(asked, held: [.timerToggle: "Ctrl+Alt+T"]),
            "a backend that holds not every one binds through BindShortcuts")
    }

    func testAKeyThatChangedOrWentIsForgottenFirst() {
        let asked: [GlobalShortcut: String] = [
            .timerToggle: "<Super>t", .stopwatchLap: "F9", .dismiss: "<Super>d",
        ]
        XCTAssertEqual(
            PortalShortcuts.stale(
                asked: asked,
                wanted: [.timerToggle: "<Super>t", .stopwatchLap: "F10", .showWindow: "<Super>w"]),
            [.dismiss, .stopwatchLap], "changed or gone, in the list's order; a new one is not")
        XCTAssertEqual(PortalShortcuts.stale(asked: [:], wanted: asked), [], "at start: none")
    }

    func testTheKeysAreKeptInSandglasssSettings() throws {
        try onMainActor {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "sandglass-portal-keys-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let saved = SavedState(folder: folder)
            let store = PreferencesStore(saved: saved)
            XCTAssertTrue(store.keepsChanges, "the schema the build compiled is found")
            XCTAssertEqual(store.desktopShortcuts, [:])
            store.desktopShortcuts = [.timerToggle: "<Super>t", .stopwatchLap: "<Alt>F9"]
            XCTAssertEqual(
                PreferencesStore(saved: saved).desktopShortcuts,
                [.timerToggle: "<Super>t", .stopwatchLap: "<Alt>F9"], "read back by another")

            // Edited by hand: only what `shortcuts set` would take is kept.
            let settings = try XCTUnwrap(
                Settings(
                    schemaID: PreferenceSettings.schemaID, keys: ["desktop-shortcuts"],
                    folders: PreferenceSettings.Search.standard.folders,
                    store: saved.settingsStore))
            let pairs = [("dismiss", "<Super>d"), ("no-such", "<Super>n"), ("pomodoro-skip", "q")]
            settings.set(
                "desktop-shortcuts",
                Variant(
                    array: pairs.map { Variant(tuple: [Variant($0.0), Variant($0.1)]) },
                    elementType: "(ss)"))
            settings.apply()
            Settings.sync()
            XCTAssertEqual(PreferencesStore(saved: saved).desktopShortcuts, [.dismiss: "<Super>d"])
        }
    }
}
