import TimerCore
import XCTest

@testable import Sandglass

/// Presets of your own from the command line: saved, renamed, removed, listed, started by name.
final class PresetCommandTests: GtkTestCase {
    func testPresetCommandsParseAndBadInputIsRefusedBeforeAnythingRuns() {
        XCTAssertEqual(
            CommandParser.parse(["timer", "start", "--preset", "Tea"]),
            .request(.timer(.startPreset(name: "Tea", label: nil))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "start", "--preset", "Tea", "--label", "Green"]),
            .request(.timer(.startPreset(name: "Tea", label: "Green"))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "preset", "save", "Tea", "4m"]),
            .request(.presets(.save(name: "Tea", seconds: 240))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "preset", "rename", "Tea", "Green tea"]),
            .request(.presets(.rename(name: "Tea", to: "Green tea"))))
        XCTAssertEqual(
            CommandParser.parse(["timer", "preset", "remove", "Tea"]),
            .request(.presets(.remove(name: "Tea"))))
        XCTAssertEqual(CommandParser.parse(["timer", "preset", "list"]), .request(.presets(.list)))

        let bad: [([String], String)] = [
            (
                ["timer", "start", "5m", "--preset", "Tea"],
                "unexpected duration '5m' with --preset"
            ),
            (["timer", "start", "--preset", " "], "a preset needs a name"),
            (["timer", "preset", "save", "Tea", "0"], "'0'"),
            (["timer", "preset", "save", "Tea", "100h"], "'100h'"),
            (["timer", "preset", "save", " ", "4m"], "a preset needs a name"),
            (["timer", "preset", "save", "Two\nlines", "4m"], "invalid preset name"),
            (["timer", "preset", "rename", "Tea", ""], "a preset needs a name"),
            (["timer", "preset", "frob"], "'frob'"),
            (
                ["timer", "preset"],
                "'sandglass timer preset' needs a command; accepted: list, save, rename, remove"
            ),
        ]
        for (arguments, expected) in bad {
            guard case .usageError(let message) = CommandParser.parse(arguments) else {
                XCTFail("\(arguments) should be refused")
                continue
            }
            XCTAssertTrue(message.contains(expected), "\(arguments): \(message)")
            XCTAssertFalse(message.contains("\n"), "one line: \(message)")
        }
    }

    func testAPresetIsSavedStartedByNameInAnyCaseRenamedAndRemovedAndKeptWithThePreferences() throws
    {
        try withHarness { harness in
            let app = harness.app
            let runner = app.commandRunner()

            XCTAssertTrue(runner.run(.presets(.list)).output.hasPrefix("No presets of your own"))
            XCTAssertEqual(
                runner.run(.presets(.save(name: "Tea", seconds: 240))).output,
                "Preset “Tea” saved: 00:04:00\n")
            XCTAssertEqual(runner.run(.presets(.save(name: "Eggs", seconds: 420))).status, 0)
            XCTAssertEqual(runner.run(.presets(.list)).output, "00:04:00  Tea\n00:07:00  Eggs\n")
            XCTAssertEqual(harness.savedSettings().presets.names, ["Tea", "Eggs"], "saved at once")

            let unknown = runner.run(.timer(.startPreset(name: "Pasta", label: nil)))
            XCTAssertEqual(unknown.status, 2)
            XCTAssertEqual(
                unknown.error,
                "sandglass: no preset is named “Pasta”; the presets are “Tea”, “Eggs”\n")
            XCTAssertEqual(app.timer.controller.phase, .idle, "bad input changes nothing")

            let started = runner.run(.timer(.startPreset(name: "tea", label: nil)))
            XCTAssertEqual(started.status, 0, started.error)
            XCTAssertTrue(started.output.hasPrefix("Timer “Tea” started: 00:04:00"), started.output)
            XCTAssertEqual(
                app.timer.controller.timer.label, "Tea", "labelled with the preset's name")
            XCTAssertEqual(app.timer.controller.timer.duration, .seconds(240))
            XCTAssertEqual(
                runner.run(.timer(.startPreset(name: "TEA", label: nil))).status, 2,
                "its label is in use by the Tea running")
            XCTAssertEqual(runner.run(.timer(.operation(.cancel))).status, 0)
            XCTAssertEqual(runner.run(.timer(.startPreset(name: "Eggs", label: "Soft"))).status, 0)
            XCTAssertEqual(
                app.timer.controller.timer.label, "Soft", "--label wins over the preset's name")

            XCTAssertEqual(
                runner.run(.presets(.rename(name: "TEA", to: "Green tea"))).output,
                "Preset “Tea” renamed “Green tea”\n")
            let clash = runner.run(.presets(.rename(name: "Green tea", to: "eggs")))
            XCTAssertEqual(clash.status, 2)
            XCTAssertTrue(clash.error.contains("a preset named “Eggs” already exists"), clash.error)
            XCTAssertEqual(
                runner.run(.presets(.remove(name: "eggs"))).output, "Preset “Eggs” removed\n")
            XCTAssertEqual(runner.run(.presets(.remove(name: "Eggs"))).status, 2)
            XCTAssertEqual(
                harness.savedSettings().presets.presets,
                [TimerPreset(name: "Green tea", seconds: 240)])
        }
    }

    func testPresetsRoundTripInThePreferencesFileAndABadEntryLosesOnlyItself() throws {
        var preferences = SavedPreferences()
        try preferences.presets.save(name: "Tea", seconds: 240)
        let read = try JSONDecoder().decode(
            SavedPreferences.self, from: JSONEncoder().encode(preferences))
        XCTAssertEqual(read.presets.presets, [TimerPreset(name: "Tea", seconds: 240)])

        let damaged =
            #"{"version":1,"timer_sound":false,"presets":[{"name":"Tea","seconds":240},{"name":"","seconds":5}]}"#
        let kept = try JSONDecoder().decode(SavedPreferences.self, from: Data(damaged.utf8))
        XCTAssertEqual(kept.presets.names, ["Tea"])
        XCTAssertFalse(kept[AlertOption(mode: .timer, channel: .sound)])
        let unreadable = #"{"version":1,"timer_sound":false,"presets":"tea"}"#
        let other = try JSONDecoder().decode(SavedPreferences.self, from: Data(unreadable.utf8))
        XCTAssertTrue(other.presets.presets.isEmpty)
        XCTAssertFalse(
            other[AlertOption(mode: .timer, channel: .sound)], "the other preferences stay")
    }
}
