import GtkKit
import TimerCore

@testable import Sandglass

/// The interval mode's feature: its run, saved in its own file, and a page of one label.
@MainActor
final class IntervalFeature: ModeFeature {
    private unowned let host: FeatureHost
    private let clock: TimeSource
    private let file: StateFile<IntervalRun>
    private(set) var run: IntervalRun?
    private var label: Label?

    init(_ context: ModeContext) {
        host = context.host
        clock = context.clock
        file = IntervalRun.file(context.saved)
        run = file.load { $0 }
    }

    var mode: Mode { .interval }

    func makePage() -> Widget {
        let label = Label(text)
        label.addCSSClass("interval-text")
        self.label = label
        return label
    }
    func dropPage() { label = nil }
    var isOnScreen = false
    func focusPrimaryControl() {}
    var keyBindings: [(action: String, keys: [String])] { [] }
    var keysYieldToFields: Bool { false }
    var shortcutLines: [(accelerator: String, title: String)] { [] }
    func refresh() {}

    private var nowMs: Int64 { clock.reading().wallMilliseconds(of: clock.now) }
    private var status: IntervalStatus { IntervalStatus(run, atMs: nowMs) }
    private var text: String {
        status.textLines(wallNow: clock.wallNow, zone: .system, timeFormat: .current)[0]
    }

    func carryOut(_ request: any ModeRequest, zone: LocalZone) -> CommandReply {
        guard let request = request as? IntervalRequest else { return .notThisMode(request) }
        switch request {
        case .start(let roundMs, let rounds):
            run = IntervalRun(startedAtMs: nowMs, roundMs: roundMs, rounds: rounds)
        case .stop:
            guard run != nil else { return .refused("no interval is running") }
            run = nil
        }
        if let run { _ = file.save(run) } else { _ = file.remove() }
        label?.text = text
        host.stateChanged()
        return .done(text)
    }

    func addStatus(to report: inout StatusReport, reading: ClockReading, zone: LocalZone) {
        report.add(IntervalStatus(run, atMs: reading.wallMilliseconds(of: reading.now)))
    }

    var isUnderWay: Bool { status.state == "running" }

    func compactFace(at now: Instant) -> CompactFace {
        CompactFace(title: mode.title, digits: "", progress: nil, button: nil)
    }
    var compactPriority: Int { isUnderWay ? 2 : 0 }
}
