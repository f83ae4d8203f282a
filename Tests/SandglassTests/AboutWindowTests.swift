import Foundation
import GtkKit
import XCTest

@testable import Sandglass

/// The About window: libadwaita's, over the main window, with this version and its release notes.
final class AboutWindowTests: GtkTestCase {
    func testAboutOpensModalOverTheWindowWithThisVersion() throws {
        try withHarness { harness in
            XCTAssertEqual(
                harness.app.application.action(named: AppOperation.about.name)?.isEnabled, true)

            let about = harness.app.presentAbout()
            defer { about.close() }
            try harness.pump(until: { about.isMapped }, "the About window maps")
            XCTAssertEqual(about.version, SandglassVersion.string)
            XCTAssertEqual(about.releaseNotesVersion, SandglassVersion.string)
            XCTAssertTrue(about.isModal, "the main window waits while About is open")
            XCTAssertTrue(
                about.isTransient(for: try harness.window.window), "centred on the main window")
        }
    }

    /// The About window and the AppStream metainfo tell the same release notes for this version.
    func testTheReleaseNotesAreTheMetainfosForThisVersion() throws {
        let metainfo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "data/io.github.sandglass.Sandglass.metainfo.xml.in")
        let xml = try String(contentsOf: metainfo, encoding: .utf8)
        let release = try XCTUnwrap(
            xml.range(of: "<release version=\"\(ReleaseNotes.version)\""),
            "the metainfo has a <release> for \(ReleaseNotes.version)")
        let rest = xml[release.upperBound...]
        let start = try XCTUnwrap(rest.range(of: "<description>"))
        let end = try XCTUnwrap(rest.range(of: "</description>"))
        XCTAssertEqual(
            Self.normalized(String(rest[start.upperBound..<end.lowerBound])),
            Self.normalized(ReleaseNotes.markup))
    }

    /// Markup with the layout whitespace between tags removed and other runs of it made one space.
    private static func normalized(_ markup: String) -> String {
        markup.replacingOccurrences(of: #">\s+<"#, with: "><", options: .regularExpression)
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
