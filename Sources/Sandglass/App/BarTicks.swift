import GtkKit
import TimerCore

/// Counts a published status's seconds on by itself, as a bar shows them: `show` gets the bar's
/// items now, and again at each change of their digits (one wake-up per displayed second while
/// something counts, none otherwise), until the next status. What `status --follow` prints for
/// a bar and the tray item's label both come from here.
@MainActor
final class BarTicks {
    private let clock: TimeSource
    private let show: @MainActor ([BarItem]) -> Void
    private var report: StatusReport?
    /// Bumped at each status: a wake-up armed for an earlier one does nothing.
    private var generation = 0

    init(clock: TimeSource, show: @escaping @MainActor ([BarItem]) -> Void) {
        self.clock = clock
        self.show = show
    }

    /// Shows `report`'s items now and counts them on; nil stops counting.
    func follow(_ report: StatusReport?) {
        generation += 1
        self.report = report
        tick()
    }

    private func tick() {
        guard let report else { return }
        let items = BarItems.items(
            report, nowMs: ISO8601Milliseconds.millisecondsSince1970(clock.wallNow))
        show(items)
        guard let wait = BarItems.nextChangeMs(items) else { return }
        let current = generation
        // A millisecond past the change, so the digits have moved when read.
        MainLoop.after(milliseconds: UInt32(min(wait + 1, 60_000))) { [weak self] in
            guard let self, self.generation == current else { return }
            self.tick()
        }
    }
}
