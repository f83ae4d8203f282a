import Foundation
import TimerCore
import XCTest

/// The person's own presets: names unique without regard to case, saving again replaces, bad input refused with a reason.
final class PresetListTests: XCTestCase {
    func testSavingAddsInOrderAndSavingTheSameNameAgainReplacesTheDuration() throws {
        var list = PresetList()
        try list.save(name: "Tea", seconds: 240)
        try list.save(name: "  Eggs ", seconds: 420)
        XCTAssertEqual(list.names, ["Tea", "Eggs"], "names are trimmed")
        let replaced = try list.save(name: "tea", seconds: 300)
        XCTAssertEqual(
            replaced, TimerPreset(name: "Tea", seconds: 300), "the name keeps its first spelling")
        XCTAssertEqual(
            list.presets,
            [TimerPreset(name: "Tea", seconds: 300), TimerPreset(name: "Eggs", seconds: 420)])
        XCTAssertEqual(list.preset(named: " EGGS")?.seconds, 420)
        XCTAssertNil(list.preset(named: "Pasta"))
    }

    func testAddingRefusesANameInUseInAnyCase() throws {
        var list = PresetList()
        try list.add(name: "Tea", seconds: 240)
        XCTAssertThrowsError(try list.add(name: " tea", seconds: 600)) {
            XCTAssertEqual($0 as? PresetError, .nameInUse("Tea"))
        }
        XCTAssertEqual(
            list.presets, [TimerPreset(name: "Tea", seconds: 240)], "the preset keeps its duration")
        XCTAssertEqual(
            try list.add(name: "Eggs", seconds: 420), TimerPreset(name: "Eggs", seconds: 420))
        XCTAssertEqual(list.names, ["Tea", "Eggs"])
    }

    func testBadNamesAndDurationsAreRefusedAndChangeNothing() throws {
        var list = PresetList()
        try list.save(name: "Tea", seconds: 240)
        let before = list
        XCTAssertThrowsError(try list.save(name: "   ", seconds: 60)) {
            XCTAssertEqual($0 as? PresetError, .emptyName)
        }
        XCTAssertThrowsError(try list.save(name: "Two\nlines", seconds: 60)) {
            XCTAssertEqual($0 as? PresetError, .badName("Two\nlines"))
        }
        XCTAssertThrowsError(try list.save(name: String(repeating: "x", count: 61), seconds: 60)) {
            XCTAssertEqual($0 as? PresetError, .badName(String(repeating: "x", count: 61)))
        }
        XCTAssertThrowsError(try list.save(name: "Zero", seconds: 0)) {
            XCTAssertEqual($0 as? PresetError, .badDuration(0))
        }
        XCTAssertThrowsError(try list.save(name: "Long", seconds: 360_000)) {
            XCTAssertEqual($0 as? PresetError, .badDuration(360_000))
        }
        XCTAssertEqual(list, before)
        XCTAssertNoThrow(
            try list.save(name: String(repeating: "x", count: 60), seconds: 359_999),
            "the limits themselves are allowed")
    }

    func testRenameAndRemoveFindTheNameInAnyCaseAndSayWhichNamesExist() throws {
        var list = PresetList()
        try list.save(name: "Tea", seconds: 240)
        try list.save(name: "Eggs", seconds: 420)
        XCTAssertEqual(
            try list.rename("tea", to: "Green tea"), TimerPreset(name: "Green tea", seconds: 240))
        XCTAssertEqual(
            try list.rename("green TEA", to: "Green Tea").name, "Green Tea",
            "a change of case alone is a rename")
        XCTAssertThrowsError(try list.rename("Green Tea", to: "eggs")) {
            XCTAssertEqual($0 as? PresetError, .nameInUse("Eggs"))
        }
        XCTAssertThrowsError(try list.rename("Pasta", to: "Rice")) {
            XCTAssertEqual($0 as? PresetError, .unknown("Pasta", existing: ["Green Tea", "Eggs"]))
        }
        XCTAssertEqual(try list.remove("EGGS"), TimerPreset(name: "Eggs", seconds: 420))
        XCTAssertEqual(list.names, ["Green Tea"])
        XCTAssertThrowsError(try list.remove("Eggs")) {
            XCTAssertEqual($0 as? PresetError, .unknown("Eggs", existing: ["Green Tea"]))
        }
        XCTAssertEqual(try list.find("green tea").seconds, 240)
    }

    func testTheListHoldsAtMostItsCapacityButAnExistingNameCanStillBeSaved() throws {
        var list = PresetList()
        for index in 0..<PresetList.capacity {
            try list.save(name: "P\(index)", seconds: Int64(index + 1))
        }
        XCTAssertThrowsError(try list.save(name: "One more", seconds: 60)) {
            XCTAssertEqual($0 as? PresetError, .full)
        }
        XCTAssertEqual(try list.save(name: "p0", seconds: 90).seconds, 90)
        XCTAssertEqual(list.presets.count, PresetList.capacity)
    }

    func testAFileKeepsOnlyThePresetsTheRulesAllow() throws {
        let json =
            #"[{"name":"Tea","seconds":240},{"name":"","seconds":60},{"name":"TEA","seconds":10},{"name":"Nap","seconds":0},{"name":"Eggs","seconds":420}]"#
        let list = try JSONDecoder().decode(PresetList.self, from: Data(json.utf8))
        XCTAssertEqual(
            list.presets,
            [TimerPreset(name: "Tea", seconds: 240), TimerPreset(name: "Eggs", seconds: 420)])
        let written = try JSONEncoder().encode(list)
        XCTAssertEqual(
            try JSONDecoder().decode(PresetList.self, from: written), list, "written as it is read")
    }

    func testMessagesNameTheInputAndWhatIsAccepted() {
        XCTAssertEqual(
            PresetError.unknown("Pasta", existing: ["Tea", "Eggs"]).message,
            "no preset is named “Pasta”; the presets are “Tea”, “Eggs”")
        XCTAssertEqual(
            PresetError.unknown("Pasta", existing: []).message,
            "no preset is named “Pasta”; there are no presets of your own yet")
        XCTAssertEqual(
            PresetError.badDuration(0).message,
            "a preset cannot last 00:00:00; it lasts from 00:00:01 to 99:59:59")
        XCTAssertTrue(
            PresetError.badName("a\u{1B}b").message.contains("a\\u{1B}b"), "escaped for a terminal")
    }
}
