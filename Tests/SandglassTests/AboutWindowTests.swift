import Foundation
import GtkKit
import XCTest
@testable import Sandglass

/// The About window: libadwaita's, over the main window, with this version.
final class AboutWindowTests: XCTestCase {
    func testAboutOpensModalOverTheWindowWithThisVersion() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            defer { harness.close() }
            XCTAssertEqual(harness.app.application.action(named: AppOperation.about.name)?.isEnabled, true)

            let about = harness.app.presentAbout()
            defer { about.close() }
            try harness.pump(until: { about.isMapped }, "the About window maps")
            XCTAssertEqual(about.version, SandglassVersion.string)
            XCTAssertTrue(about.isModal, "the main window waits while About is open")
            XCTAssertTrue(about.isTransient(for: try harness.window.window), "centred on the main window")
        }
    }
}
