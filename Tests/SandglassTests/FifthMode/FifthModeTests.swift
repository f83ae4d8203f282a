import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// A mode is its folder and one line in the list of modes: the interval mode of this folder,
/// registered here and nowhere else, starts, saves, reports, waits and shows in `--help`.
final class FifthModeTests: GtkTestCase {
    /// The list of modes with one more line.
    private static let modes = ModeList.builtIn + [IntervalMode()]

    func testItsCommandsAppearInHelpOnlyWhenItIsRegistered() {
        ModeList.using(Self.modes) {
            guard case .output(let help) = CommandParser.parse(["--help"]) else {
                return XCTFail("sandglass --help prints help")
            }
            XCTAssertTrue(help.contains("interval"), help)
            XCTAssertTrue(help.contains("Run rounds of one length, back to back."), help)
            guard case .output(let status) = CommandParser.parse(["status", "--help"]),
                case .output(let wait) = CommandParser.parse(["wait", "--help"])
            else { return XCTFail("status and wait have help") }
            // Help is wrapped to the terminal's width: the words, whatever the breaks.
            let statusWords = status.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(
                statusWords.contains(#""interval": {"state", "round", "rounds", "ends_at_ms"}"#),
                status)
            XCTAssertTrue(status.contains("Interval"), "the modes status prints: \(status)")
            XCTAssertTrue(wait.contains("interval"), wait)
            XCTAssertEqual(
                CommandParser.parse(["interval", "start", "30s", "--wait"]),
                .request(
                    .startAndWait(
                        .forMode(IntervalRequest.start(roundMs: 30_000, rounds: 3)),
                        WaitTarget(mode: .interval))))
        }
        guard case .output(let help) = CommandParser.parse(["--help"]),
            case .usageError(let unknown) = CommandParser.parse(["interval", "start", "30s"]),
            case .usageError(let noWait) = CommandParser.parse(["wait", "interval"])
        else { return XCTFail("without the registration, the command line has no interval") }
        XCTAssertFalse(help.contains("interval"), help)
        XCTAssertTrue(unknown.contains("unknown command 'interval'"), unknown)
        XCTAssertTrue(noWait.contains("accepted: timer, pomodoro, countdown"), noWait)
    }

    func testItStartsSavesReportsAndIsWaitedOnLikeTheBuiltInModes() throws {
        try onMainActor {
            try ModeList.using(Self.modes) {
                let harness = try AppHarness()
                defer { harness.close() }
                let runner = harness.app.commandRunner()
                let folder = harness.stateURL.deletingLastPathComponent()

                // It starts, from the command line, through its feature.
                let start = runner.reply(to: ["interval", "start", "30s", "--rounds", "2"])
                XCTAssertEqual(start.status, 0, start.error)
                XCTAssertEqual(start.output, "Interval: running, round 1 of 2\n")

                // It saves, in its own file in the state folder.
                let file = folder.appendingPathComponent("interval.json")
                let saved = try JSONDecoder().decode(IntervalRun.self, from: Data(contentsOf: file))
                XCTAssertEqual(saved.rounds, 2)
                XCTAssertEqual(saved.roundMs, 30_000)

                // It reports: its block after the built-in modes', before the window's.
                let json = runner.reply(to: ["status", "--json"]).output
                let keys = [
                    "\"timers\"", "\"stopwatch\"", "\"pomodoro\"", "\"countdown\"",
                    "\"interval\"", "\"window\"",
                ]
                let places = keys.map { json.range(of: $0)?.lowerBound }
                XCTAssertFalse(places.contains(nil), json)
                XCTAssertEqual(places.compactMap { $0 }, places.compactMap { $0 }.sorted(), json)
                XCTAssertTrue(
                    json.contains(#""interval":{"state":"running","round":1,"rounds":2,"#), json)
                let text = runner.reply(to: ["status"]).output
                XCTAssertTrue(text.contains("Interval: running, round 1 of 2"), text)

                // It is one more page in the switcher, shown as Alt+5 and a notification show it.
                let window = try harness.window
                harness.app.application.activateAction("mode", parameter: Variant("interval"))
                try harness.pump(until: { window.visibleMode == .interval }, "its page shows")

                // It is waited on: the wait reads the published JSON with its block.
                guard case .request(.wait(let target)) = CommandParser.parse(["wait", "interval"])
                else { return XCTFail("wait interval is a wait") }
                let heard = try PublishedStatus.decode(json)
                let subject = try XCTUnwrap(target.subject(in: heard), "a running interval")
                XCTAssertNil(subject.outcome(in: heard), "still running")
                harness.clock.advance(by: .seconds(61))
                let later = try PublishedStatus.decode(
                    runner.reply(to: ["status", "--json"]).output)
                XCTAssertEqual(later[IntervalStatus.self]?.state, "ended")
                XCTAssertEqual(subject.outcome(in: later), .ended)

                // A bar counts it down, and its end is the soonest.
                let atMs = try XCTUnwrap(heard.atMs)
                XCTAssertEqual(BarItems.items(heard, nowMs: atMs).map(\.mode), ["interval"])
                XCTAssertEqual(BarItems.untilNextEndMs(heard, nowMs: atMs), 60_000)

                // With no Sandglass running, its block comes from its file.
                let offline = SavedState(folder: folder, readOnly: true).statusReport(
                    reading: harness.clock.reading(), zone: .system)
                XCTAssertEqual(offline[IntervalStatus.self]?.state, "ended")
                XCTAssertEqual(offline.timers.count, 1, "and the built-in modes' blocks stay")

                // Stopped, its file goes; a second stop is refused, as its rule says.
                XCTAssertEqual(runner.reply(to: ["interval", "stop"]).status, 0)
                XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
                XCTAssertEqual(runner.reply(to: ["interval", "stop"]).status, 1)
                XCTAssertEqual(
                    CommandRequest.forMode(IntervalRequest.stop).refusal(
                        saved: SavedState(folder: folder, readOnly: true),
                        reading: harness.clock.reading()),
                    "no interval is running")
            }
        }
    }

    func testARestartRestoresItFromItsFile() throws {
        try onMainActor {
            try ModeList.using(Self.modes) {
                let first = try AppHarness()
                XCTAssertEqual(
                    first.app.commandRunner().reply(to: ["interval", "start", "1m"]).status, 0)
                first.close()
                let second = try AppHarness(stateURL: first.stateURL)
                defer { second.close() }
                let feature = try XCTUnwrap(second.app.feature(IntervalFeature.self))
                XCTAssertEqual(feature.run?.rounds, 3)
                XCTAssertTrue(feature.isUnderWay)
            }
        }
    }
}
