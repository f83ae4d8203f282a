import ArgumentParser
import TimerCore

extension Mode {
    static let countdown = Mode("countdown") { tr("Countdown") }
}

/// The countdown to a calendar date.
struct CountdownMode: ModeRegistration {
    var mode: Mode { .countdown }
    var commandGroup: (any ParsableCommand.Type)? { CountdownCommand.self }
    var statusBlock: any StatusBlock.Type { DateCountdownStatus.self }

    func offlineStatus(saved: SavedState, reading: ClockReading, zone: LocalZone)
        -> any StatusBlock
    {
        DateCountdownStatus(countdown: saved.countdown(), wallNow: reading.wallNow)
    }

    func waitSubject(for target: WaitTarget, in report: StatusReport) -> (any WaitSubject)? {
        CountdownWaitSubject(in: report)
    }

    func absence(of target: WaitTarget) -> String? { tr("no countdown is set") }

    var alertSubtitles: [AlertOption.Channel: String] {
        [
            .sound: tr("Ring when the date comes, until dismissed"),
            .flash: AlertOption.flashSubtitle,
        ]
    }

    @MainActor func makeFeature(_ context: ModeContext) -> any ModeFeature {
        CountdownFeature(
            host: context.host, clock: context.clock, saved: context.saved,
            scheduler: context.schedulers.date, sound: context.sound())
    }
}
