import TimerCore
import XCTest

/// What `DurationParser` accepts and how it explains what it refuses.
final class DurationParserTests: XCTestCase {
    func testAcceptTable() throws {
        let table: [(String, Int64)] = [
            ("90", 90),
            ("90s", 90),
            ("25m", 1_500),
            ("2h", 7_200),
            ("1h30m", 5_400),
            ("1h 30m 15s", 5_415),
            ("1h15s", 3_615),
            ("1:30", 90),
            ("1:30:00", 5_400),
            ("99:59:59", 359_999),
            ("  5m ", 300),
            ("\t5m\n", 300),
            ("2H", 7_200),
            ("1H 2M 3S", 3_723),
            ("90 s", 90),
            ("1 hr 5 min 3 sec", 3_903),
            ("2 hours 1 minute", 7_260),
            ("1:5", 65),
            ("0:05", 5),
            ("90:00", 5_400),
            ("5999:59", 359_999),
            ("0001h", 3_600),
        ]
        for (text, seconds) in table {
            XCTAssertEqual(
                try DurationParser.parse(text), .seconds(seconds),
                "parsing \(text.debugDescription)")
        }
    }

    func testRejectTable() {
        let table: [(String, String)] = [
            ("", "empty"),
            ("  ", "empty"),
            ("0", "must be more than zero"),
            ("0s", "must be more than zero"),
            ("0:00", "must be more than zero"),
            ("0h 0m", "must be more than zero"),
            ("-5", "must be more than zero"),
            ("-5m", "must be more than zero"),
            ("-", "not a duration"),
            ("-abc", "not a duration"),
            ("abc", "not a duration"),
            ("5x", "not a duration"),
            ("m", "not a duration"),
            ("+5", "not a duration"),
            ("٥", "not a duration"),
            ("1.5m", "use whole numbers"),
            ("1,5", "use whole numbers"),
            (".5", "use whole numbers"),
            ("1:99:00", "minutes must be 0–59"),
            ("1:100:00", "minutes must be 0–59"),
            ("1:005:00", "minutes must be 0–59"),
            ("0:75", "seconds must be 0–59"),
            ("1:00:60", "seconds must be 0–59"),
            ("100:00:00", "longer than 99:59:59"),
            ("6000:00", "longer than 99:59:59"),
            ("360000", "longer than 99:59:59"),
            ("100h", "longer than 99:59:59"),
            ("99999999999999999999999", "longer than 99:59:59"),
            ("99999999999999999999999h", "longer than 99:59:59"),
            ("99999999999999999999999:00:00", "longer than 99:59:59"),
            ("5m3h", "units must come in the order h, m, s"),
            ("30s 1m", "units must come in the order h, m, s"),
            ("5m5m", "minutes given twice"),
            ("1h 2h", "hours given twice"),
            ("1h 30", "every number needs a unit (h, m or s) when there are several"),
            ("1::0", "not a duration"),
            (":30", "not a duration"),
            ("1:", "not a duration"),
            ("1:2:3:4", "not a duration"),
            ("1 : 30", "not a duration"),
            ("1h:30", "not a duration"),
        ]
        for (text, reason) in table {
            XCTAssertThrowsError(try DurationParser.parse(text), "parsing \(text.debugDescription)")
            { error in
                guard let error = error as? DurationParseError else {
                    return XCTFail("unexpected error type for \(text.debugDescription)")
                }
                XCTAssertEqual(error.input, text, "input of \(text.debugDescription)")
                XCTAssertEqual(error.reason, reason, "reason for \(text.debugDescription)")
            }
        }
    }

    func testTypedThrow() {
        do {
            _ = try DurationParser.parse("1:99:00")
            XCTFail("should throw")
        } catch {
            // `error` is a DurationParseError here, no cast needed.
            XCTAssertEqual(
                error, DurationParseError(input: "1:99:00", reason: "minutes must be 0–59"))
        }
    }

    func testDescriptionIsOneHelpfulLine() {
        let error = DurationParseError(input: "1:99:00", reason: "minutes must be 0–59")
        XCTAssertEqual(
            error.description,
            "invalid duration '1:99:00': minutes must be 0–59; use 90, 90s, 25m, 1h30m, 1h 30m 15s, "
                + "1:30 (m:s) or 1:30:00 (h:m:s), up to 99:59:59")
        XCTAssertEqual("\(error)", error.description)
    }

    func testDescriptionEscapesControlCharacters() {
        let error = DurationParseError(input: "5\nm", reason: "not a duration")
        XCTAssertFalse(error.description.contains("\n"))
        XCTAssertTrue(error.description.hasPrefix("invalid duration '5\\nm': not a duration; use "))
    }

    func testParsedDurationsStartATimer() throws {
        var timer = CountdownTimer()
        XCTAssertTrue(
            timer.start(duration: try DurationParser.parse("99:59:59"), at: TestSupport.t0))
        XCTAssertEqual(timer.duration, CountdownTimer.maximumDuration)
    }
}
