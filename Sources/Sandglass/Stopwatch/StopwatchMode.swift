import ArgumentParser
import TimerCore

extension Mode {
    static let stopwatch = Mode("stopwatch") { tr("Stopwatch") }
}

/// The stopwatch and its laps: it never ends, so nothing waits on it.
struct StopwatchMode: ModeRegistration {
    var mode: Mode { .stopwatch }
    var commandGroup: (any ParsableCommand.Type)? { StopwatchCommand.self }
    var statusBlock: any StatusBlock.Type { StopwatchStatus.self }

    func offlineStatus(saved: SavedState, reading: ClockReading, zone: LocalZone)
        -> any StatusBlock
    {
        StopwatchStatus(stopwatch: saved.stopwatch(reading), now: reading.now)
    }

    @MainActor func makeFeature(_ context: ModeContext) -> any ModeFeature {
        StopwatchFeature(
            host: context.host, clock: context.clock, saved: context.saved,
            reading: context.reading)
    }
}
