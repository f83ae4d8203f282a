import ArgumentParser
import TimerCore
import XCTest

@testable import Sandglass

/// The invoked process's own parsing: valid commands, help, and one-line errors for bad input.
final class CommandParserTests: XCTestCase {
    func testValidCommands() {
        XCTAssertEqual(CommandParser.parse([]), .request(.open))
        XCTAssertEqual(
            CommandParser.parse(["timer", "start", "1h30m", "--label", "Tea"]),
            .request(.timer(.start(duration: .seconds(5400), label: "Tea"))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "start", "1:30"]),
            .request(.timer(.start(duration: .seconds(90), label: nil))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "pause"]), .request(.timer(.operation(.pause))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "resume"]), .request(.timer(.operation(.resume))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "toggle"]), .request(.timer(.operation(.toggle))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "cancel"]), .request(.timer(.operation(.cancel))))
        XCTAssertEqual(CommandParser.parse(["status"]), .request(.status(json: false)))
        XCTAssertEqual(CommandParser.parse(["status", "--json"]), .request(.status(json: true)))
    }

    func testTheVerbsOnOneOfSeveralTimers() {
        XCTAssertEqual(
            CommandParser.parse(["timer", "pause", "--label", "Tea"]),
            .request(.timer(.operation(.pause, .label("Tea")))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "restart", "--id", "3"]),
            .request(.timer(.operation(.restart, .id(3)))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "dismiss"]),
            .request(.timer(.operation(.dismiss, .latest))))
        XCTAssertEqual(CommandParser.parse(["timer", "list"]), .request(.timer(.list)))
        XCTAssertEqual(
            CommandParser.parse(["timer", "start", "--last"]),
            .request(.timer(.startLast(label: nil))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "start", "--last", "--label", "Tea"]),
            .request(.timer(.startLast(label: "Tea"))))
        let refused: [([String], String)] = [
            (["timer", "pause", "--label", "Tea", "--id", "1"], "not both"),
            (["timer", "pause", "--id", "0"], "--id '0'"),
            (["timer", "pause", "--id", "x"], "--id"),
            (["timer", "cancel", "--label", " "], "--label"),
            (["timer", "start", "5m", "--last"], "'5m' with --last"),
            (["timer", "start", "--last", "--preset", "Tea"], "--last or --preset"),
        ]
        for (arguments, named) in refused {
            guard case .usageError(let message) = CommandParser.parse(arguments) else {
                XCTFail("\(arguments) should be refused")
                continue
            }
            XCTAssertTrue(message.contains(named), "\(arguments): \(message) should name \(named)")
        }
    }

    func testHelpAndVersionAreOutput() {
        guard case .output(let help) = CommandParser.parse(["--help"]) else {
            return XCTFail("--help")
        }
        XCTAssertTrue(help.contains("timer"))
        XCTAssertEqual(CommandParser.parse(["--version"]), .output(SandglassVersion.string))
        guard case .output(let timerHelp) = CommandParser.parse(["timer", "start", "--help"]) else {
            return XCTFail("timer start --help")
        }
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
            (["timer", "start"], "missing duration"),
            (["timer"], "start, pause, resume, toggle, cancel, restart, dismiss, list"),
            (["status", "--xml"], "--xml"),
            (["timer", "start", "5m", "--label", "a\nb"], "label"),
            (["timer", "start", "5m", "extra"], "extra"),
        ]
        for (arguments, named) in cases {
            guard case .usageError(let message) = CommandParser.parse(arguments) else {
                XCTFail("\(arguments) should be refused")
                continue
            }
            XCTAssertFalse(
                message.contains("\n"), "\(arguments): one line, got \(message.debugDescription)")
            XCTAssertTrue(message.contains(named), "\(arguments): \(message) should name \(named)")
        }
    }

    func testPomodoroAndCountdownCommands() {
        XCTAssertEqual(
            CommandParser.parse(["pomodoro", "start"]),
            .request(.pomodoro(.start(PomodoroOverrides()))))
        XCTAssertEqual(
            CommandParser.parse([
                "pomodoro", "start", "--focus", "50m", "--short-break", "90s", "--long-break",
                "1:00:00", "--rounds", "3", "--no-auto-start",
            ]),
            .request(
                .pomodoro(
                    .start(
                        PomodoroOverrides(
                            focus: .seconds(3_000), shortBreak: .seconds(90),
                            longBreak: .seconds(3_600), rounds: 3, autoStart: false)))))
        XCTAssertEqual(
            CommandParser.parse(["pomodoro", "pause"]), .request(.pomodoro(.operation(.pause))))
        XCTAssertEqual(
            CommandParser.parse(["pomodoro", "resume"]), .request(.pomodoro(.operation(.resume))))
        XCTAssertEqual(
            CommandParser.parse(["pomodoro", "toggle"]), .request(.pomodoro(.operation(.toggle))))
        XCTAssertEqual(
            CommandParser.parse(["pomodoro", "skip"]), .request(.pomodoro(.operation(.skip))))
        XCTAssertEqual(
            CommandParser.parse(["pomodoro", "stop"]), .request(.pomodoro(.operation(.stop))))
        XCTAssertEqual(
            CommandParser.parse([
                "countdown", "start", "2027-01-01T00:00:00+09:00", "--label", "Launch",
            ]),
            .request(.countdown(.start(targetMs: 1_798_729_200_000, label: "Launch"))))
        XCTAssertEqual(
            CommandParser.parse(["countdown", "start", "2020-01-01T00:00:00Z"]),
            .request(.countdown(.start(targetMs: 1_577_836_800_000, label: nil))),
            "a past date is accepted")
        guard
            case .request(.mode(let request)) = CommandParser.parse([
                "countdown", "start", "2027-01-01", "09:30",
            ]), case .start = request.base as? CountdownRequest
        else {
            return XCTFail("a local date and time may come as two words")
        }
        XCTAssertEqual(
            CommandParser.parse(["countdown", "stop"]), .request(.countdown(.operation(.stop))))
    }

    func testBadPomodoroAndCountdownInputIsOneLineNamingTheValue() {
        let cases: [([String], String)] = [
            (["pomodoro", "start", "--focus", "abc"], "'abc'"),
            (["pomodoro", "start", "--short-break", "0"], "'0'"),
            (["pomodoro", "start", "--long-break", "100h"], "'100h'"),
            (["pomodoro", "start", "--rounds", "0"], "'0'"),
            (["pomodoro", "start", "--rounds", "x"], "--rounds"),
            (["pomodoro"], "start, pause, resume, toggle, skip, stop"),
            (["countdown", "start", "2024-02-30"], "'2024-02-30'"),
            (["countdown", "start", "2024-13-01T00:00:00Z"], "'2024-13-01T00:00:00Z'"),
            (["countdown", "start", "25:61"], "'25:61'"),
            (["countdown", "start", "2024-01-01T00:00:00+19:00"], "+19:00"),
            (["countdown", "start", "soon"], "'soon'"),
            (["countdown", "start"], "<date>"),
            (["countdown", "frob"], "'frob'"),
        ]
        for (arguments, named) in cases {
            guard case .usageError(let message) = CommandParser.parse(arguments) else {
                XCTFail("\(arguments) should be refused")
                continue
            }
            XCTAssertFalse(
                message.contains("\n"), "\(arguments): one line, got \(message.debugDescription)")
            XCTAssertTrue(message.contains(named), "\(arguments): \(message) should name \(named)")
        }
    }

    /// What ArgumentParser would do silently or wrongly is a clear line, exit 2.
    func testOptionsGivenTwiceOrValuesThatLookLikeOptionsAreRefused() {
        let cases: [([String], String)] = [
            (
                ["timer", "start", "5m", "--label", "A", "--label", "B"],
                "--label given twice ('A' and 'B'); give it once"
            ),
            (
                ["timer", "start", "5m", "--label=A", "--label", "B"],
                "--label given twice ('A' and 'B'); give it once"
            ),
            (
                ["timer", "pause", "--id", "1", "--id", "2"],
                "--id given twice ('1' and '2'); give it once"
            ),
            (
                ["timer", "start", "5m", "--label", "-h"],
                "missing value for --label: '-h' is read as an option; write --label=-h to give it as the value"
            ),
            (
                ["timer", "start", "5m", "--label", "--help"],
                "missing value for --label: '--help' is read as an option; write --label=--help to give it as the value"
            ),
            (
                ["status", "--follow", "--format", "json", "--text", "{label}"],
                "--text goes with --format waybar or --format text, not with JSON lines; usage: sandglass status [--json] [--follow] [--format <format>] [--text <text>] [--exit-with-instance]"
            ),
            (
                ["status", "--follow", "--text", "{label}"],
                "--text goes with --format waybar or --format text, not with JSON lines; usage: sandglass status [--json] [--follow] [--format <format>] [--text <text>] [--exit-with-instance]"
            ),
        ]
        for (arguments, message) in cases {
            XCTAssertEqual(CommandParser.parse(arguments), .usageError(message), "\(arguments)")
        }
        XCTAssertEqual(
            CommandParser.parse(["timer", "start", "5m", "--label=-h"]),
            .request(.timer(.start(duration: .seconds(300), label: "-h"))),
            "a label that starts with a dash, given as --label=VALUE")
        XCTAssertEqual(
            CommandParser.parse(["timer", "start", "5m", "--help"]).isOutput, true,
            "help is still help")
        XCTAssertEqual(
            CommandParser.parse(["status", "--follow", "--format", "text", "--text", "{label}"])
                .isOutput, false)
    }

    /// An error line repeats no huge value whole, and no control or bidirectional character raw.
    func testErrorLinesCutLongValuesAndEscapeUnprintableOnes() {
        let huge = String(repeating: "9", count: 100_000)
        for arguments in [
            ["timer", "start", huge], ["timer", "pause", "--id", huge],
            ["countdown", "start", huge], ["timer", "pause", "--label", huge, "--id", "1"],
            ["timer", huge], ["timer", "start", "5\u{202E}m"],
            ["countdown", "start", "2027\u{202E}-01-01"], ["timer", "start", "\u{1B}[2J"],
        ] {
            guard case .usageError(let message) = CommandParser.parse(arguments) else {
                XCTFail("\(arguments.map { $0.prefix(20) })")
                continue
            }
            XCTAssertLessThan(message.count, 500, message)
            XCTAssertFalse(
                message.unicodeScalars.contains { LabelText.isRefused($0) },
                message.debugDescription)
        }
    }

}

/// What the command line offers is derived from the operations: verbs, help and requests agree.
final class CommandDerivationTests: XCTestCase {
    func testEachModeOffersExactlyItsOperationsVerbs() {
        let groups: [(ParsableCommandGroup, [OperationDefinition])] = [
            (TimerCommand.self, TimerOperation.allCases.map(\.definition)),
            (StopwatchCommand.self, StopwatchOperation.allCases.map(\.definition)),
            (PomodoroCommand.self, PomodoroOperation.allCases.map(\.definition)),
            (CountdownCommand.self, CountdownOperation.allCases.map(\.definition)),
        ]
        for (command, definitions) in groups {
            // A group of commands of its own (`timer preset …`) is not an operation of the mode.
            // Nor is a command that only reads (`timer list`, like `status`).
            let leaves = command.configuration.subcommands.filter {
                $0.configuration.subcommands.isEmpty && $0 != TimerCommand.List.self
            }
            let subcommands = leaves.map {
                ($0.configuration.commandName ?? "", $0.configuration.abstract)
            }
            let verbs = definitions.compactMap { definition in
                definition.verb.map { ($0, definition.help) }
            }
            XCTAssertEqual(subcommands.map(\.0).sorted(), verbs.map(\.0).sorted(), "\(command)")
            for (verb, help) in verbs {
                XCTAssertEqual(
                    subcommands.first { $0.0 == verb }?.1, help,
                    "\(command) \(verb): --help says the operation's help")
            }
        }
    }

    func testTheTimersOnlyGroupIsItsPresets() {
        let groups = TimerCommand.configuration.subcommands.filter {
            !$0.configuration.subcommands.isEmpty
        }
        XCTAssertEqual(groups.map { $0.configuration.commandName ?? "" }, ["preset"])
        for command in [StopwatchCommand.self, PomodoroCommand.self, CountdownCommand.self]
            as [ParsableCommand.Type]
        {
            XCTAssertTrue(
                command.configuration.subcommands.allSatisfy {
                    $0.configuration.subcommands.isEmpty
                }, "\(command)")
        }
    }

    func testEveryVerbParsesToItsOperation() {
        for operation in StopwatchOperation.allCases where operation.definition.verb != nil {
            XCTAssertEqual(
                CommandParser.parse(["stopwatch", operation.definition.verb ?? ""]),
                .request(.stopwatch(operation)))
        }
        for operation in TimerOperation.allCases
        where operation.definition.verb != nil && operation != .startWith {
            XCTAssertEqual(
                CommandParser.parse(["timer", operation.definition.verb ?? ""]),
                .request(.timer(.operation(operation))))
        }
        for operation in PomodoroOperation.allCases
        where operation.definition.verb != nil && operation != .start {
            XCTAssertEqual(
                CommandParser.parse(["pomodoro", operation.definition.verb ?? ""]),
                .request(.pomodoro(.operation(operation))))
        }
        XCTAssertEqual(
            CommandParser.parse(["countdown", "stop"]), .request(.countdown(.operation(.stop))))
    }

    /// A negative value is named as such, not "missing value"; labels are text.
    func testNegativeValuesAndLabelsThatAreNotTextAreNamed() {
        let cases: [([String], String)] = [
            (
                ["pomodoro", "start", "--rounds", "-1"],
                "invalid --rounds '-1': negative numbers are not accepted"
            ),
            (
                ["pomodoro", "start", "--short-break", "-1m"],
                "invalid --short-break '-1m': negative durations are not accepted"
            ),
            (
                ["pomodoro", "start", "--focus", "-90"],
                "invalid --focus '-90': negative durations are not accepted"
            ),
        ]
        for (arguments, message) in cases {
            XCTAssertEqual(CommandParser.parse(arguments), .usageError(message), "\(arguments)")
        }
        for label in ["a\u{202E}b", "a\u{2066}b", "a\u{7F}b", "a\u{85}b", "a\u{1B}[31mb"] {
            guard
                case .usageError(let message) = CommandParser.parse([
                    "timer", "start", "5m", "--label", label,
                ])
            else {
                XCTFail("label \(label.debugDescription) is refused")
                continue
            }
            XCTAssertTrue(message.hasPrefix("invalid label"), message)
            XCTAssertFalse(
                message.unicodeScalars.contains { LabelText.isRefused($0) },
                "the message itself is printable: \(message.debugDescription)")
        }
        guard
            case .usageError(let before) = CommandParser.parse(["countdown", "start", "1969-12-31"])
        else { return XCTFail("1969") }
        XCTAssertTrue(before.contains("year must be 1970–9999"), before)
    }

    func testVersionTakesNoOtherArguments() {
        guard case .usageError(let message) = CommandParser.parse(["--version", "extra"]) else {
            return XCTFail("--version extra is bad input, like status extra")
        }
        XCTAssertTrue(message.contains("'extra'"), message)
        guard case .usageError = CommandParser.parse(["status", "extra"]) else {
            return XCTFail("status extra")
        }
    }

    /// An action's name is spelled once, in its operation's (or option's) case: nowhere else in the application's sources.
    func testNoActionNameIsSpelledOutsideItsOperation() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Sandglass")
        let names =
            TimerOperation.allCases.map(\.name) + StopwatchOperation.allCases.map(\.name)
            + PomodoroOperation.allCases.map(\.name) + CountdownOperation.allCases.map(\.name)
            + AlertOption.all.map(\.name) + WindowOption.allCases.map(\.name)
            + TrayOption.allCases.map(\.name)
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap {
            $0 as? String
        }
        .filter {
            $0.hasSuffix(".swift") && !$0.hasSuffix("Operation.swift")
                && !$0.hasSuffix("Option.swift")
        }
        XCTAssertGreaterThan(files.count, 30)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for name in names {
                XCTAssertFalse(
                    text.contains("\"\(name)\"") || text.contains("\"app.\(name)"),
                    "\(file) spells \(name)")
            }
        }
    }
}

/// A command group (`sandglass timer`): its configuration lists its verbs.
typealias ParsableCommandGroup = ParsableCommand.Type

extension CommandParser.Outcome {
    /// Help or version text.
    var isOutput: Bool {
        if case .output = self { return true }
        return false
    }
}
