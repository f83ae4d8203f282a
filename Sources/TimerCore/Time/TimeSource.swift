import FoundationEssentials

/// The injected clock: a duration clock for counting and a wall clock for showing dates.
///
/// The app uses `SystemTimeSource`; tests use `ManualTimeSource` and advance it instead of sleeping.
public protocol TimeSource: AnyObject, Sendable {
    /// Now on the duration clock, which counts suspend and ignores wall-clock steps.
    var now: Instant { get }
    /// Now on the wall clock, for "Ends at 14:05" and ISO timestamps.
    var wallNow: Date { get }
    /// Both clocks read together, so projections between them are consistent.
    func reading() -> ClockReading
    /// The time zone dates are shown and read in, as Foundation's `TimeZone` (the date parser's).
    ///
    /// For the system's zone this loads ICU; what a first frame shows uses `localZone`.
    var timeZone: TimeZone { get }
    /// The same zone for text written without ICU ("Ends at 14:05:30", the start of today).
    var localZone: LocalZone { get }
}

extension TimeSource {
    /// Both clocks, read one after the other.
    public func reading() -> ClockReading {
        ClockReading(now: now, wallNow: wallNow)
    }

    /// Foundation's current zone as it is cached (not re-read): for sources that do not say.
    public var timeZone: TimeZone {
        TimeZone.current
    }

    /// `timeZone` as a `LocalZone`: for sources that do not say.
    public var localZone: LocalZone {
        .foundation(timeZone)
    }

    /// The wall-clock date at which `instant` (on the duration clock) happens/happened, projected from now.
    public func wallDate(of instant: Instant) -> Date {
        reading().wallDate(of: instant)
    }
}
