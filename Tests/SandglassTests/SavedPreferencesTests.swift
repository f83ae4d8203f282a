import Foundation
import XCTest

@testable import Sandglass

/// The preferences file: every alert option kept, older files read with their defaults.
final class SavedPreferencesTests: XCTestCase {
    func testEveryOptionRoundTripsUnderItsOwnKey() throws {
        for option in AlertOption.all {
            var preferences = SavedPreferences()
            let before = preferences[option]
            preferences[option].toggle()
            let data = try JSONEncoder().encode(preferences)
            let read = try JSONDecoder().decode(SavedPreferences.self, from: data)
            XCTAssertEqual(read[option], !before, option.name)
            for other in AlertOption.all where other != option {
                XCTAssertEqual(
                    read[other], SavedPreferences()[other],
                    "\(option.name) leaves \(other.name) alone")
            }
        }
    }

    func testAFileFromBeforeTheTimerAndCountdownHadAFlashKeepsThePomodorosFlash() throws {
        let old = try JSONDecoder().decode(
            SavedPreferences.self, from: Data(#"{"version":1,"flash_window":true}"#.utf8))
        XCTAssertTrue(old[AlertOption(mode: .pomodoro, channel: .flash)])
        XCTAssertFalse(old[AlertOption(mode: .timer, channel: .flash)])
        XCTAssertFalse(old[AlertOption(mode: .countdown, channel: .flash)])
        XCTAssertTrue(
            old[AlertOption(mode: .timer, channel: .sound)]
                && old[AlertOption(mode: .pomodoro, channel: .sound)]
                && old[AlertOption(mode: .countdown, channel: .sound)], "sounds default to on")
        XCTAssertEqual(old.ringSeconds, 60)
        let written = String(decoding: try JSONEncoder().encode(old), as: UTF8.self)
        XCTAssertTrue(written.contains(#""pomodoro_flash":true"#), written)
        XCTAssertFalse(written.contains("flash_window"), "written under the new key only")
    }

    func testANullNewerKeyLeavesTheOlderOneItsSay() throws {
        let old = try JSONDecoder().decode(
            SavedPreferences.self,
            from: Data(#"{"version":1,"pomodoro_flash":null,"flash_window":true}"#.utf8))
        XCTAssertTrue(old[AlertOption(mode: .pomodoro, channel: .flash)])
    }

    func testTheStopwatchHasNoAlerts() {
        var preferences = SavedPreferences()
        preferences[AlertOption(mode: .stopwatch, channel: .sound)] = true
        XCTAssertFalse(preferences.alerts(.stopwatch, by: .sound))
        XCTAssertFalse(AlertOption.modes.contains(.stopwatch))
    }
}
