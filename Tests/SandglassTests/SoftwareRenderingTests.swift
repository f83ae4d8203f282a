import Foundation
import Glibc
import XCTest

@testable import GtkKit

/// Where OpenGL would be software GTK is kept off it, but a user's own choice always stands; and
/// GTK's own theme, which libadwaita replaces, is not parsed at start.
final class SoftwareRenderingTests: XCTestCase {
    private static let names = [
        "GSK_RENDERER", "GDK_DEBUG", "GDK_BACKEND", "LIBGL_ALWAYS_SOFTWARE",
    ]

    func testSoftwareGLGetsCairoAndGDKDebugComesBackAfterInit() {
        MainActor.assumeIsolated {
            Self.withEnvironment([
                "GDK_DEBUG": "nograbs", "GDK_BACKEND": "x11", "LIBGL_ALWAYS_SOFTWARE": "1",
            ]) {
                let restore = SoftwareRendering.preferCairoWhenGLIsSoftware()
                XCTAssertEqual(Self.value("GSK_RENDERER"), "cairo")
                XCTAssertEqual(Self.value("GDK_DEBUG"), "nograbs,gl-disable")
                restore()
                XCTAssertEqual(Self.value("GDK_DEBUG"), "nograbs")
            }
        }
    }

    func testTheUsersRendererIsKept() {
        MainActor.assumeIsolated {
            Self.withEnvironment([
                "GSK_RENDERER": "gl", "GDK_BACKEND": "x11", "LIBGL_ALWAYS_SOFTWARE": "1",
            ]) {
                let restore = SoftwareRendering.preferCairoWhenGLIsSoftware()
                restore()
                XCTAssertEqual(Self.value("GSK_RENDERER"), "gl")
                XCTAssertNil(Self.value("GDK_DEBUG"))
            }
        }
    }

    func testTheUsersGLDebugFlagsAreKept() {
        MainActor.assumeIsolated {
            Self.withEnvironment([
                "GDK_DEBUG": "gl-glx", "GDK_BACKEND": "x11", "LIBGL_ALWAYS_SOFTWARE": "1",
            ]) {
                _ = SoftwareRendering.preferCairoWhenGLIsSoftware()
                XCTAssertNil(Self.value("GSK_RENDERER"))
                XCTAssertEqual(Self.value("GDK_DEBUG"), "gl-glx")
            }
        }
    }

    func testBroadwayIsLeftAlone() {
        MainActor.assumeIsolated {
            Self.withEnvironment(["GDK_BACKEND": "broadway", "LIBGL_ALWAYS_SOFTWARE": "1"]) {
                _ = SoftwareRendering.preferCairoWhenGLIsSoftware()
                XCTAssertNil(Self.value("GSK_RENDERER"))
                XCTAssertNil(Self.value("GDK_DEBUG"))
            }
        }
    }

    /// GTK's settings are made with libadwaita's empty theme already named (`GtkRuntime`), so
    /// GTK never parses its own default theme only to have libadwaita throw it away: the end is
    /// what libadwaita leaves on its own, and nothing of the shortcut is left in the environment.
    func testTheSettingsNameLibadwaitasEmptyThemeAndGTKThemeIsGone() throws {
        try MainActor.assumeIsolated {
            try TestEnvironment.requireDisplay()
            // Set when the tests started (/proc/self/environ is the environment the process began
            // with): the person's theme stands, and libadwaita leaves its own.
            let initial = (try? String(contentsOfFile: "/proc/self/environ", encoding: .utf8)) ?? ""
            if initial.split(separator: "\0").contains(where: { $0.hasPrefix("GTK_THEME=") }) {
                throw XCTSkip("GTK_THEME is set for the tests")
            }
            XCTAssertNil(Self.value("GTK_THEME"), "taken out again once the settings are made")
            // What libadwaita 1.2 sets as it starts, whatever the settings were made with: a
            // libadwaita that stopped setting it would be left with GTK's theme empty.
            XCTAssertEqual(GtkRuntime.themeName, "Adwaita-empty")
        }
    }

    /// Runs `body` with exactly `values` set among `names`, then puts the environment back.
    @MainActor
    private static func withEnvironment(_ values: [String: String], _ body: () -> Void) {
        let saved = names.map { ($0, value($0)) }
        defer { for (name, old) in saved { set(name, old) } }
        for name in names { set(name, values[name]) }
        body()
    }

    private static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func set(_ name: String, _ value: String?) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
}
