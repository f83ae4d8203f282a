import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The pin: one on/off action (`app.pin`) that the header's toggle, Ctrl+T and `sandglass window
/// pin|unpin` all change; saved, and asked of the window manager again for each new window.
final class WindowPinTests: GtkTestCase {
    func testThePinIsOneActionTheCommandTheKeyAndTheButtonShare() throws {
        try withHarness { harness in
            let app = harness.app
            let action = try XCTUnwrap(app.application.action(named: WindowOption.pin.name))
            XCTAssertEqual(action.state, false)

            let runner = app.commandRunner()
            let pinned = runner.run(.window(WindowRequest(option: .pin, on: true)))
            XCTAssertEqual(pinned, .done("Window pinned: it stays above other windows"))
            XCTAssertEqual(action.state, true, "the header's toggle shows it")
            XCTAssertTrue(app.shell.preferences.value.pinned)
            XCTAssertTrue(harness.savedSettings().pinned, "kept in the settings")
            XCTAssertEqual(
                runner.run(.window(WindowRequest(option: .pin, on: true))).status, 0,
                "pinning a pinned window is no error")

            // Ctrl+T (the action, activated as a key does) toggles it off.
            app.application.activateAction(WindowOption.pin.name)
            XCTAssertEqual(action.state, false)
            XCTAssertFalse(app.shell.preferences.value.pinned)
            XCTAssertEqual(
                runner.run(.window(WindowRequest(option: .pin, on: false))),
                .done("Window unpinned"))

            let status = runner.run(.status(json: true)).output
            XCTAssertTrue(
                status.contains(#""window":{"visible":true,"pinned":false,"compact":false}"#),
                status)
        }
    }

    func testAPinnedWindowComesBackPinnedAtTheNextLaunch() throws {
        try onMainActor {
            let harness = try AppHarness.withPreferences(#"{"version":1,"pinned":true}"#)
            defer { harness.close() }
            XCTAssertEqual(
                harness.app.application.action(named: WindowOption.pin.name)?.state, true)
            XCTAssertTrue(harness.app.shell.isOn(.pin))
        }
    }

    func testTheShortcutsWindowListsTheKey() throws {
        try withHarness { harness in
            let general = try XCTUnwrap(
                ShortcutsOverview.groups(harness.app.shell.features).first { $0.0 == "General" })
            XCTAssertTrue(general.1.contains { $0 == ("<Control>t", "Keep on Top") })
        }
    }

    /// Xwayland keeps the window on top only where the desktop's window manager honours the
    /// request (mutter, KWin), Xwayland runs, and the person did not choose the display.
    func testXwaylandIsUsedOnGnomeAndKdeOnWaylandOnly() throws {
        try onMainActor {
            let wayland = ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":1"]
            for desktop in ["GNOME", "ubuntu:GNOME", "KDE"] {
                XCTAssertNotNil(
                    XwaylandPin(
                        environment: wayland.merging(["XDG_CURRENT_DESKTOP": desktop]) {
                            $1
                        }), desktop)
            }
            for other in ["", "weston", "sway", "XFCE"] {
                XCTAssertNil(
                    XwaylandPin(
                        environment: wayland.merging(["XDG_CURRENT_DESKTOP": other]) {
                            $1
                        }), other)
            }
            let gnome = wayland.merging(["XDG_CURRENT_DESKTOP": "GNOME"]) { $1 }
            XCTAssertNil(
                XwaylandPin(environment: gnome.filter { $0.key != "DISPLAY" }), "no Xwayland")
            XCTAssertNil(
                XwaylandPin(environment: gnome.filter { $0.key != "WAYLAND_DISPLAY" }),
                "X11 already")
            XCTAssertNil(
                XwaylandPin(environment: gnome.merging(["GDK_BACKEND": "wayland"]) { $1 }),
                "the person's choice")
        }
    }

    /// sway and i3 are told by their IPC; i3's client finds its socket itself when Sandglass was
    /// started without I3SOCK (by D-Bus activation).
    func testTilingRulesAreSwaysOrI3s() {
        XCTAssertEqual(
            TilingWindowRules(environment: ["SWAYSOCK": "/run/s.sock"])?.program, "swaymsg")
        let i3 = TilingWindowRules(environment: ["I3SOCK": "/run/i3.sock", "DISPLAY": ":0"])
        XCTAssertEqual(i3?.program, "i3-msg")
        XCTAssertEqual(i3?.socket, "/run/i3.sock")
        let activated = TilingWindowRules(environment: [
            "XDG_CURRENT_DESKTOP": "i3", "DISPLAY": ":0",
        ])
        XCTAssertEqual(activated?.program, "i3-msg")
        XCTAssertNil(activated?.socket)
        XCTAssertNil(
            TilingWindowRules(environment: ["XDG_CURRENT_DESKTOP": "GNOME", "DISPLAY": ":0"]))
        XCTAssertNil(
            TilingWindowRules(environment: [
                "I3SOCK": "/run/i3.sock", "WAYLAND_DISPLAY": "wayland-0",
            ]),
            "i3's socket seen from a Wayland session is not this window's")
    }
}
