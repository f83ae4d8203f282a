import XCTest

@testable import TimerCore

/// The translation layer: named placeholders, plural forms, and English unchanged without a translation.
final class TranslationTests: XCTestCase {
    func testPlaceholdersAreFilledInTheOrderTheTextGives() {
        XCTAssertEqual(
            Placeholders.fill("Ends {when}", ["when": "at 15:06:31"]), "Ends at 15:06:31")
        // A translation puts them where its grammar wants them.
        XCTAssertEqual(Placeholders.fill("{time} 종료", ["time": "오후 3:06:31"]), "오후 3:06:31 종료")
        XCTAssertEqual(
            Placeholders.fill("{rounds}회 중 {round}회차", ["round": "2", "rounds": "4"]), "4회 중 2회차")
        XCTAssertEqual(Placeholders.fill("{a}{a}", ["a": "x"]), "xx")
    }

    func testUnknownBracesAndValuesThatLookLikePlaceholdersStayAsTheyAre() {
        XCTAssertEqual(Placeholders.fill("{icon} {time} {", ["time": "01:00"]), "{icon} 01:00 {")
        XCTAssertEqual(Placeholders.fill("Pause {label}", ["label": "{label}"]), "Pause {label}")
        XCTAssertEqual(Placeholders.fill("{\"timers\": []}", [:]), "{\"timers\": []}")
    }

    func testPluralsChooseTheEnglishFormWithoutATranslation() {
        XCTAssertEqual(trn("{count} minute", "{count} minutes", 1), "1 minute")
        XCTAssertEqual(trn("{count} minute", "{count} minutes", 2), "2 minutes")
        XCTAssertEqual(trn("{count} minute", "{count} minutes", 0), "0 minutes")
        XCTAssertEqual(
            trn(
                "Stopwatch: {state}, {elapsed}, {count} lap",
                "Stopwatch: {state}, {elapsed}, {count} laps", 1,
                ["state": "running", "elapsed": "00:01.00"]),
            "Stopwatch: running, 00:01.00, 1 lap")
    }

    func testTheCLocaleKeepsEveryTextEnglish() {
        XCTAssertEqual(tr("Time’s up"), "Time’s up")
        XCTAssertEqual(tr("{label} is done", ["label": "Tea"]), "Tea is done")
        XCTAssertEqual(trc("strftime: a time of day with seconds", "%-I:%M:%S %p"), "%-I:%M:%S %p")
        XCTAssertEqual(ClockFormat.spoken(totalSeconds: 3_661), "1 hour 1 minute 1 second")
        XCTAssertEqual(ClockFormat.short(totalSeconds: 90), "1 min 30 s")
        // Without a translation of their own, the patterns stay what LC_TIME implies.
        XCTAssertEqual(LocalTimeFormat.twentyFourHour.translated(), .twentyFourHour)
        XCTAssertEqual(LocalTimeFormat.twelveHour.translated(), .twelveHour)
    }
}
