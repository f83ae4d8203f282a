import FoundationEssentials

/// One reading of both clocks, used to project duration-clock instants onto the wall clock.
///
/// Projecting several instants from a single reading keeps their wall-clock differences equal
/// to their duration-clock differences, even if the clocks move between calls.
public struct ClockReading: Equatable, Sendable {
    /// The duration clock at the moment of reading.
    public var now: Instant
    /// The wall clock at the moment of reading.
    public var wallNow: Date

    /// Creates a reading from the two clock values.
    public init(now: Instant, wallNow: Date) {
        self.now = now
        self.wallNow = wallNow
    }

    /// The wall-clock date at which `instant` happens or happened.
    public func wallDate(of instant: Instant) -> Date {
        wallNow.addingTimeInterval(Double((instant - now).totalNanoseconds) / 1e9)
    }

    /// The wall-clock time of `instant` in whole milliseconds since 1970, rounded down.
    ///
    /// Integer arithmetic on top of the wall clock taken to the microsecond, so that the
    /// floating-point `Date` adds no error of its own.
    public func wallMilliseconds(of instant: Instant) -> Int64 {
        let wallMicroseconds = ISO8601Milliseconds.microsecondsSince1970(wallNow)
        let offsetNanoseconds = (instant - now).totalNanoseconds
        let projected = Saturating.add(
            Saturating.multiply(wallMicroseconds, 1_000), offsetNanoseconds)
        return Saturating.floorDivide(projected, 1_000_000)
    }
}
