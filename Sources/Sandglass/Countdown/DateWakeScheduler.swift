import FoundationEssentials

/// Wakes the main loop at one wall-clock moment; re-arming replaces the previous one.
@MainActor
protocol DateWakeScheduler: AnyObject {
    /// Schedules the next wake-up at `date`, or none at all for nil.
    func wake(at date: Date?)
}

/// Makes the countdown's scheduler around the handler it calls (tests hand in a recording one).
typealias DateWakeSchedulerFactory = (@escaping @MainActor () -> Void) -> DateWakeScheduler
