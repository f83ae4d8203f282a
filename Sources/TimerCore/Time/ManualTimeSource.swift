import Foundation

/// A clock (and time zone) that moves only when told to, for deterministic tests.
public final class ManualTimeSource: TimeSource, @unchecked Sendable {
    // Guards the clock values and the zone; that is what makes the class safe to share.
    private let lock = NSLock()
    private var currentNow: Instant
    private var currentWallNow: Date
    private var currentTimeZone: TimeZone

    /// UTC as a fixed offset: the default zone, the same on every machine and free of ICU.
    public static let utc = TimeZone(secondsFromGMT: 0) ?? .gmt

    /// Creates a clock stopped at the given readings, in `timeZone` (UTC unless told).
    public init(
        now: Instant = Instant(nanoseconds: 1_000_000_000_000),
        wallNow: Date = Date(timeIntervalSince1970: 1_800_000_000),
        timeZone: TimeZone = ManualTimeSource.utc
    ) {
        currentNow = now
        currentWallNow = wallNow
        currentTimeZone = timeZone
    }

    /// Now on the duration clock.
    public var now: Instant {
        lock.withLock { currentNow }
    }

    /// Now on the wall clock.
    public var wallNow: Date {
        lock.withLock { currentWallNow }
    }

    /// The time zone, UTC unless set; setting it is a move to another zone (or the user changing it).
    public var timeZone: TimeZone {
        get { lock.withLock { currentTimeZone } }
        set { lock.withLock { currentTimeZone = newValue } }
    }

    /// Both clocks, read under one lock.
    public func reading() -> ClockReading {
        lock.withLock { ClockReading(now: currentNow, wallNow: currentWallNow) }
    }

    /// Lets `duration` pass: moves both clocks forward together.
    public func advance(by duration: Duration) {
        lock.withLock {
            currentNow = currentNow + duration
            currentWallNow = currentWallNow.addingTimeInterval(Double(duration.totalNanoseconds) / 1e9)
        }
    }

    /// Steps the wall clock only, as when the user or NTP changes the time.
    public func setWall(_ date: Date) {
        lock.withLock { currentWallNow = date }
    }
}
