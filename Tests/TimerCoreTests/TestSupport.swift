import TimerCore
import XCTest

/// Shared helpers for the TimerCore tests.
enum TestSupport {
    /// A fixed origin on the duration clock, as `ManualTimeSource` starts.
    static let t0 = Instant(nanoseconds: 1_000_000_000_000)

    /// UTC, written as a fixed offset so no tz database is involved.
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
}

/// Checks that `transition` is refused: it returns false and leaves the model (timer or
/// stopwatch) exactly as it was.
func assertRefused<Model: Equatable>(
    _ model: Model, _ transition: (inout Model) -> Bool,
    file: StaticString = #filePath, line: UInt = #line
) {
    var copy = model
    XCTAssertFalse(transition(&copy), "transition should be refused", file: file, line: line)
    XCTAssertEqual(copy, model, "a refused transition must change nothing", file: file, line: line)
}
