import GtkKit
import TimerCore

/// Publishes `status --json` as the state of the action `app.status`, so `sandglass status
/// --follow` hears each change pushed over the session bus (GApplication exports its actions;
/// a state change is one `org.gtk.Actions.Changed` signal) instead of asking.
///
/// Changes are gathered until the main loop is idle and published once. Nothing runs between
/// changes: no work per second, whoever follows (followers count the seconds themselves).
@MainActor
final class StatusBroadcast {
    static let actionName = "status"

    private let action: SimpleAction
    private let clock: TimeSource
    private let report: @MainActor (ClockReading) -> StatusReport
    /// The reading and report last published: a report at the same reading that reads the same
    /// means nothing changed (a model that changed reads differently at any time).
    private var published: (reading: ClockReading, report: StatusReport)?
    private var pending = false
    private var forced = false
    /// Told of each report published, in this process (the tray item counts on from it).
    var onPublish: (@MainActor (StatusReport) -> Void)?

    init(
        application: Application, clock: TimeSource,
        report: @escaping @MainActor (ClockReading) -> StatusReport
    ) {
        self.clock = clock
        self.report = report
        action = SimpleAction(name: Self.actionName, text: "")
        application.addAction(action)
    }

    /// The state may have changed; `forced`: publish even if the models read the same (an end
    /// rang or was answered, a window setting changed). Published when the main loop is idle.
    func changed(forced: Bool = false) {
        self.forced = self.forced || forced
        guard !pending else { return }
        pending = true
        MainLoop.idle { [weak self] in
            guard let self, self.pending else { return }
            self.publish()
        }
    }

    /// Publishes a pending change now: a command's effect is published before its caller hears
    /// back (`--wait` reads the status right after its start).
    func flush() {
        if pending { publish() }
    }

    /// Publishes the status now if it changed (and at start, once).
    func publish() {
        pending = false
        if let published, !forced, report(published.reading) == published.report { return }
        forced = false
        let reading = clock.reading()
        let now = report(reading)
        published = (reading, now)
        action.text = now.json()
        onPublish?(now)
    }

    /// What was published last (tests).
    var text: String? { action.text }

    /// The report published last; nil before the first.
    var lastReport: StatusReport? { published?.report }
}
