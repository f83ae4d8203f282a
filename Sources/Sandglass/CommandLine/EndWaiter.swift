import FoundationEssentials
import GtkKit
import SystemKit
import TimerCore

/// `--wait` on a start, and `sandglass wait`: returns when the thing ends (0), exits 1 when it
/// is cancelled or stopped first, 3 when Sandglass goes away; it hears each change as
/// `status --follow` does (pushed, never asked).
@MainActor
enum EndWaiter {
    /// Exit status when Sandglass went away (or was never there) before the end.
    static let instanceGone: Int32 = 3
    /// How long a Sandglass started in the background may take to appear on the bus.
    static let appearSeconds = 10.0

    /// Starts with the running Sandglass (starting one in the background when none runs, so this
    /// process is free to wait), then waits for the end of what it started.
    static func startAndWait(_ start: CommandRequest, _ target: WaitTarget, arguments: [String])
        -> Int32
    {
        // The start alone, as the command would be without --wait.
        var startArguments = arguments
        if let index = startArguments.indices.dropFirst().first(where: {
            startArguments[$0] == "--wait"
                && !["--label", "--text", "--preset"].contains(startArguments[$0 - 1])
        }) {
            startArguments.remove(at: index)
        }
        // Nothing to wait on without a session bus: nothing starts.
        guard RemoteInstance.sessionBusID() != nil else {
            StandardError.write(
                "sandglass: "
                    + tr("--wait needs a session bus to hear the end on; nothing was started"))
            return 1
        }
        if !RemoteInstance.isRunning(id: AppIdentity.id) {
            // Bad input and refusals are said before anything starts, as without --wait.
            if let status = SandglassLauncher.checkBeforeStarting(
                start, saved: SavedState.standard(readOnly: true))
            {
                return status
            }
            if let problem = launchInBackground(arguments[0]) {
                StandardError.write("sandglass: \(problem)")
                return 1
            }
        }
        let status = SandglassLauncher.perform(start, arguments: startArguments)
        guard status == 0 else { return status }
        return wait(for: target)
    }

    /// Waits for `target`'s end.
    static func wait(for target: WaitTarget) -> Int32 {
        var subject: (any WaitSubject)?
        var seen = false
        let watcher = PublishedStatus.listen { heard in
            switch heard {
            case .report(_, let report):
                seen = true
                if subject == nil {
                    subject = target.subject(in: report)
                    if subject == nil {
                        finish(
                            target.absenceStatus,
                            tr("nothing to wait for: {what}", ["what": target.absence]))
                    }
                }
                switch subject?.outcome(in: report) {
                case .ended: finish(0)
                case .stopped(let why): finish(1, why)
                case nil: subject = subject?.refreshed(by: report)
                }
            case .gone:
                finish(
                    instanceGone,
                    seen
                        ? tr("Sandglass went away before the end")
                        : tr("Sandglass is not running: nothing to wait for"))
            case .busClosed:
                finish(instanceGone, tr("the session bus went away before the end"))
            }
        }
        guard watcher != nil else {
            StandardError.write("sandglass: " + tr("no session bus to wait on"))
            return instanceGone
        }
        withExtendedLifetime(watcher) { MainLoop.runUntilExit() }
    }

    private static func finish(_ status: Int32, _ message: String? = nil) -> Never {
        if let message { StandardError.write("sandglass: \(message)") }
        CurrentProcess.exit(status)
    }

    /// Starts Sandglass (its window, as any start opens it) as a process of its own, its output
    /// nowhere, in a session of its own; nil once it is on the bus, else why not.
    private static func launchInBackground(_ program: String) -> String? {
        let child: DetachedProcess
        switch DetachedProcess.startThisProgram(arguments: [program]) {
        case .success(let started): child = started
        case .failure(let failure):
            return tr("cannot start Sandglass: {reason}", ["reason": failure.text])
        }
        // nil inside: it appeared; a problem: it could not start.
        let outcome: String?? = Polling.answer(
            within: .milliseconds(Int64(appearSeconds * 1000)),
            every: SandglassLauncher.pollInterval, clock: SandglassLauncher.clock
        ) {
            if RemoteInstance.isRunning(id: AppIdentity.id) { return .some(nil) }
            if let status = child.exitStatusIfEnded() {
                return .some(
                    tr(
                        "Sandglass could not start (exit status {status}); is there a display?",
                        ["status": String(status)]))
            }
            return nil
        }
        if let outcome { return outcome }
        return tr(
            "Sandglass did not appear on the session bus within {count} seconds",
            ["count": String(Int(appearSeconds))])
    }
}
