import ArgumentParser
import TimerCore

@testable import Sandglass

extension Mode {
    /// A mode that is not Sandglass's: it exists to show that a mode is its folder and one line.
    static let interval = Mode("interval") { "Interval" }
}

/// An interval timer, registered only by the tests: rounds of one length, back to back.
struct IntervalMode: ModeRegistration {
    var mode: Mode { .interval }
    var commandGroup: (any ParsableCommand.Type)? { IntervalCommand.self }
    var statusBlock: any StatusBlock.Type { IntervalStatus.self }

    func offlineStatus(saved: SavedState, reading: ClockReading, zone: LocalZone)
        -> any StatusBlock
    {
        IntervalStatus(IntervalRun.load(saved), atMs: reading.wallMilliseconds(of: reading.now))
    }

    func waitSubject(for target: WaitTarget, in report: StatusReport) -> (any WaitSubject)? {
        IntervalWaitSubject(in: report)
    }

    func absence(of target: WaitTarget) -> String? { "no interval is running" }

    var styleSheet: String { ".interval-text { font-size: 32px; }" }

    @MainActor func makeFeature(_ context: ModeContext) -> any ModeFeature {
        IntervalFeature(context)
    }
}
