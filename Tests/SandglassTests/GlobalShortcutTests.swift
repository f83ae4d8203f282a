import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// `sandglass shortcuts`: keys as people type them, GNOME's custom shortcuts in a settings file
/// of the test's own (with GNOME's real schema), and the lines given where Sandglass cannot write.
final class GlobalShortcutTests: GtkTestCase {
    private static let program = "/usr/bin/sandglass"

    func testKeysAreReadAsGnomeKeepsThemAndWrittenAsSwayReadsThem() {
        XCTAssertEqual(ShortcutKeys.normalized("Super+T"), "<Super>t")
        XCTAssertEqual(ShortcutKeys.normalized("<super>t"), "<Super>t")
        XCTAssertEqual(ShortcutKeys.normalized("ctrl+alt+Delete"), "<Control><Alt>Delete")
        XCTAssertEqual(ShortcutKeys.normalized("F5"), "F5")
        XCTAssertNil(ShortcutKeys.normalized("Super+"))
        XCTAssertNil(ShortcutKeys.normalized("<Super>"))
        XCTAssertNil(ShortcutKeys.normalized("no such key"))
        XCTAssertNil(ShortcutKeys.normalized(""))
        XCTAssertNil(ShortcutKeys.normalized("t"), "a letter alone would be taken from typing")
        XCTAssertNil(ShortcutKeys.normalized("space"))
        XCTAssertEqual(ShortcutKeys.bindsym("<Shift><Super>l"), "Shift+Mod4+l")
        XCTAssertEqual(ShortcutKeys.bindsym("<Control><Alt>t"), "Ctrl+Mod1+t")
    }

    func testTheDesktopComesFromTheSession() {
        XCTAssertEqual(
            SessionDesktop(environment: ["XDG_CURRENT_DESKTOP": "ubuntu:GNOME"]), .gnome)
        XCTAssertEqual(SessionDesktop(environment: ["XDG_CURRENT_DESKTOP": "KDE"]), .kde)
        XCTAssertEqual(SessionDesktop(environment: ["SWAYSOCK": "/run/sway.sock"]), .sway)
        XCTAssertEqual(SessionDesktop(environment: ["XDG_CURRENT_DESKTOP": "i3"]), .i3)
        XCTAssertEqual(SessionDesktop(environment: [:]), .other(""))
    }

    func testGnomeShortcutsAreWrittenReadBackAndRemovedLeavingThePersonsOwn() throws {
        try onMainActor {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "sandglass-keys-\(UUID().uuidString).ini")
            // The person's own shortcut, as GNOME's Settings writes one.
            let own = GnomeKeybindings.folder + "custom0/"
            do {
                let list = try XCTUnwrap(
                    Settings(
                        schemaID: GnomeKeybindings.schemaID, keys: [GnomeKeybindings.listKey],
                        folders: [], store: .keyFile(file.path)))
                list.set(GnomeKeybindings.listKey, Variant(strings: [own]))
                list.apply()
                let entry = try XCTUnwrap(
                    Settings(
                        schemaID: GnomeKeybindings.entrySchemaID, keys: ["binding"], folders: [],
                        path: own, sharing: list))
                entry.set("name", Variant("Files"))
                entry.set("binding", Variant("<Super>e"))
                entry.apply()
            }

            let gnome = try XCTUnwrap(
                GnomeKeybindings(store: .keyFile(file.path)),
                "GNOME's schema (gnome-settings-daemon-common) is installed")
            let set = ShortcutsRunner.reply(
                to: .set(.timerToggle, keys: "<Super>t"), desktop: .gnome, gnome: gnome,
                program: Self.program)
            XCTAssertEqual(set.status, 0, set.error)
            let read = try XCTUnwrap(GnomeKeybindings(store: .keyFile(file.path)))
            XCTAssertEqual(read.bindings(), [.timerToggle: "<Super>t"])
            XCTAssertEqual(
                read.entries().map(\.path), [own, GnomeKeybindings.path(of: .timerToggle)],
                "added after the person's own")
            XCTAssertEqual(
                read.entries().last?.command, "/usr/bin/sandglass timer toggle")
            XCTAssertEqual(
                read.entries().last?.name, "Sandglass: Pause or resume the latest timer")

            let taken = ShortcutsRunner.reply(
                to: .set(.dismiss, keys: "<Super>e"), desktop: .gnome, gnome: read,
                program: Self.program)
            XCTAssertEqual(taken.status, 1)
            XCTAssertTrue(taken.error.contains("“Files”"), taken.error)

            XCTAssertEqual(
                ShortcutsRunner.reply(
                    to: .unset(.timerToggle), desktop: .gnome, gnome: read, program: Self.program
                ).status, 0)
            let after = try XCTUnwrap(GnomeKeybindings(store: .keyFile(file.path)))
            XCTAssertEqual(after.entries().map(\.path), [own])
            XCTAssertEqual(after.entries().first?.binding, "<Super>e", "the person's own stays")
            XCTAssertEqual(
                ShortcutsRunner.reply(
                    to: .unset(.timerToggle), desktop: .gnome, gnome: after, program: Self.program
                ).status, 1, "nothing left to remove")
        }
    }

    func testElsewhereTheLineToAddIsGivenAndNothingChanges() throws {
        try onMainActor {
            let sway = ShortcutsRunner.reply(
                to: .set(.stopwatchLap, keys: "<Super>l"), desktop: .sway, gnome: nil,
                program: Self.program)
            XCTAssertEqual(sway.status, 1)
            XCTAssertEqual(sway.output, "bindsym Mod4+l exec /usr/bin/sandglass stopwatch lap\n")
            let other = ShortcutsRunner.reply(
                to: .set(.showWindow, keys: "<Super>s"), desktop: .other("XFCE"), gnome: nil,
                program: "/opt/my apps/sandglass")
            XCTAssertEqual(other.output, "'/opt/my apps/sandglass'\n", "quoted for a shell")
            XCTAssertTrue(other.error.contains("<Super>s"), other.error)
        }
    }
}
