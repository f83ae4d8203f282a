import XCTest

@testable import GtkKit

/// Whatever GLib prints on stderr reaches the terminal as the program's own line.
final class ProgramMessagesTests: XCTestCase {
    func testEveryLineGetsTheProgramsPrefixOnce() {
        XCTAssertEqual(
            ProgramMessages.prefixed(
                "Failed to register: Timeout was reached\n", program: "sandglass"),
            "sandglass: Failed to register: Timeout was reached\n")
        XCTAssertEqual(
            ProgramMessages.prefixed(
                "sandglass: already prefixed\nsecond line", program: "sandglass"),
            "sandglass: already prefixed\nsandglass: second line\n")
    }

    func testALogMessageIsOneLineNamingItsDomainAndKind() {
        XCTAssertEqual(
            ProgramMessages.logLine(
                domain: "Gtk", kind: "warning", message: "something odd\nover two lines"),
            "Gtk warning: something odd over two lines")
        XCTAssertEqual(
            ProgramMessages.logLine(domain: nil, kind: "critical", message: "x"), "critical: x")
    }
}
