import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// The preferences in GSettings: every setting kept under its own key, the JSON file of earlier
/// versions moved in once, other programs' changes followed, and no schema no abort.
final class PreferenceSettingsTests: GtkTestCase {
    private static func freshFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandglass-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// What another process reads from the same store now.
    @MainActor
    private static func readBack(_ saved: SavedState) throws -> SavedPreferences {
        try XCTUnwrap(
            PreferenceSettings(store: saved.settingsStore), "the schema the build compiled is found"
        ).read()
    }

    func testEverySettingIsKeptAndReadBackByAnotherProcess() throws {
        try onMainActor {
            let saved = SavedState(folder: try Self.freshFolder())
            let store = PreferencesStore(saved: saved)
            XCTAssertTrue(store.keepsChanges)
            XCTAssertEqual(
                store.value, SavedPreferences(), "the schema's defaults are the program's")
            var changed = SavedPreferences()
            for option in AlertOption.all { changed[option].toggle() }
            changed.ringSeconds = 90
            changed.pinned = true
            changed.compact = true
            try changed.presets.save(name: "Tea", seconds: 240)
            try changed.presets.save(name: "Pasta", seconds: 600)
            store.value = changed
            XCTAssertEqual(try Self.readBack(saved), changed)

            // One change writes only its own key: the others keep what another program set meanwhile.
            let other = try XCTUnwrap(PreferenceSettings(store: saved.settingsStore))
            var elsewhere = changed
            elsewhere.ringSeconds = 5
            other.write(elsewhere, over: changed)
            runMainLoop(
                until: { store.value.ringSeconds == 5 },
                "the store hears the other program's change")
            var next = store.value
            next.compact = false
            store.value = next
            let read = try Self.readBack(saved)
            XCTAssertFalse(read.compact)
            XCTAssertEqual(read.ringSeconds, 5, "not overwritten by a change to another key")
        }
    }

    func testTheFileOfEarlierVersionsMovesInOnceAndIsRemoved() throws {
        try onMainActor {
            let folder = try Self.freshFolder()
            let file = folder.appendingPathComponent("preferences.json")
            try Data(
                #"{"version":1,"flash_window":true,"ring_seconds":30,"compact":true,"presets":[{"name":"Tea","seconds":240}]}"#
                    .utf8
            )
            .write(to: file)
            let saved = SavedState(folder: folder)
            XCTAssertTrue(
                saved.currentPreferences().compact,
                "before the move, the file's values are the ones that stand")
            let store = PreferencesStore(saved: saved)
            XCTAssertTrue(
                store.value[AlertOption(mode: .pomodoro, channel: .flash)],
                "an older file's key still reads")
            XCTAssertEqual(store.value.ringSeconds, 30)
            XCTAssertEqual(store.value.presets.names, ["Tea"])
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: file.path), "the file is removed once moved")
            XCTAssertEqual(try Self.readBack(saved), store.value)

            // A later start leaves a change made since alone.
            store.value.compact = false
            let again = PreferencesStore(saved: saved)
            XCTAssertFalse(again.value.compact)
        }
    }

    func testAnUnreadableFileIsSetAsideAndTheSettingsKeepTheirDefaults() throws {
        try onMainActor {
            let folder = try Self.freshFolder()
            try Data("{ damaged".utf8).write(to: folder.appendingPathComponent("preferences.json"))
            let store = PreferencesStore(saved: SavedState(folder: folder))
            XCTAssertEqual(store.value, SavedPreferences())
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            XCTAssertFalse(names.contains("preferences.json"))
            XCTAssertEqual(
                names.filter { $0.hasPrefix("preferences.json.broken-") }.count, 1,
                "kept for inspection: \(names)")
        }
    }

    func testAChangeByAnotherProgramReachesTheRunningStore() throws {
        try onMainActor {
            let saved = SavedState(folder: try Self.freshFolder())
            let store = PreferencesStore(saved: saved)
            var heard: [SavedPreferences] = []
            store.observe { _, after in heard.append(after) }
            let other = try XCTUnwrap(PreferenceSettings(store: saved.settingsStore))
            var pinned = other.read()
            pinned.pinned = true
            other.write(pinned, over: other.read())
            runMainLoop(
                until: { store.value.pinned },
                "the store hears the change (as `gsettings set` would make it)")
            XCTAssertEqual(heard.last?.pinned, true, "observers are told as of any change")
        }
    }

    func testAHandEditedPresetListKeepsOnlyWhatTheRulesAllow() throws {
        try onMainActor {
            let saved = SavedState(folder: try Self.freshFolder())
            guard case .keyFile(let path) = saved.settingsStore else {
                return XCTFail("a test folder keeps its own key file")
            }
            try Data(
                "[io/github/sandglass/Sandglass]\npresets=[('Tea', 240), ('tea', 60), (' ', 10), ('Egg', 0)]\n"
                    .utf8
            )
            .write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(
                try Self.readBack(saved).presets.presets, [TimerPreset(name: "Tea", seconds: 240)])
        }
    }

    /// Idle time counted as away or not, and the minutes: kept; a value a hand-edited file may
    /// hold outside the schema's range, or of the wrong type, is read as the default (never a
    /// trap).
    func testTheIdleSettingsAreKeptAndABadHandEditedValueIsReadSafely() throws {
        try onMainActor {
            let saved = SavedState(folder: try Self.freshFolder())
            let store = PreferencesStore(saved: saved)
            XCTAssertTrue(store.value.countIdleAsAway, "on by default")
            var changed = store.value
            changed.countIdleAsAway = false
            changed.awayAfterIdleMinutes = 12
            store.value = changed
            let read = try Self.readBack(saved)
            XCTAssertFalse(read.countIdleAsAway)
            XCTAssertEqual(read.awayAfterIdleMinutes, 12)

            let other = SavedState(folder: try Self.freshFolder())
            guard case .keyFile(let path) = other.settingsStore else {
                return XCTFail("a test folder keeps its own key file")
            }
            for (written, minutes, counts) in [
                ("away-after-idle-minutes=0\ncount-idle-as-away=3\n", 5, true),
                ("away-after-idle-minutes=-2147483648\n", 5, true),
                ("away-after-idle-minutes=2147483647\ncount-idle-as-away=false\n", 5, false),
                ("away-after-idle-minutes=120\n", 120, true),
                ("away-after-idle-minutes='five'\n", 5, true),
            ] {
                try Data("[io/github/sandglass/Sandglass]\n\(written)".utf8)
                    .write(to: URL(fileURLWithPath: path))
                let read = try Self.readBack(other)
                XCTAssertEqual(read.awayAfterIdleMinutes, minutes, written)
                XCTAssertEqual(read.countIdleAsAway, counts, written)
            }
        }
    }

    func testWithoutASchemaThePreferencesLiveInMemoryAndTheOldFileStays() throws {
        try onMainActor {
            let folder = try Self.freshFolder()
            let file = folder.appendingPathComponent("preferences.json")
            try Data(#"{"version":1,"pinned":true}"#.utf8).write(to: file)
            let store = PreferencesStore(
                saved: SavedState(folder: folder), search: .init(installed: false, folders: []))
            XCTAssertFalse(store.keepsChanges)
            XCTAssertTrue(PreferencesStore.saidSchemaIsMissing, "said once on stderr")
            XCTAssertTrue(store.value.pinned, "the old file is still read")
            store.value.compact = true
            XCTAssertTrue(store.value.compact, "a change holds for this run")
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: file.path),
                "nothing could keep it elsewhere: left alone")
        }
    }

    func testThePomodoroLengthsAreTheCyclesBothWays() throws {
        try withHarness { harness in
            let app = harness.app
            XCTAssertNil(
                app.shell.preferences.value.pomodoro,
                "the standard cycle's are the schema's defaults: nothing written")

            // As the Preferences window or `gsettings set` change them: the cycle follows.
            let chosen = PomodoroSettings(
                focus: .seconds(3_000), shortBreak: .seconds(600), longBreak: .seconds(1_200),
                rounds: 2, autoStart: false)
            app.shell.preferences.value.pomodoro = chosen
            XCTAssertEqual(app.pomodoro.controller.pomodoro.settings, chosen)

            // As the page's popover or `pomodoro start --focus` change them: the settings follow.
            var again = chosen
            again.rounds = 3
            app.application.activateAction(
                PomodoroOperation.settings.name, parameter: again.variant)
            XCTAssertEqual(app.shell.preferences.value.pomodoro, again)
            XCTAssertEqual(harness.savedSettings().pomodoro, again)
        }
    }

    func testTheFileMovesInOverSettingsOfLaterVersionsAndABrokenOneChangesNothing() throws {
        try onMainActor {
            let folder = try Self.freshFolder()
            let saved = SavedState(folder: folder)
            // Settings a later version wrote (the window's size, a preset), then an older
            // version's file: the file's settings win, what it never had stays.
            let settings = try XCTUnwrap(PreferenceSettings(store: saved.settingsStore))
            var later = settings.read()
            later.windowWidth = 1_000
            try later.presets.save(name: "Rice", seconds: 900)
            settings.write(later, over: settings.read())
            let file = folder.appendingPathComponent("preferences.json")
            try Data(#"{"version":1,"compact":true,"presets":[{"name":"Tea","seconds":240}]}"#.utf8)
                .write(to: file)
            let store = PreferencesStore(saved: saved)
            XCTAssertEqual(store.value.presets.names, ["Tea"], "the file's presets")
            XCTAssertTrue(store.value.compact)
            XCTAssertEqual(store.value.windowWidth, 1_000, "what the file never had is left alone")
            XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))

            // A file that cannot be read (or of a later version) is set aside; no setting changes.
            try Data(#"{"version":7,"compact":false}"#.utf8).write(to: file)
            let again = PreferencesStore(saved: saved)
            XCTAssertEqual(again.value, store.value, "nothing reset to defaults")
        }
    }

    func testTheLastDurationIsKeptInTheSettingsAndFollowedFromThem() throws {
        try withHarness { harness in
            let app = harness.app
            XCTAssertNil(
                harness.savedSettings().lastTimerSeconds,
                "5 minutes, the schema's default: nothing written at the first start")
            XCTAssertEqual(
                app.commandRunner().run(.timer(.start(duration: .seconds(420), label: nil))).status,
                0)
            XCTAssertEqual(harness.savedSettings().lastTimerSeconds, 420)
            // As `gsettings set` would: the picker (and `--last`, `toggle` with no timer) follow.
            app.shell.preferences.value.lastTimerSeconds = 90
            XCTAssertEqual(app.timer.controller.duration, .seconds(90))
        }
    }
}
