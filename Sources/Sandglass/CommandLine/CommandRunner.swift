import FoundationEssentials
import GtkKit
import SystemKit
import TimerCore

/// Carries out a parsed command in the primary instance, through the same actions as the window.
///
/// Answers go to the terminal of whoever ran the command; the exit status is 0 when done,
/// 1 when the state does not allow it (nothing changes), 2 for bad input.
@MainActor
struct CommandRunner {
    /// Every mode's feature, in the switcher's order: each carries out its mode's requests.
    let features: [ModeFeature]
    let clock: TimeSource
    /// The window: opened or raised as it was, its settings, its part of `status`.
    let shell: WindowShell
    /// Desktop-wide keys through the GlobalShortcuts portal, where the desktop offers it.
    var portalKeys: PortalKeybindings?
    /// Opens the History window (or brings it forward) over the main window, as Ctrl+H does.
    var presentHistory: @MainActor () -> Void = {}

    /// Carries out `request`; its times are read and written in `zone` (the caller's; nil: the instance's).
    func run(_ request: CommandRequest, zone callerZone: LocalZone? = nil) -> CommandReply {
        // what it started or stopped may be what the compact view shows
        defer { shell.refreshCompactMode() }
        return carryOut(request, zone: callerZone)
    }

    private func carryOut(_ request: CommandRequest, zone callerZone: LocalZone?) -> CommandReply {
        // Times are written in the zone of now, which may have changed since Sandglass started.
        let zone = callerZone ?? clock.localZone
        switch request {
        case .open:
            shell.showWindow(nil)
            return CommandReply()
        case .window(let request):
            // Refused before any window opens for it (Wayland cannot pin).
            if let refusal = shell.refusal(request.option, request.on) { return .refused(refusal) }
            if shell.window == nil { shell.showWindow(nil) }
            if let refusal = shell.set(request.option, request.on) { return .refused(refusal) }
            return .done(request.option.done(request.on))
        case .historyWindow:
            // Over the main window, as from its menu: opened or raised first.
            shell.showWindow(nil)
            presentHistory()
            return CommandReply()
        case .status(let json):
            let reading = clock.reading()
            let report = statusReport(reading: reading, zone: zone)
            return .done(json ? report.json() : report.text(wallNow: reading.wallNow, zone: zone))
        case .shortcuts(let request):
            // Forwarded where the running Sandglass keeps the keys (KDE Plasma's portal);
            // elsewhere answered here as the process that asks would answer.
            guard let portalKeys, portalKeys.offered != false else {
                return ShortcutsRunner.reply(
                    to: request,
                    desktop: SessionDesktop(environment: ProcessInfo.processInfo.environment),
                    gnome: GnomeKeybindings(), program: ShortcutsRunner.programPath)
            }
            if case .set = request, shell.window == nil { shell.showWindow(nil) }
            return ShortcutsRunner.reply(
                to: request, portal: portalKeys, preferences: shell.preferences,
                program: ShortcutsRunner.programPath)
        case .history(let request):
            guard let edit = request.edit else {
                return .usageError(
                    tr("following, waiting and history are done by the process that asks"))
            }
            let atMs = ISO8601Milliseconds.millisecondsSince1970(clock.wallNow)
            guard let written = shell.recorder.edit(edit, atMs: atMs) else {
                return edit == .undo
                    ? .refused(HistoryRunner.refusal(edit))
                    : .usageError(HistoryRunner.refusal(edit))
            }
            return .done(HistoryRunner.done(edit, line: written.edit))
        case .follow, .wait:
            // The process that asks follows or reads; a forwarded one would hold the instance's
            // command line.
            return .usageError(
                tr("following, waiting and history are done by the process that asks"))
        case .startAndWait(let start, _):
            return carryOut(start, zone: callerZone)
        case .mode(let request):
            guard let feature = features.first(where: { $0.mode == request.base.mode }) else {
                return .notThisMode(request.base)
            }
            return feature.carryOut(request.base, zone: zone)
        case .presets(let request):
            var presets = shell.preferences.value.presets
            do {
                let text = try request.apply(to: &presets)
                shell.preferences.value.presets = presets
                return .done(text)
            } catch {
                return .usageError(error.message)
            }
        case .away(let answer):
            for feature in features {
                if let reply = feature.answerAway(answer) { return reply }
            }
            return .refused(AwayAnswerText.nothingAsked)
        case .dismiss:
            let dismissed = features.compactMap { $0.dismissEnd() }
            return dismissed.isEmpty
                ? .refused(CommandRequest.nothingToDismiss)
                : .done(dismissed.joined(separator: "\n"))
        }
    }

    /// Every mode's status and the window's, as of `reading`, its times in `zone`.
    func statusReport(reading: ClockReading, zone: LocalZone) -> StatusReport {
        // The timers' block is always written, even with no timer mode to fill it.
        var report = StatusReport(timers: [])
        report.atMs = ISO8601Milliseconds.millisecondsSince1970(reading.wallNow)
        for feature in features { feature.addStatus(to: &report, reading: reading, zone: zone) }
        if let atMs = report.atMs {
            report.add(RecordTodayStatus(record: shell.recorder.record, atMs: atMs, zone: zone))
        }
        report.window = shell.status
        return report
    }

    /// Parses and carries out one command line received by the instance; returns its exit status.
    func handle(_ invocation: CommandLineInvocation) -> Int32 {
        let reply =
            answer(invocation.arguments, handedOver: false) { invocation.environment($0) }
            ?? CommandReply()
        if !reply.output.isEmpty { invocation.print(reply.output) }
        if !reply.error.isEmpty { invocation.printError(reply.error) }
        return reply.status
    }

    /// The answer to a command line from another process, whose environment `variable` reads.
    /// `handedOver`: it came from the `sandglass` program (`CommandDoor`), which carries out
    /// itself what answers nil here: a command done in the caller's process (following,
    /// waiting, reading the record, help), or any, asked in a language not the instance's.
    func answer(
        _ arguments: [String], handedOver: Bool, environment variable: (String) -> String?
    ) -> CommandReply? {
        // Its caller gave up waiting and told its user nothing was done: do nothing. The deadline
        // falls a second before the caller gives up, so a caller may still be there to hear it:
        // it is told what it would have said itself, not left with a bare exit status.
        if CommandDeadline.hasPassed(variable(CommandDeadline.variable), at: clock.now) {
            let problem = tr(
                "Sandglass did not answer within {count} seconds",
                ["count": String(SandglassLauncher.answerSeconds)])
            return CommandReply(
                error: "sandglass: " + tr("{problem}; nothing was done", ["problem": problem])
                    + "\n",
                status: 1)
        }
        if handedOver,
            CallerLanguage.messages(variable)
                != CallerLanguage.instances
        {
            return nil
        }
        let zone = CallerZone.zone(tz: variable("TZ"))
        let parsed = parse(arguments, zone: zone)
        if handedOver {
            switch parsed {
            case .output: return nil
            case .request(let request) where request.isCallersOwn: return nil
            default: break
            }
        }
        return reply(
            to: parsed, arguments: arguments, zone: zone,
            timeLocale: CallerLocale.timeLocale(variable))
    }

    /// What a command line gets: its answer, plus a warning for each save that failed while it ran.
    ///
    /// The command still did what it said, in memory, so its status stays; but whoever ran it
    /// must know it is not on disk (what the caller is told succeeded is on disk otherwise).
    /// Dates are read, and times written, in `zone` (the caller's; nil: the instance's); the
    /// answer to a request that only reads is written in `timeLocale` (the caller's LC_TIME).
    /// One that acts is answered in the instance's: a page it draws, or the end time a row
    /// keeps, must stay in the window's own.
    func reply(to arguments: [String], zone callerZone: LocalZone? = nil, timeLocale: String? = nil)
        -> CommandReply
    {
        let zone = callerZone ?? clock.localZone
        return reply(
            to: parse(arguments, zone: zone), arguments: arguments, zone: zone,
            timeLocale: timeLocale)
    }

    /// `arguments` parsed as the caller would: "now" is the instance's, dates read in `zone`.
    private func parse(_ arguments: [String], zone: LocalZone) -> CommandParser.Outcome {
        CommandParser.parse(arguments, source: CallerClock(base: clock, zone: zone))
    }

    private func reply(
        to parsed: CommandParser.Outcome, arguments: [String], zone: LocalZone,
        timeLocale: String?
    ) -> CommandReply {
        let mark = SaveProblems.mark
        var reply =
            switch parsed {
            case .request(let request) where request.onlyReads && timeLocale != nil:
                ThreadTimeLocale.with(timeLocale ?? "C") { run(request, zone: zone) }
            case .request(let request): run(request, zone: zone)
            case .output(let text): CommandReply.done(text)
            case .usageError(let message): CommandReply.usageError(message)
            }
        for problem in SaveProblems.reported(since: mark) {
            reply.error += "sandglass: \(problem.message)\n"
        }
        reply.error = EchoedArguments.shortened(reply.error, arguments: arguments)
        return reply
    }
}
