import Foundation

/// A clock that moves only when told to, for deterministic tests.
public final class ManualTimeSource: TimeSource, @unchecked Sendable {
    // Guards both clock values; that is what makes the class safe to share.
    private let lock = NSLock()
    private var currentNow: Instant
    private var currentWallNow: Date

    /// Creates a clock stopped at the given readings.
    public init(
        now: Instant = Instant(nanoseconds: 1_000_000_000_000),
        wallNow: Date = Date(timeIntervalSince1970: 1_800_000_000)
    ) {
        currentNow = now
        currentWallNow = wallNow
    }

    /// Now on the duration clock.
    public var now: Instant {
        lock.withLock { currentNow }
    }

    /// Now on the wall clock.
    public var wallNow: Date {
        lock.withLock { currentWallNow }
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
