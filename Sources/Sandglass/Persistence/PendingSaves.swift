import GtkKit
import TimerCore

/// Each mode's save, and the ones that failed, tried again until they succeed.
///
/// A mode registers how to write its state as it is now. Whenever anything changes, that thing
/// is saved and every save still failing is tried with it; besides, the failing ones are tried
/// on `SaveRetrySchedule`'s back-off (1, 2, 4 … 60 s), so a folder made writable again holds the
/// state within a minute even when nothing changes. Each try writes the state of that moment.
@MainActor
final class PendingSaves {
    private var schedule = SaveRetrySchedule()
    private var savers: [String: () -> Bool] = [:]
    private let clock: TimeSource
    /// The round the main loop's timeout is set for; a timeout for another is stale.
    private var armed: Instant?

    init(clock: TimeSource) {
        self.clock = clock
    }

    /// What is waiting to be saved again, by name.
    var pending: Set<String> { schedule.pending }

    /// `save` writes `name`'s state as it is now and says whether it is on disk.
    func register(_ name: String, save: @escaping () -> Bool) {
        savers[name] = save
    }

    /// `name` changed: it is saved now, and what failed before is tried again with it.
    func changed(_ name: String) {
        attempt(name)
        for other in schedule.pending where other != name { attempt(other) }
        arm()
    }

    private func attempt(_ name: String) {
        guard let save = savers[name] else { return }
        if save() { schedule.succeeded(name) } else { schedule.failed(name, at: clock.now) }
    }

    /// The back-off's round: every failing save tried once more.
    private func retry() {
        armed = nil
        guard schedule.isDue(at: clock.now) else { return arm() }
        let failing = schedule.pending.filter { name in !(savers[name]?() ?? true) }
        schedule.roundEnded(stillFailing: failing, at: clock.now)
        arm()
    }

    private func arm() {
        guard let next = schedule.nextTry, armed != next else { return }
        armed = next
        let milliseconds = max(0, min((next - clock.now).totalMilliseconds, 60_000))
        MainLoop.after(milliseconds: UInt32(milliseconds)) { [weak self] in
            guard let self, self.armed == next else { return }
            self.retry()
        }
    }
}
