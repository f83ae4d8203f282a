import Foundation
import XCTest

@testable import TimerCore

/// Zone offsets from Foundation and from the C library agree, across daylight-saving changes.
final class LocalZoneTests: XCTestCase {
    /// Instants around Berlin's and New York's changes in 2026, and some ordinary ones.
    let instants: [Int64] = [
        // 2026-03-29T01:00:00Z: Berlin goes to CEST
        1_774_746_000 - 1, 1_774_746_000, 1_774_746_000 + 1,
        1_792_890_000 - 1, 1_792_890_000, 1_792_890_000 + 1,  // 2026-10-25T01:00:00Z: back to CET
        1_772_953_200, 1_793_512_800,  // 2026-03-08T07:00Z, 2026-11-01T06:00Z: New York's changes
        0, -1, 1_800_000_000, 4_102_444_800,  // 1970, 2027, 2100
    ]

    func testAFixedZoneHasOneOffset() {
        let plusOne = LocalZone.foundation(DateTargetTestSupport.plusOne)
        for instant in instants {
            XCTAssertEqual(plusOne.offset(atSecondsSince1970: instant), 3_600)
            XCTAssertEqual(plusOne.localSeconds(atSecondsSince1970: instant), instant + 3_600)
        }
        XCTAssertEqual(
            LocalZone.foundation(TestSupport.utc).offset(atSecondsSince1970: 1_800_000_000), 0)
    }

    func testANamedZoneFollowsDaylightSaving() throws {
        let berlin = LocalZone.foundation(try DateTargetTestSupport.zone("Europe/Berlin"))
        XCTAssertEqual(berlin.offset(atSecondsSince1970: 1_774_746_000 - 1), 3_600)
        XCTAssertEqual(berlin.offset(atSecondsSince1970: 1_774_746_000), 7_200)
        XCTAssertEqual(berlin.offset(atSecondsSince1970: 1_792_890_000 - 1), 7_200)
        XCTAssertEqual(berlin.offset(atSecondsSince1970: 1_792_890_000), 3_600)
    }

    func testTheSystemZoneAgreesWithFoundation() throws {
        for identifier in [
            "Europe/Berlin", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "UTC",
        ] {
            let foundation = LocalZone.foundation(try DateTargetTestSupport.zone(identifier))
            try SystemZone.with(identifier) {
                for instant in instants {
                    XCTAssertEqual(
                        LocalZone.system.offset(atSecondsSince1970: instant),
                        foundation.offset(atSecondsSince1970: instant),
                        "\(identifier) at \(instant)")
                }
            }
        }
    }

    func testTheSystemZoneDoesNotTrapFarOut() throws {
        try SystemZone.with("Europe/Berlin") {
            // Beyond years 1...9999 the offset at the nearer end stands in.
            XCTAssertEqual(
                LocalZone.system.offset(atSecondsSince1970: .max),
                LocalZone.system.offset(atSecondsSince1970: 253_402_300_799))
            XCTAssertEqual(LocalZone.system.localSeconds(atSecondsSince1970: .max), .max)
            XCTAssertEqual(
                LocalZone.system.offset(atSecondsSince1970: .min),
                LocalZone.system.offset(atSecondsSince1970: -62_135_596_800))
        }
    }

    func testAFoundationZoneIsAbbreviatedAsTheCLibraryAbbreviatesTheSameZone() throws {
        // ICU says "GMT+9" for Seoul where the tz database says "KST": a time must read the same
        // whether the instance wrote it (another zone, in Foundation) or the C library did.
        let zones = [
            "Asia/Seoul", "Europe/Berlin", "America/New_York", "Asia/Kathmandu", "Asia/Dubai",
            "Australia/Lord_Howe",
        ]
        for name in zones {
            let zone = LocalZone.foundation(try DateTargetTestSupport.zone(name))
            // and 2040, past the transitions some files list
            for instant in instants + [2_208_988_800] {
                let expected = try SystemZone.with(name) {
                    LocalZone.system.abbreviation(atSecondsSince1970: instant)
                }
                XCTAssertEqual(
                    zone.abbreviation(atSecondsSince1970: instant), expected,
                    "\(name) at \(instant)")
            }
        }
        XCTAssertEqual(
            LocalZone.foundation(try DateTargetTestSupport.zone("Asia/Seoul")).abbreviation(
                atSecondsSince1970: 1_800_000_000), "KST")
        XCTAssertEqual(
            LocalZone.foundation(try DateTargetTestSupport.zone("Asia/Dubai")).abbreviation(
                atSecondsSince1970: 1_800_000_000), "UTC+4")
        XCTAssertFalse(
            LocalZone.foundation(DateTargetTestSupport.plusOne).abbreviation(atSecondsSince1970: 0)
                .isEmpty, "a fixed offset still has a name (ICU's)")
    }

    func testOnlyNamesInsideTheZoneFolderAreRead() {
        XCTAssertTrue(ZoneDatabaseFile.isZoneName("America/Argentina/Buenos_Aires"))
        XCTAssertTrue(ZoneDatabaseFile.isZoneName("Etc/GMT+9"))
        XCTAssertFalse(ZoneDatabaseFile.isZoneName("../../etc/passwd"))
        XCTAssertFalse(ZoneDatabaseFile.isZoneName("/etc/localtime"))
        XCTAssertNil(
            ZoneDatabaseFile.abbreviation(identifier: "Not/AZone", offset: 0, atSecondsSince1970: 0)
        )
    }

    func testEachZoneIsNamedForMessages() throws {
        XCTAssertEqual(
            LocalZone.foundation(try DateTargetTestSupport.zone("Asia/Tokyo")).name(
                atSecondsSince1970: 0), "Asia/Tokyo")
        try SystemZone.with("America/New_York") {
            XCTAssertEqual(LocalZone.system.name(atSecondsSince1970: 0), "America/New_York")
        }
    }
}
