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
    /// The time zone dates are shown and read in; for the system's zone, read without ICU.
    var localZone: LocalZone { get }
    /// Lets `duration` go by on this clock before going on: the real one blocks the thread (for
    /// a process with no main loop running, such as a command waiting for an instance); a test's
    /// clock moves on by that much at once.
    func sleep(for duration: Duration)
}

extension TimeSource {
    /// Both clocks, read one after the other.
    public func reading() -> ClockReading {
        ClockReading(now: now, wallNow: wallNow)
    }

    /// The system's zone: for sources that do not say.
    public var localZone: LocalZone {
        .system
    }

    /// The wall-clock date at which `instant` (on the duration clock) happens/happened, projected from now.
    public func wallDate(of instant: Instant) -> Date {
        reading().wallDate(of: instant)
    }
}
