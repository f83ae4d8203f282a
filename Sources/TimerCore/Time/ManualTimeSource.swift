import FoundationEssentials
import Synchronization

/// A clock (and time zone) that moves only when told to, for deterministic tests.
public final class ManualTimeSource: TimeSource, Sendable {
    /// The clock values and the zone, behind one lock: that is what makes the class safe to share.
    private struct State {
        var now: Instant
        var wallNow: Date
        var timeZone: TimeZone
    }

    private let state: Mutex<State>

    /// UTC as a fixed offset: the default zone, the same on every machine and free of ICU.
    public static let utc = TimeZone(secondsFromGMT: 0) ?? .gmt

    /// Creates a clock stopped at the given readings, in `timeZone` (UTC unless told).
    public init(
        now: Instant = Instant(nanoseconds: 1_000_000_000_000),
        wallNow: Date = Date(timeIntervalSince1970: 1_800_000_000),
        timeZone: TimeZone = ManualTimeSource.utc
    ) {
        state = Mutex(State(now: now, wallNow: wallNow, timeZone: timeZone))
    }

    /// Now on the duration clock.
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// Now on the wall clock.
    public var wallNow: Date {
        state.withLock { $0.wallNow }
    }

    /// The time zone, UTC unless set; setting it is a move to another zone (or the user changing it).
    public var timeZone: TimeZone {
        get { state.withLock { $0.timeZone } }
        set { state.withLock { $0.timeZone = newValue } }
    }

    /// `timeZone`, for what the source's users write and read.
    public var localZone: LocalZone {
        .foundation(timeZone)
    }

    /// Both clocks, read under one lock.
    public func reading() -> ClockReading {
        state.withLock { ClockReading(now: $0.now, wallNow: $0.wallNow) }
    }

    /// Lets `duration` pass: moves both clocks forward together.
    public func advance(by duration: Duration) {
        state.withLock {
            $0.now = $0.now + duration
            $0.wallNow = $0.wallNow.addingTimeInterval(Double(duration.totalNanoseconds) / 1e9)
        }
    }

    /// A wait through this clock takes no time: the clock moves on by `duration` at once.
    public func sleep(for duration: Duration) {
        advance(by: duration)
    }

    /// Steps the wall clock only, as when the user or NTP changes the time.
    public func setWall(_ date: Date) {
        state.withLock { $0.wallNow = date }
    }
}
