import FoundationEssentials
import GtkKit
import TimerCore

/// Carries out a parsed command in the primary instance, through the same actions as the window.
///
/// Answers go to the terminal of whoever ran the command; the exit status is 0 when done,
/// 1 when the state does not allow it (nothing changes), 2 for bad input.
@MainActor
struct CommandRunner {
    let timer: TimerFeature
    let stopwatch: StopwatchFeature
    let pomodoro: PomodoroFeature
    let countdown: CountdownFeature
    /// Every mode, for `status`.
    let features: [ModeFeature]
    let clock: TimeSource
    /// Opens or raises the window as it was.
    let showWindow: () -> Void

    func run(_ request: CommandRequest) -> CommandReply {
        switch request {
        case .open:
            showWindow()
            return CommandReply()
        case .status(let json):
            // Times are written in the zone of now, which may have changed since Sandglass started.
            let zone = clock.timeZone
            let reading = clock.reading()
            var report = StatusReport(timers: [])
            for feature in features { feature.addStatus(to: &report, reading: reading, timeZone: zone) }
            return .done(json ? report.json() : report.text(wallNow: reading.wallNow, timeZone: zone))
        case .timer(let request): return timer.run(request)
        case .stopwatch(let request): return stopwatch.run(request)
        case .pomodoro(let request): return pomodoro.run(request)
        case .countdown(let request): return countdown.run(request)
        }
    }

    /// Parses and carries out one command line received by the instance; returns its exit status.
    func handle(_ invocation: CommandLineInvocation) -> Int32 {
        let reply = reply(to: invocation.arguments)
        if !reply.output.isEmpty { invocation.print(reply.output) }
        if !reply.error.isEmpty { invocation.printError(reply.error) }
        return reply.status
    }

    /// What a command line gets: its answer, plus a warning for each save that failed while it ran.
    ///
    /// The command still did what it said, in memory, so its status stays; but whoever ran it
    /// must know it is not on disk (what the caller is told succeeded is on disk otherwise).
    func reply(to arguments: [String]) -> CommandReply {
        let mark = SaveProblems.mark
        var reply = switch CommandParser.parse(arguments) {
        case .request(let request): run(request)
        case .output(let text): CommandReply.done(text)
        case .usageError(let message): CommandReply.usageError(message)
        }
        for problem in SaveProblems.reported(since: mark) { reply.error += "sandglass: \(problem.message)\n" }
        return reply
    }
}
