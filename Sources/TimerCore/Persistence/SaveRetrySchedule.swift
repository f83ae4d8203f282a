/// When saves that failed are tried again: soon at first, then less and less often.
///
/// A failed save stays pending until one succeeds. Whatever changes is saved at once (and the
/// pending saves are tried with it); besides that, the pending saves are tried together after
/// 1 s, then 2, 4, 8 … and every 60 s at most, so a folder made writable again is used within a
/// minute even when nothing changes. Any success of every pending save starts the schedule over.
public struct SaveRetrySchedule: Sendable, Equatable {
    /// The first wait after a failure, and the longest.
    public static let firstDelay = Duration.seconds(1)
    public static let longestDelay = Duration.seconds(60)

    /// What waits to be saved again, by name.
    public private(set) var pending: Set<String> = []
    /// When the pending saves are next tried together; nil when nothing waits.
    public private(set) var nextTry: Instant?
    /// Rounds of tries that failed since the first failure (each doubles the wait).
    private var failedRounds = 0

    public init() {}

    /// The wait after `failedRounds` rounds that failed: 1 s, 2 s, 4 s … at most 60 s.
    public static func delay(afterFailedRounds failedRounds: Int) -> Duration {
        let seconds = Int64(1) << Int64(min(max(failedRounds, 0), 6))  // 2^6 = 64 > 60
        return min(.seconds(seconds), longestDelay)
    }

    /// A save of `key` failed at `now`: it waits; the next round is due 1 s after the first failure
    /// (a failure while others wait keeps the round already due).
    public mutating func failed(_ key: String, at now: Instant) {
        pending.insert(key)
        if nextTry == nil {
            failedRounds = 0
            nextTry = now + Self.delay(afterFailedRounds: 0)
        }
    }

    /// A save of `key` succeeded: it waits no longer; with nothing left, no round is due.
    public mutating func succeeded(_ key: String) {
        pending.remove(key)
        if pending.isEmpty {
            nextTry = nil
            failedRounds = 0
        }
    }

    /// Whether the round of tries is due at `now`.
    public func isDue(at now: Instant) -> Bool {
        nextTry.map { now >= $0 } ?? false
    }

    /// A round of tries ended at `now` with `stillFailing` (the others succeeded): the next
    /// round waits twice as long as the last (60 s at most).
    public mutating func roundEnded(stillFailing: Set<String>, at now: Instant) {
        for key in pending.subtracting(stillFailing) { succeeded(key) }
        guard !pending.isEmpty else { return }
        failedRounds += 1
        nextTry = now + Self.delay(afterFailedRounds: failedRounds)
    }
}
