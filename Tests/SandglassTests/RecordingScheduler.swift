import Foundation
import TimerCore

@testable import Sandglass

/// A wake scheduler that records what a controller asked for and fires only when told to.
///
/// One type for both clocks: `Instant`s of the duration clock (timer, Pomodoro) and wall-clock
/// `Date`s (the countdown to a date).
@MainActor
final class Recording<Moment> {
    private(set) var armed: Moment?
    private(set) var requests: [Moment?] = []
    let fire: @MainActor () -> Void

    init(fire: @escaping @MainActor () -> Void) { self.fire = fire }

    func record(_ moment: Moment?) {
        armed = moment
        requests.append(moment)
    }
}

extension Recording: WakeScheduler where Moment == Instant {
    func wake(at instant: Instant?) { record(instant) }
}

extension Recording: DateWakeScheduler where Moment == Date {
    func wake(at date: Date?) { record(date) }
}

typealias RecordingScheduler = Recording<Instant>
typealias RecordingDateScheduler = Recording<Date>
