import Foundation
import TimerCore
import XCTest

/// Shared helpers for the date countdown and date parser tests.
enum DateTargetTestSupport {
    /// The zone called `identifier` from the tz database; fails the test when it is missing.
    static func zone(_ identifier: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> TimeZone
    {
        try XCTUnwrap(
            TimeZone(identifier: identifier), "no time zone \(identifier)", file: file, line: line)
    }

    /// The instant written as "2026-03-29T01:00:00.000Z" or "…+01:00" (the status JSON's form).
    static func instant(_ iso: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> Date
    {
        try XCTUnwrap(
            ISO8601Milliseconds.date(from: iso), "not a timestamp: \(iso)", file: file, line: line)
    }

    /// `date` in UTC as "2026-03-29T01:00:00.000+00:00", for readable comparisons.
    static func utc(_ date: Date) -> String {
        ISO8601Milliseconds.string(from: date, zone: .foundation(TestSupport.utc))
    }

    /// A fixed zone one hour east of UTC: local times without daylight saving.
    static let plusOne = TimeZone(secondsFromGMT: 3_600) ?? .current
}
