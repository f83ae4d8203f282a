import Foundation
import XCTest

/// The rooms of docs/ARCHITECTURE.md, checked on the sources: each target imports and calls only
/// what its room may, so a shortcut across the layers fails here rather than in review.
final class LayeringTests: XCTestCase {
    /// The `Sources` folder of this checkout.
    private let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file of `target`, with its text.
    private func files(of target: String) throws -> [(name: String, text: String)] {
        let folder = sources.appendingPathComponent(target)
        guard
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else {
            XCTFail("no sources at \(folder.path)")
            return []
        }
        let found = try walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map
        {
            (
                name: String($0.path.dropFirst(sources.path.count + 1)),
                text: try String(contentsOf: $0, encoding: .utf8)
            )
        }
        XCTAssertFalse(found.isEmpty, "no Swift files in \(target)")
        return found
    }

    /// The files of `target` whose code (comments left out) has a line matching `pattern`.
    private func offenders(in target: String, matching pattern: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return try files(of: target).compactMap { file in
            let code = file.text.split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }
            let hit = code.first { line in
                let text = String(line)
                return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
                    != nil
            }
            return hit.map { "\(file.name): \($0.trimmingCharacters(in: .whitespaces))" }
        }
    }

    func testTheApplicationLeavesTheCLibraryAndRawPointersToSystemKitAndGtkKit() throws {
        for target in ["Sandglass", "SandglassMain"] {
            XCTAssertEqual(
                try offenders(in: target, matching: #"^\s*import (Glibc|CGtk|CAdw)\b"#), [],
                "\(target) imports a C module")
            XCTAssertEqual(
                try offenders(
                    in: target,
                    matching: #"\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b|\bwithUnsafe"#), [],
                "\(target) holds raw pointers")
            XCTAssertEqual(
                try offenders(in: target, matching: #"\b(gtk|g|adw|gdk)_[a-z_]+\("#), [],
                "\(target) calls GTK or GLib directly")
        }
    }

    func testTheModelKnowsNoToolkitNorSystemLayer() throws {
        XCTAssertEqual(
            try offenders(
                in: "TimerCore", matching: #"^\s*import (GtkKit|SystemKit|CGtk|CAdw|Sandglass)\b"#),
            [])
    }

    func testTheToolkitLayersKnowNoModelNorApplication() throws {
        XCTAssertEqual(
            try offenders(in: "GtkKit", matching: #"^\s*import (TimerCore|Sandglass)\b"#), [])
        XCTAssertEqual(
            try offenders(
                in: "SystemKit", matching: #"^\s*import (TimerCore|GtkKit|CGtk|CAdw|Sandglass)\b"#),
            [])
    }
}
