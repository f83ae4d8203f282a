import ArgumentParser
import TimerCore

extension Mode {
    static let pomodoro = Mode("pomodoro") { tr("Pomodoro") }
}

/// The Pomodoro cycle: focus and breaks, rounds, and today's count.
struct PomodoroMode: ModeRegistration {
    var mode: Mode { .pomodoro }
    var commandGroup: (any ParsableCommand.Type)? { PomodoroCommand.self }
    var statusBlock: any StatusBlock.Type { PomodoroStatus.self }

    func offlineStatus(saved: SavedState, reading: ClockReading, zone: LocalZone)
        -> any StatusBlock
    {
        PomodoroStatus(
            pomodoro: saved.pomodoro(reading), now: reading.now,
            startOfToday: LocalDay.startOfToday(reading: reading, zone: zone))
    }

    func waitSubject(for target: WaitTarget, in report: StatusReport) -> (any WaitSubject)? {
        PomodoroWaitSubject(in: report)
    }

    func absence(of target: WaitTarget) -> String? { tr("the Pomodoro cycle is not running") }

    var alertSubtitles: [AlertOption.Channel: String] {
        [
            .sound: tr("A chime at the end of each focus and break"),
            .flash: AlertOption.flashSubtitle,
        ]
    }

    @MainActor func makeFeature(_ context: ModeContext) -> any ModeFeature {
        PomodoroFeature(
            host: context.host, clock: context.clock, saved: context.saved,
            reading: context.reading, scheduler: context.schedulers.pomodoro,
            sound: context.sound())
    }
}
