import ArgumentParser
import TimerCore

extension Mode {
    static let timer = Mode("timer") { tr("Timer") }
}

/// The timers: any number of countdowns of a length, each with its label.
struct TimerMode: ModeRegistration {
    var mode: Mode { .timer }
    var commandGroup: (any ParsableCommand.Type)? { TimerCommand.self }
    var statusBlock: any StatusBlock.Type { TimerStatusList.self }

    func offlineStatus(saved: SavedState, reading: ClockReading, zone: LocalZone)
        -> any StatusBlock
    {
        TimerStatusList(saved.offlineTimerStatuses(reading: reading, zone: zone))
    }

    func waitSubject(for target: WaitTarget, in report: StatusReport) -> (any WaitSubject)? {
        TimerWaitSubject(target, in: report)
    }

    func absence(of target: WaitTarget) -> String? {
        if let id = target.id { return tr("no timer has id {id}", ["id": String(id)]) }
        if let label = target.label {
            return tr("no timer is labelled “{label}”", ["label": LabelText.shown(label)])
        }
        return tr("there is no timer")
    }

    var alertSubtitles: [AlertOption.Channel: String] {
        [.sound: tr("Ring at the end, until dismissed"), .flash: AlertOption.flashSubtitle]
    }

    @MainActor func makeFeature(_ context: ModeContext) -> any ModeFeature {
        TimerFeature(
            host: context.host, clock: context.clock, saved: context.saved,
            reading: context.reading, scheduler: context.schedulers.timer, sound: context.sound())
    }
}
