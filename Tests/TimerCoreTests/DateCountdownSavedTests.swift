import Foundation
import TimerCore
import XCTest

/// The saved date countdown: an exact round trip, and nonsense refused as a whole.
final class DateCountdownSavedTests: XCTestCase {
    private func throughJSON(_ saved: SavedDateCountdown) throws -> SavedDateCountdown {
        try JSONDecoder().decode(SavedDateCountdown.self, from: JSONEncoder().encode(saved))
    }

    private func decoded(_ json: String) throws -> SavedDateCountdown {
        try JSONDecoder().decode(SavedDateCountdown.self, from: Data(json.utf8))
    }

    func testRoundTripWithSnakeCaseKeys() throws {
        let countdown = DateCountdown(
            target: Date(timeIntervalSince1970: 1_798_758_000.125), label: "New Year ✨")
        let saved = SavedDateCountdown(countdown: countdown)
        XCTAssertEqual(
            saved, SavedDateCountdown(version: 1, targetMs: 1_798_758_000_125, label: "New Year ✨"))
        XCTAssertEqual(try throughJSON(saved).restore(), countdown)

        let json = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
        for key in [#""version":1"#, #""target_ms":1798758000125"#, #""label":"New Year ✨""#] {
            XCTAssertTrue(json.contains(key), json)
        }
        XCTAssertEqual(
            try decoded(#"{"version":1,"target_ms":1798758000125,"label":""}"#).restore(),
            DateCountdown(target: Date(timeIntervalSince1970: 1_798_758_000.125)))
    }

    func testAPastTargetComesBackEnded() throws {
        let restored = try decoded(#"{"version":1,"target_ms":0,"label":"Epoch"}"#).restore()
        XCTAssertEqual(restored.label, "Epoch")
        XCTAssertTrue(restored.isEnded(at: Date(timeIntervalSince1970: 1_800_000_000)))
        XCTAssertEqual(restored.remaining(at: Date(timeIntervalSince1970: 1_800_000_000)), .zero)
    }

    func testEveryParsedTargetRoundTrips() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let berlin = try DateTargetTestSupport.zone("Europe/Berlin")
        for text in [
            "1970-01-01T00:00:00+18:00", "1970-01-02", "9999-12-31T23:59:59.999-18:00",
            "9999-12-31 23:59:59.999",
            "1970-01-01T00:00:00.001Z", "2026-10-25 02:30", "18:30",
        ] {
            let countdown = DateCountdown(
                target: try DateTargetParser.parse(text, now: now, zone: .foundation(berlin)),
                label: text)
            XCTAssertEqual(
                try throughJSON(SavedDateCountdown(countdown: countdown)).restore(), countdown, text
            )
        }
    }

    func testNonsenseIsRefused() throws {
        let refused: [(String, String)] = [
            (#"{"version":2,"target_ms":1798758000000,"label":""}"#, "unknown version 2"),
            (#"{"version":0,"target_ms":1798758000000,"label":""}"#, "unknown version 0"),
            (
                #"{"version":1,"target_ms":9223372036854775807,"label":""}"#,
                "target_ms 9223372036854775807 is not in the years 1 to 9999"
            ),
            (
                #"{"version":1,"target_ms":-9223372036854775808,"label":""}"#,
                "target_ms -9223372036854775808 is not in the years 1 to 9999"
            ),
            // Just outside years 1...9999 at any offset within ±18:00.
            (
                #"{"version":1,"target_ms":-62135661600001,"label":""}"#,
                "target_ms -62135661600001 is not in the years 1 to 9999"
            ),
            (
                #"{"version":1,"target_ms":253402365600000,"label":""}"#,
                "target_ms 253402365600000 is not in the years 1 to 9999"
            ),
        ]
        for (json, reason) in refused {
            let saved = try decoded(json)
            XCTAssertThrowsError(try saved.restore(), json) { error in
                XCTAssertEqual((error as? SavedTimer.Invalid)?.reason, reason, json)
                XCTAssertEqual(String(describing: error), reason)
            }
        }
        // The edges themselves are accepted.
        XCTAssertNoThrow(
            try decoded(#"{"version":1,"target_ms":-62135661600000,"label":""}"#).restore())
        XCTAssertNoThrow(
            try decoded(#"{"version":1,"target_ms":253402365599999,"label":""}"#).restore())
    }

    func testMissingOrMistypedFieldsDoNotDecode() {
        for json in [
            #"{"target_ms":1798758000000,"label":""}"#,
            #"{"version":1,"label":""}"#,
            #"{"version":1,"target_ms":1798758000000}"#,
            #"{"version":1,"target_ms":1.5,"label":""}"#,
            #"{"version":1,"target_ms":"1798758000000","label":""}"#,
            #"{"version":1,"target_ms":1798758000000,"label":null}"#,
            #"[]"#,
        ] {
            XCTAssertThrowsError(try decoded(json), json)
        }
    }
}
