import Foundation
import Glibc
import GtkKit
import XCTest

/// GTK's settings are made with libadwaita's empty theme already named (`GtkRuntime`), so GTK
/// never parses its own default theme only to have libadwaita throw it away: the end is what
/// libadwaita leaves on its own, and nothing of the shortcut is left in the environment.
final class GtkThemeStartTests: GtkTestCase {
    func testTheSettingsNameLibadwaitasEmptyThemeAndGTKThemeIsGone() throws {
        try onDisplay {
            // Set when the tests started (/proc/self/environ is the environment the process began
            // with): the person's theme stands, and libadwaita leaves its own.
            let initial = (try? String(contentsOfFile: "/proc/self/environ", encoding: .utf8)) ?? ""
            if initial.split(separator: "\0").contains(where: { $0.hasPrefix("GTK_THEME=") }) {
                throw XCTSkip("GTK_THEME is set for the tests")
            }
            XCTAssertNil(getenv("GTK_THEME"), "taken out again once the settings are made")
            // What libadwaita 1.2 sets as it starts, whatever the settings were made with: a
            // libadwaita that stopped setting it would be left with GTK's theme empty.
            XCTAssertEqual(GtkRuntime.themeName, "Adwaita-empty")
        }
    }
}
