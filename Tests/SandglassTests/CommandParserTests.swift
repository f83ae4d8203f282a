import XCTest
@testable import Sandglass

/// The invoked process's own parsing: valid commands, help, and one-line errors for bad input.
final class CommandParserTests: XCTestCase {
    func testValidCommands() {
        XCTAssertEqual(CommandParser.parse([]), .request(.open))
        XCTAssertEqual(CommandParser.parse(["timer", "start", "1h30m", "--label", "Tea"]),
                       .request(.timerStart(duration: .seconds(5400), label: "Tea")))
        XCTAssertEqual(CommandParser.parse(["timer", "start", "1:30"]), .request(.timerStart(duration: .seconds(90), label: nil)))
        XCTAssertEqual(CommandParser.parse(["timer", "pause"]), .request(.timerPause))
        XCTAssertEqual(CommandParser.parse(["timer", "resume"]), .request(.timerResume))
        XCTAssertEqual(CommandParser.parse(["timer", "toggle"]), .request(.timerToggle))
        XCTAssertEqual(CommandParser.parse(["timer", "cancel"]), .request(.timerCancel))
        XCTAssertEqual(CommandParser.parse(["status"]), .request(.status(json: false)))
        XCTAssertEqual(CommandParser.parse(["status", "--json"]), .request(.status(json: true)))
    }

    func testHelpAndVersionAreOutput() {
        guard case .output(let help) = CommandParser.parse(["--help"]) else { return XCTFail("--help") }
        XCTAssertTrue(help.contains("timer"))
        XCTAssertEqual(CommandParser.parse(["--version"]), .output(SandglassVersion.string))
        guard case .output(let timerHelp) = CommandParser.parse(["timer", "start", "--help"]) else { return XCTFail("timer start --help") }
        XCTAssertTrue(timerHelp.contains("99:59:59"))
    }

    func testBadInputIsOneLineNamingTheValue() {
        let cases: [([String], String)] = [
            (["timer", "start", "1:99:00"], "'1:99:00'"),
            (["timer", "start", "abc"], "'abc'"),
            (["timer", "start", "-5m"], "'-5m'"),
            (["timer", "start", "0"], "'0'"),
            (["timer", "start", "100h"], "'100h'"),
            (["timer", "frob"], "'frob'"),
            (["frob"], "'frob'"),
            (["timer", "start"], "<duration>"),
            (["timer"], "start, pause, resume, toggle, cancel"),
            (["status", "--xml"], "--xml"),
            (["timer", "start", "5m", "--label", "a\nb"], "label"),
            (["timer", "start", "5m", "extra"], "extra"),
        ]
        for (arguments, named) in cases {
            guard case .usageError(let message) = CommandParser.parse(arguments) else {
                XCTFail("\(arguments) should be refused"); continue
            }
            XCTAssertFalse(message.contains("\n"), "\(arguments): one line, got \(message.debugDescription)")
            XCTAssertTrue(message.contains(named), "\(arguments): \(message) should name \(named)")
        }
    }
}
