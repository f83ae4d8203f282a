import Foundation
import TimerCore
import XCTest

/// The `strftime` patterns derived from the C library's time and date formats.
final class LocalTimeFormatTests: XCTestCase {
    func testTwelveHourLocalesLoseTheLeadingZero() {
        // en_US: T_FMT "%r", T_FMT_AMPM "%I:%M:%S %p", D_FMT "%m/%d/%Y".
        let enUS = LocalTimeFormat(
            cTimeFormat: "%r", cTwelveHourTimeFormat: "%I:%M:%S %p", cDateFormat: "%m/%d/%Y")
        XCTAssertEqual(enUS, .twelveHour)
        XCTAssertEqual(enUS.time, "%-I:%M:%S %p")
        // An empty T_FMT_AMPM falls back to the POSIX one; %l (space-padded) loses its padding too.
        XCTAssertEqual(
            LocalTimeFormat(cTimeFormat: "%r", cTwelveHourTimeFormat: "", cDateFormat: "%D").time,
            "%-I:%M:%S %p")
        XCTAssertEqual(
            LocalTimeFormat(
                cTimeFormat: "%l:%M:%S %p", cTwelveHourTimeFormat: "", cDateFormat: "%x"
            ).time, "%-l:%M:%S %p")
    }

    func testTwentyFourHourLocalesKeepTheirTimeFormat() {
        // en_GB: T_FMT "%T", D_FMT "%d/%m/%y"; de_DE: "%T", "%d.%m.%Y".
        XCTAssertEqual(
            LocalTimeFormat(
                cTimeFormat: "%T", cTwelveHourTimeFormat: "%l:%M:%S %P %Z", cDateFormat: "%d/%m/%y"),
            LocalTimeFormat(time: "%T", weekdayAndDay: "%a %-d %b", day: "%-d %b %Y"))
        XCTAssertEqual(
            LocalTimeFormat(cTimeFormat: "%T", cTwelveHourTimeFormat: "", cDateFormat: "%d.%m.%Y")
                .weekdayAndDay, "%a %-d %b")
        // ja_JP and ko_KR: their own time formats, and their dates with units, year first.
        let japanese = LocalTimeFormat(
            cTimeFormat: "%H時%M分%S秒", cTwelveHourTimeFormat: "%p%I時%M分%S秒", cDateFormat: "%Y年%m月%d日"
        )
        XCTAssertEqual(japanese.time, "%H時%M分%S秒")
        XCTAssertEqual(japanese.day, "%Y年%-m月%-d日")
        XCTAssertEqual(japanese.weekdayAndDay, "%-m月%-d日 (%a)")
        let korean = LocalTimeFormat(
            cTimeFormat: "%H시 %M분 %S초", cTwelveHourTimeFormat: "%p %I시 %M분 %S초",
            cDateFormat: "%Y년 %m월 %d일")
        XCTAssertEqual(korean.day, "%Y년 %-m월 %-d일")
        XCTAssertEqual(korean.weekdayAndDay, "%-m월 %-d일 (%a)")
        XCTAssertEqual(korean.fullDay, "%Y년 %-m월 %-d일 %A")
        // A year-first date of numbers alone (sv_SE) keeps month names around the day.
        XCTAssertEqual(
            LocalTimeFormat(cTimeFormat: "%T", cTwelveHourTimeFormat: "", cDateFormat: "%Y-%m-%d")
                .day, "%-d %b %Y")
        // No time format at all: 24-hour.
        XCTAssertEqual(
            LocalTimeFormat(cTimeFormat: "", cTwelveHourTimeFormat: "", cDateFormat: "").time,
            "%H:%M:%S")
    }

    /// The countdown's target is shown to the minute unless it has seconds.
    func testTimeWithoutSeconds() {
        XCTAssertEqual(LocalTimeFormat.twentyFourHour.timeWithoutSeconds, "%H:%M")
        XCTAssertEqual(LocalTimeFormat.twelveHour.timeWithoutSeconds, "%-I:%M %p")
        XCTAssertEqual(
            LocalTimeFormat(time: "%T", weekdayAndDay: "", day: "").timeWithoutSeconds, "%H:%M")
        // ko_KR and ja_JP write a unit after each field: it goes with the seconds.
        XCTAssertEqual(
            LocalTimeFormat(time: "%H시 %M분 %S초", weekdayAndDay: "", day: "").timeWithoutSeconds,
            "%H시 %M분")
        XCTAssertEqual(
            LocalTimeFormat(time: "%p%I時%M分%S秒", weekdayAndDay: "", day: "").timeWithoutSeconds,
            "%p%I時%M分")
        XCTAssertEqual(
            LocalTimeFormat(time: "%H.%M", weekdayAndDay: "", day: "").timeWithoutSeconds, "%H.%M")
    }

    func testFullDayFollowsTheDayOrder() {
        XCTAssertEqual(LocalTimeFormat.twentyFourHour.fullDay, "%A, %-d %B %Y")
        XCTAssertEqual(LocalTimeFormat.twelveHour.fullDay, "%A, %B %-d, %Y")
    }

    func testDirectivesAreReplacedAsDirectives() {
        let replaced = LocalTimeFormat(
            cTimeFormat: "%%I %I%%r", cTwelveHourTimeFormat: "x", cDateFormat: ""
        ).time
        XCTAssertEqual(replaced, "%%I %-I%%r")
    }

    func testFlagsAndWidthsBeforeTheMonth() {
        XCTAssertEqual(
            LocalTimeFormat(cTimeFormat: "%T", cTwelveHourTimeFormat: "", cDateFormat: "%-m/%-d/%y")
                .day, "%b %-d, %Y")
        XCTAssertEqual(
            LocalTimeFormat(cTimeFormat: "%T", cTwelveHourTimeFormat: "", cDateFormat: "%e %B %Y")
                .day, "%-d %b %Y")
    }

    func testTheCLocaleGivesTheCFormats() throws {
        // Widget tests in the same process let GTK call setlocale: put LC_TIME to "C" for this test only.
        let before = setlocale(LC_TIME, nil).map { String(cString: $0) } ?? "C"
        defer { setlocale(LC_TIME, before) }
        XCTAssertNotNil(setlocale(LC_TIME, "C"))
        XCTAssertEqual(
            LocalTimeFormat.current,
            LocalTimeFormat(time: "%H:%M:%S", weekdayAndDay: "%a, %b %-d", day: "%b %-d, %Y"))
    }
}
