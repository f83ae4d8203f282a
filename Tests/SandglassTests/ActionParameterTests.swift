import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// An action activated as D-Bus activates it (org.gtk.Actions.Activate reaches the application's
/// action group, past `OperationActions.invoke`) gets the command line's refusals, and no
/// parameter of any value can trap the instance.
final class ActionParameterTests: GtkTestCase {
    /// Values no command line would pass, sent over D-Bus: 1 ms, 20,000 characters, escape sequences and newlines were started.
    func testTheBusDoorRefusesWhatTheCommandLineRefuses() throws {
        try withHarness { harness in
            let application = harness.app.application
            let refused: [(Int64, String)] = [
                (1, ""), (1_500, "odd"), (0, ""), (-60_000, ""), (.max, ""), (.min, ""),
                (360_000_000, "too long"),
                (60_000, String(repeating: "x", count: 20_000)),
                (60_000, "\u{1B}]0;pwned\u{07}\u{1B}[2J"), (60_000, "a\nb"),
                (60_000, "\u{202E}evil"),
            ]
            for (milliseconds, label) in refused {
                application.activateAction(
                    TimerOperation.startWith.name,
                    parameter: Variant(tuple: [Variant(milliseconds), Variant(label)]))
            }
            XCTAssertTrue(
                harness.app.timer.controller.timers.isEmpty,
                "started: \(harness.app.timer.controller.timers.entries.map(\.timer))")
            application.activateAction(
                TimerOperation.startWith.name,
                parameter: Variant(tuple: [Variant(Int64(60_000)), Variant("Tea")]))
            XCTAssertEqual(
                harness.app.timer.controller.timers.entries.map(\.timer.label), ["Tea"],
                "what the command line accepts starts")

            for targetMs in [Int64.min, .max, SavedDateCountdown.targetRangeMs.upperBound + 1] {
                application.activateAction(
                    CountdownOperation.startAt.name,
                    parameter: Variant(tuple: [Variant(targetMs), Variant("")]))
            }
            application.activateAction(
                CountdownOperation.startAt.name,
                parameter: Variant(tuple: [Variant(Int64(1_900_000_000_000)), Variant("\u{1B}[2J")])
            )
            XCTAssertNil(harness.app.countdown.controller.countdown)

            let bad = Variant(tuple: [
                Variant(Int64(1)), Variant(Int64.min), Variant(Int64.max), Variant(Int64.min),
                Variant(true),
            ])
            application.activateAction(PomodoroOperation.startWith.name, parameter: bad)
            application.activateAction(PomodoroOperation.settings.name, parameter: bad)
            XCTAssertEqual(harness.app.pomodoro.controller.reading.state, .idle)
            XCTAssertEqual(harness.app.pomodoro.controller.pomodoro.settings, .standard)
        }
    }

    /// Every action that takes a parameter, activated 300 times with seeded random and extreme
    /// values of its type (Int64.min/max, 20,000 characters, escape sequences), the clock moving
    /// between them: nothing traps, and what is saved reads back whole (nothing kept aside).
    func testEveryActionTakesAnyParameterWithoutTrapping() throws {
        try withHarness { harness in
            let application = harness.app.application
            var random = SeededRandom(seed: 7)
            let names: [(String, String)] =
                (TimerOperation.allCases.map { ($0.name, $0.definition.parameterType) }
                + PomodoroOperation.allCases.map { ($0.name, $0.definition.parameterType) }
                + CountdownOperation.allCases.map { ($0.name, $0.definition.parameterType) }
                + StopwatchOperation.allCases.map { ($0.name, $0.definition.parameterType) }
                + [AppOperation.mode, .undo].map { ($0.name, $0.definition.parameterType) })
                .compactMap { name, type in type.map { (name, $0) } }
            XCTAssertGreaterThanOrEqual(names.count, 12)
            for _ in 0..<300 {
                let (name, type) = random.pick(names)
                application.activateAction(name, parameter: random.variant(of: type))
                harness.clock.advance(by: .milliseconds(Int64(random.int(in: 0...120_000))))
                harness.scheduler?.fire()
                harness.pomodoroScheduler?.fire()
                MainLoop.iterate()
            }
            for entry in harness.app.timer.controller.timers.entries {
                XCTAssertNil(
                    ValueRules.timerDurationProblem(
                        milliseconds: entry.timer.duration.totalMilliseconds))
                XCTAssertNil(LabelText.problem(with: entry.timer.label))
            }
            let folder = harness.stateURL.deletingLastPathComponent()
            let reading = harness.clock.reading()
            let saved = SavedState(folder: folder, readOnly: true)
            XCTAssertEqual(
                saved.timers(reading).list.count, harness.app.timer.controller.timers.count,
                "the timers read back")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            XCTAssertFalse(
                files.contains { $0.contains(".broken-") }, "nothing was kept aside: \(files)")
        }
    }
}

extension ActionParameterTests {
    /// preferences.json (an earlier version's, moved into the settings at start) with random and
    /// extreme values in every field: refused or read, never a trap.
    func testThePreferencesFileNeverTrapsWhateverItHolds() {
        var random = SeededRandom(seed: 11)
        let keys = [
            "version", "pomodoro_flash", "timer_flash", "timer_sound", "ring_seconds", "pinned",
            "compact", "presets", "flash_window",
        ]
        for _ in 0..<500 {
            let fields = keys.filter { _ in random.coin(0.8) }.map { key -> String in
                let value: String =
                    switch random.int(in: 0...4) {
                    case 0: String(random.extremeInteger())
                    case 1:
                        String(
                            data: (try? JSONEncoder().encode(random.oddString())) ?? Data(),
                            encoding: .utf8) ?? "null"
                    case 2: random.coin() ? "true" : "false"
                    case 3:
                        "["
                            + (0..<random.int(in: 0...40)).map { _ in
                                #"{"name":"\#(random.int(in: 0...9))","seconds":\#(random.extremeInteger())}"#
                            }.joined(separator: ",") + "]"
                    default: random.pick(["null", "1e400", "-0", "1", "{}"])
                    }
                return "\"\(key)\":\(value)"
            }
            let data = Data(("{" + fields.joined(separator: ",") + "}").utf8)
            if let preferences = try? JSONDecoder().decode(SavedPreferences.self, from: data),
                let checked = try? preferences.checked()
            {
                XCTAssertTrue((1...3_600).contains(checked.ringSeconds))
                XCTAssertLessThanOrEqual(checked.presets.presets.count, PresetList.capacity)
            }
        }
    }
}

extension ActionParameterTests {
    /// Command lines of random words, options and extreme values, parsed as the invoked process
    /// parses them and carried out as the instance does: each is answered (at most one error
    /// line, exit 0, 1 or 2), nothing traps.
    func testAnyCommandLineIsAnsweredWithoutTrapping() throws {
        try withHarness { harness in
            let runner = harness.app.commandRunner()
            var random = SeededRandom(seed: 9)
            let commands = [
                ["timer", "start"], ["timer", "pause"], ["timer", "resume"], ["timer", "toggle"],
                ["timer", "cancel"],
                ["timer", "restart"], ["timer", "dismiss"], ["timer", "list"],
                ["timer", "preset", "save"], ["timer", "preset", "remove"],
                ["timer", "preset", "rename"], ["stopwatch", "lap"], ["stopwatch", "toggle"],
                ["pomodoro", "start"],
                ["pomodoro", "skip"], ["countdown", "start"], ["countdown", "stop"], ["status"],
                ["dismiss"], ["wait"],
            ]
            let options = [
                "--label", "--id", "--preset", "--focus", "--short-break", "--long-break",
                "--rounds", "--last", "--json", "--text", "--format", "-h",
            ]
            for _ in 0..<250 {
                var arguments = random.pick(commands)
                for _ in 0..<random.int(in: 0...4) {
                    arguments.append(
                        random.coin(0.4)
                            ? random.pick(options)
                            : random.coin()
                                ? String(random.extremeInteger())
                                : random.pick([
                                    random.oddString(), "5m", "1:30", "99:59:59", "100h",
                                    "2027-01-01", "25:61", "-5m", "0", "Tea", "--label=-h",
                                ]))
                }
                let reply = runner.reply(to: arguments)
                XCTAssertTrue(
                    [0, 1, 2].contains(reply.status),
                    "\(arguments.map { $0.prefix(20) }): \(reply.status)")
                XCTAssertLessThan(reply.error.count, 2_000, "\(arguments.map { $0.prefix(20) })")
                harness.clock.advance(by: .seconds(Int64(random.int(in: 0...600))))
                harness.scheduler?.fire()
            }
        }
    }
}

extension SeededRandom {
    /// A value of GVariant type `type` (`x`, `s`, `b` and tuples of them), often an extreme one.
    mutating func variant(of type: String) -> Variant {
        switch type {
        case "x": return Variant(coin(0.3) ? Int64(int(in: 0...5)) : extremeInteger())
        case "s": return Variant(oddString())
        case "b": return Variant(coin())
        default:
            let inner = type.dropFirst().dropLast().map(String.init)
            return Variant(tuple: inner.map { variant(of: $0) })
        }
    }
}
