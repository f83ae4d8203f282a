import CommandDoor
import Foundation
import TimerCore
import XCTest

@testable import Sandglass

/// What the instance answers a command line the `sandglass` program hands over
/// (`CommandDoor`), and what it hands back for the caller to carry out itself.
final class CommandDoorAnswerTests: GtkTestCase {
    /// The caller's environment as the instance's own, plus `extra`.
    private static func environment(_ extra: [String: String] = [:]) -> (String) -> String? {
        let own = ProcessInfo.processInfo.environment
        return { name in extra[name] ?? own[name] }
    }

    func testACommandThatActsOrReadsIsAnsweredByTheInstance() throws {
        try onMainActor {
            let harness = try AppHarness()
            defer { harness.close() }
            let runner = harness.app.commandRunner()
            let started = runner.answer(
                ["timer", "start", "3m"], handedOver: true, environment: Self.environment())
            XCTAssertEqual(started?.status, 0)
            XCTAssertEqual(harness.app.timer.controller.phase, .running)
            let status = runner.answer(
                ["status", "--json"], handedOver: true, environment: Self.environment())
            XCTAssertTrue(
                status?.output.contains("\"state\":\"running\"") == true, "\(status as Any)")
            let bad = runner.answer(
                ["timer", "strat"], handedOver: true, environment: Self.environment())
            XCTAssertEqual(bad?.status, 2, "bad input is answered where it is parsed")
        }
    }

    func testWhatTheCallersProcessDoesIsHandedBack() throws {
        try onMainActor {
            let harness = try AppHarness()
            defer { harness.close() }
            let runner = harness.app.commandRunner()
            for arguments in [
                ["status", "--follow"], ["wait", "timer"], ["timer", "start", "1m", "--wait"],
                ["history", "--json"], ["shortcuts", "list"], ["--help"], ["--version"],
                ["timer", "--help"],
            ] {
                XCTAssertNil(
                    runner.answer(arguments, handedOver: true, environment: Self.environment()),
                    "\(arguments) is the caller's to carry out")
            }
            XCTAssertEqual(
                harness.app.timer.controller.phase, .idle, "a start to wait on was not started")
            // Through GApplication (the full program forwarding) the instance answers as before.
            XCTAssertEqual(
                runner.answer(
                    ["status", "--follow"], handedOver: false, environment: Self.environment())?
                    .status, 2)
        }
    }

    func testACallerInAnotherLanguageIsAnsweredByItsOwnProcess() throws {
        try onMainActor {
            let harness = try AppHarness()
            defer { harness.close() }
            let runner = harness.app.commandRunner()
            let korean = Self.environment([
                "LANGUAGE": "ko", "LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "", "LANG": "ko_KR.UTF-8",
            ])
            XCTAssertNil(
                runner.answer(["timer", "start", "3m"], handedOver: true, environment: korean))
            XCTAssertEqual(harness.app.timer.controller.phase, .idle, "nothing was done")
        }
    }

    func testACallerThatGaveUpGetsNothingDone() throws {
        try onMainActor {
            let harness = try AppHarness()
            defer { harness.close() }
            let runner = harness.app.commandRunner()
            let late = Self.environment([CommandDoor.deadlineVariable: "1"])
            let reply = runner.answer(
                ["timer", "start", "3m"], handedOver: true, environment: late)
            XCTAssertEqual(reply?.status, 1)
            XCTAssertEqual(harness.app.timer.controller.phase, .idle)
        }
    }

    func testTheDeadlineIsASecondBeforeTheCallerGivesUp() {
        let now = Instant(nanoseconds: 7_000_000_123)
        let value = CommandDeadline.value(givingUpAfter: CommandDoor.answerSeconds, from: now)
        XCTAssertEqual(
            value, 7_000_000_123 + Int64(CommandDoor.answerSeconds - 1) * 1_000_000_000,
            "the full program and the small command send the same deadline")
        XCTAssertFalse(CommandDeadline.hasPassed(String(value), at: now))
        XCTAssertFalse(
            CommandDeadline.hasPassed(
                String(value), at: now + .seconds(CommandDoor.answerSeconds - 1)))
        XCTAssertTrue(
            CommandDeadline.hasPassed(
                String(value), at: now + .seconds(CommandDoor.answerSeconds - 1) + .milliseconds(1)
            ))
        XCTAssertFalse(
            CommandDeadline.hasPassed("soon", at: now), "an unreadable one is no deadline")
    }

    func testTheMessagesLanguageFollowsGettextsRule() {
        let read = { (values: [String: String]) in
            CallerLanguage.messages { values[$0] }
        }
        XCTAssertEqual(read([:]), "C")
        XCTAssertEqual(read(["LANG": "ko_KR.UTF-8"]), "ko_KR.UTF-8")
        XCTAssertEqual(read(["LANG": "en_US.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"]), "de_DE.UTF-8")
        XCTAssertEqual(read(["LC_ALL": "C", "LANGUAGE": "ko"]), "C", "LANGUAGE is ignored under C")
        XCTAssertEqual(read(["LANG": "C.UTF-8", "LANGUAGE": "ko"]), "C", "so it is under C.UTF-8")
        XCTAssertEqual(read(["LANG": "POSIX"]), "C")
        XCTAssertEqual(read(["LANG": "en_US.UTF-8", "LANGUAGE": "ko"]), "ko en_US.UTF-8")
    }

    func testTheCallersEnvironmentIsReadAsGetenvWouldFindIt() {
        XCTAssertEqual(
            CommandLineDoor.variables(["A=1", "B=x=y", "A=2", "broken", "C="]),
            ["A": "1", "B": "x=y", "C": ""])
    }
}
