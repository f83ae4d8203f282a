import FoundationEssentials
import TimerCore

/// The instance's clock, read in the caller's time zone: what a forwarded command parses and prints with.
final class CallerClock: TimeSource {
    private let base: TimeSource
    let timeZone: TimeZone

    init(base: TimeSource, timeZone: TimeZone) {
        self.base = base
        self.timeZone = timeZone
    }

    var now: Instant { base.now }
    var wallNow: Date { base.wallNow }
    func reading() -> ClockReading { base.reading() }
    var localZone: LocalZone { .foundation(timeZone) }
}
