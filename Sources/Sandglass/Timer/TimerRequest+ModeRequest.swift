import GtkKit
import TimerCore

extension TimerRequest: ModeRequest {
    var mode: Mode { .timer }

    var onlyReads: Bool { self == .list }

    /// A label in use, or a label or id no timer has.
    func usageProblem(saved: SavedState, reading: ClockReading) -> String? {
        let timers = saved.timers(reading).list
        if let label = labelInUse(in: timers) {
            return TimerListError.labelInUse(label).message
        }
        do { _ = try target(in: timers) } catch { return error.message }
        return nil
    }

    func refusal(saved: SavedState, reading: ClockReading) -> String? {
        // As the instance will see them: ends that passed while nothing ran are finished, not running.
        var (timers, duration) = saved.timers(reading)
        _ = timers.finishDue(at: reading.now)
        guard let operation else { return nil }
        // A label or id no timer has is bad input, said before this (`usageProblem`).
        let target = (try? target(in: timers)) ?? nil
        return operation.refusal(
            in: TimerOperation.Context(
                timers: timers, now: reading.now,
                pickedSeconds: duration.totalSecondsRoundedDown),
            parameter: target.map { Variant($0) })
    }

    /// `timer list` from the saved files.
    func savedAnswer(saved: SavedState, reading: ClockReading, zone: LocalZone) -> String? {
        guard self == .list else { return nil }
        return TimerListText.lines(saved.offlineTimerStatuses(reading: reading, zone: zone))
    }
}
