@testable import Sandglass
import TimerCore

/// A wake scheduler that records what the controller asked for and fires only when told to.
@MainActor
final class RecordingScheduler: WakeScheduler {
    private(set) var armed: Instant?
    private(set) var requests: [Instant?] = []
    let fire: @MainActor () -> Void

    init(fire: @escaping @MainActor () -> Void) { self.fire = fire }

    func wake(at instant: Instant?) {
        armed = instant
        requests.append(instant)
    }
}
