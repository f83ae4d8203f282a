import Foundation
import XCTest

@testable import Sandglass

/// The desktop file's launcher actions and the application actions a D-Bus activation calls
/// instead of their Exec lines: the same names, and the same requests.
final class LauncherActionTests: XCTestCase {
    func testEachDesktopActionIsAnApplicationActionAskingWhatItsExecLineAsks() throws {
        let desktop = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "data/io.github.sandglass.Sandglass.desktop.in")
        let text = try String(contentsOf: desktop, encoding: .utf8)
        XCTAssertTrue(text.contains("\nDBusActivatable=true\n"))
        var execs: [String: String] = [:]
        var section: String?
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("[Desktop Action ") {
                section = String(line.dropFirst(16).dropLast())
            }
            if let name = section, line.hasPrefix("Exec=") {
                execs[name] = String(line.dropFirst(5))
            }
        }
        XCTAssertEqual(Set(execs.keys), ["new-timer", "toggle", "dismiss", "pomodoro"])
        for (name, exec) in execs {
            let operation = try XCTUnwrap(
                AppOperation(rawValue: name), "app.\(name) exists for the desktop's \(name)")
            let words = exec.split(separator: " ").map(String.init)
            XCTAssertEqual(words.first, "sandglass")
            guard case .request(let request) = CommandParser.parse(Array(words.dropFirst())) else {
                return XCTFail("\(exec) parses")
            }
            XCTAssertEqual(operation.launcherRequest?.request, request, name)
        }
    }
}
