import FoundationEssentials
import TimerCore

/// The instance's clock, read in the caller's time zone: what a forwarded command parses and prints with.
final class CallerClock: TimeSource {
    private let base: TimeSource
    let localZone: LocalZone

    init(base: TimeSource, zone: LocalZone) {
        self.base = base
        localZone = zone
    }

    var now: Instant { base.now }
    var wallNow: Date { base.wallNow }
    func reading() -> ClockReading { base.reading() }
    func sleep(for duration: Duration) { base.sleep(for: duration) }
}
