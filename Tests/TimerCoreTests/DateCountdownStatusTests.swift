import Foundation
import XCTest

// `json()`: the block as the status report writes it (StatusPartJSON.swift).
@testable import TimerCore

/// `DateCountdownStatus` for `status --json`: exact JSON when idle, running and ended.
final class DateCountdownStatusTests: XCTestCase {
    func testIdle() {
        let status = DateCountdownStatus(
            countdown: nil, wallNow: Date(timeIntervalSince1970: 1_800_000_000))
        XCTAssertEqual(
            status, DateCountdownStatus(state: .idle, label: "", target: nil, remainingMs: 0))
        XCTAssertEqual(
            status.json(),
            #"{"state":"idle","label":"","target":null,"target_ms":null,"remaining_ms":0,"ringing":false}"#
        )
    }

    func testRunning() throws {
        let berlin = try DateTargetTestSupport.zone("Europe/Berlin")
        let target = try DateTargetTestSupport.instant("2027-01-01T00:00:00.000+01:00")
        let countdown = DateCountdown(target: target, label: "New \"Year\"")
        // 1 day, 1 hour, 1 minute and 1.2505 s before: the milliseconds are rounded toward zero.
        let wallNow = target.addingTimeInterval(-90_061.250_5)
        let status = DateCountdownStatus(
            countdown: countdown, wallNow: wallNow, zone: .foundation(berlin))
        XCTAssertEqual(
            status.json(),
            #"{"state":"running","label":"New \"Year\"","target":"2027-01-01T00:00:00.000+01:00","target_ms":1798758000000,"remaining_ms":90061250,"ringing":false}"#
        )
        // The target is written in the zone given.
        let newYork = try DateTargetTestSupport.zone("America/New_York")
        XCTAssertEqual(
            DateCountdownStatus(countdown: countdown, wallNow: wallNow, zone: .foundation(newYork))
                .target,
            "2026-12-31T18:00:00.000-05:00")
        // A millisecond before the end it is still running.
        XCTAssertEqual(
            DateCountdownStatus(
                countdown: countdown, wallNow: target.addingTimeInterval(-0.001),
                zone: .foundation(berlin)),
            DateCountdownStatus(
                state: .running, label: "New \"Year\"", target: "2027-01-01T00:00:00.000+01:00",
                remainingMs: 1))
    }

    func testEnded() throws {
        let target = try DateTargetTestSupport.instant("2027-01-01T00:00:00.123+01:00")
        let countdown = DateCountdown(target: target)
        let zone = DateTargetTestSupport.plusOne
        let ended =
            #"{"state":"ended","label":"","target":"2027-01-01T00:00:00.123+01:00","target_ms":1798758000123,"remaining_ms":0,"ringing":false}"#
        XCTAssertEqual(
            DateCountdownStatus(countdown: countdown, wallNow: target, zone: .foundation(zone))
                .json(), ended)
        XCTAssertEqual(
            DateCountdownStatus(
                countdown: countdown, wallNow: target.addingTimeInterval(86_400),
                zone: .foundation(zone)
            ).json(),
            ended)
    }

    func testCodableWritesNullsAndReadsBack() throws {
        for status in [
            DateCountdownStatus(countdown: nil, wallNow: Date(timeIntervalSince1970: 0)),
            DateCountdownStatus(
                state: .running, label: "x", target: "2027-01-01T00:00:00.000+01:00", remainingMs: 5
            ),
        ] {
            let data = try JSONEncoder().encode(status)
            XCTAssertEqual(try JSONDecoder().decode(DateCountdownStatus.self, from: data), status)
            let json = String(decoding: data, as: UTF8.self)
            XCTAssertTrue(json.contains(#""remaining_ms""#), json)
            XCTAssertTrue(json.contains(#""target""#), json)
        }
        let idle = String(
            decoding: try JSONEncoder().encode(
                DateCountdownStatus(countdown: nil, wallNow: Date())), as: UTF8.self)
        XCTAssertTrue(idle.contains(#""target":null"#), idle)
        let withoutTarget = #"{"state":"idle","label":"","remaining_ms":0}"#
        XCTAssertNil(
            try JSONDecoder().decode(DateCountdownStatus.self, from: Data(withoutTarget.utf8))
                .target)
    }
}
