import FoundationEssentials
import GtkKit
import SystemKit
import TimerCore

/// `sandglass status --follow`: prints the status, then a line per change, as the running
/// Sandglass publishes it (`StatusBroadcast`), until interrupted.
///
/// No display and no polling: GIO pushes each change; the bar formats count the seconds here,
/// waking once a second while something runs and not at all otherwise. With no Sandglass
/// running, the saved state is printed, again at each end it holds (what `status` would print
/// then: finished), and followed from the next Sandglass that starts on the same session bus.
/// When that bus goes away (the session ended), so does the follower.
@MainActor
final class StatusFollower {
    private let request: FollowRequest
    private let saved: SavedState
    private var watcher: RemoteActionState?
    /// The bar's seconds, counted on from the status last heard (or read from the saved files).
    private lazy var ticks = BarTicks(clock: clock) { [unowned self] items in self.showBar(items) }
    private var lastLine: String?
    /// Bumped at each status heard: a pending end from before does nothing.
    private var generation = 0
    private var releasePending = false
    /// The clock the saved state and the bar's seconds are read on.
    private let clock: TimeSource

    init(_ request: FollowRequest, saved: SavedState, clock: TimeSource) {
        self.request = request
        self.saved = saved
        self.clock = clock
    }

    /// Follows until the process is interrupted (or the instance quits, with --exit-with-instance).
    static func run(_ request: FollowRequest, saved: SavedState) -> Int32 {
        let follower = StatusFollower(request, saved: saved, clock: SandglassLauncher.clock)
        let watcher = PublishedStatus.listen { [unowned follower] heard in follower.heard(heard) }
        guard let watcher else {
            // No session bus: nothing can run to follow; the saved state is all there is.
            StandardError.write(
                "sandglass: " + tr("no session bus to follow Sandglass on; showing the saved state")
            )
            follower.showSaved()
            return 1
        }
        follower.watcher = watcher
        withExtendedLifetime(follower) { MainLoop.runUntilExit() }
    }

    private func heard(_ heard: PublishedStatus.Heard) {
        releasePagesSoon()
        switch heard {
        case .report(let json, let report):
            show(json: json, report: report)
        case .gone:
            showSaved()
            if request.exitWithInstance { CurrentProcess.exit(0) }
        case .busClosed:
            // No Sandglass can come on this bus any more: nothing left to follow.
            CurrentProcess.exit(0)
        }
    }

    /// A bar keeps this process for a whole session, running a few functions a second: what
    /// start-up and each change brought in (heap, pages of code) goes back a little later.
    private func releasePagesSoon() {
        guard !releasePending else { return }
        releasePending = true
        MainLoop.after(milliseconds: 2000) { [weak self] in
            self?.releasePending = false
            ProcessMemory.returnFreedHeap()
            ProcessMemory.releaseStartupPages()
        }
    }

    /// The status from the saved files, as `status --json` prints it with no Sandglass running.
    /// Then again at the next end it holds, until a Sandglass is heard: an end that falls while
    /// none runs is read from the files then, as `status` would read it (finished, the next phase).
    private func showSaved() {
        let report = saved.statusReport(reading: clock.reading(), zone: clock.localZone)
        show(json: report.json(), report: report)
        showSavedAtNextEnd(of: report)
    }

    private func showSavedAtNextEnd(of report: StatusReport) {
        guard
            let wait = BarItems.untilNextEndMs(
                report, nowMs: ISO8601Milliseconds.millisecondsSince1970(clock.wallNow))
        else { return }
        let current = generation
        // A millisecond past the end; a far end is looked at again each minute (the wall clock may move).
        MainLoop.after(milliseconds: UInt32(min(wait + 1, 60_000))) { [weak self] in
            guard let self, self.generation == current else { return }
            if wait < 60_000 { self.showSaved() } else { self.showSavedAtNextEnd(of: report) }
        }
    }

    private func show(json: String, report: StatusReport) {
        generation += 1
        switch request.format {
        case .json: write(json)
        case .waybar, .text: ticks.follow(report)
        }
    }

    /// The bar's line for `items`, when it differs from the last.
    private func showBar(_ items: [BarItem]) {
        let line =
            request.format == .waybar
            ? BarLine.waybar(items, template: request.template)
            : BarLine.text(items, template: request.template)
        if line != lastLine { write(line) }
    }

    private func write(_ line: String) {
        lastLine = line
        // The bar that read this is gone (GIO ignores SIGPIPE, so no signal ends the process).
        if !WholeWrite.toStandardOutput(line + "\n") { CurrentProcess.exit(0) }
    }
}
