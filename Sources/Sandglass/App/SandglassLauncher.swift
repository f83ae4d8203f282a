import Foundation
import GtkKit
import TimerCore

/// The `sandglass` process: parse first, then answer locally, forward, or become the application.
public enum SandglassLauncher {
    /// Runs the command line `arguments` (program name first) and returns the exit status.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        GtkRuntime.printUTF8()
        switch CommandParser.parse(Array(arguments.dropFirst())) {
        case .output(let text):
            print(text)
            return 0
        case .usageError(let message):
            printError("sandglass: \(message)")
            return 2
        case .request(let request):
            return perform(request, arguments: arguments)
        }
    }

    @MainActor
    private static func perform(_ request: CommandRequest, arguments: [String]) -> Int32 {
        let id = AppIdentity.id
        if RemoteInstance.isRunning(id: id) {
            return RemoteInstance.forward(id: id, arguments: arguments)
        }
        let saved = SavedState.standard()
        let reading = SystemTimeSource().reading()
        if case .status(let json) = request {
            let report = StatusReport(
                timers: [TimerStatus(timer: saved.timer(reading), reading: reading)],
                stopwatch: StopwatchStatus(stopwatch: saved.stopwatch(reading), now: reading.now),
                pomodoro: PomodoroStatus(
                    pomodoro: saved.pomodoro(reading), now: reading.now, startOfToday: LocalDay.startOfToday(reading: reading)),
                countdown: DateCountdownStatus(countdown: saved.countdown(), wallNow: reading.wallNow))
            print(json ? report.json() : report.text(wallNow: reading.wallNow))
            return 0
        }
        // Something saved as under way (Sandglass was killed or crashed) needs the application back to act on it.
        // Only the file of the mode the command names is read: a plain launch reads none here.
        let underWay: Bool
        switch request.mode {
        case .timer: underWay = saved.timer(reading).phase != .idle
        case .stopwatch: underWay = saved.stopwatch(reading).phase != .idle
        case .pomodoro: underWay = saved.pomodoro(reading).state != .idle
        case .countdown: underWay = saved.countdown() != nil
        case nil: underWay = false
        }
        if !request.launchesApplication, !underWay {
            let what = switch request.mode {
            case .stopwatch: "no stopwatch is running"
            case .pomodoro: "no Pomodoro cycle is under way"
            case .countdown: "there is no countdown"
            default: "no timer is running"
            }
            printError("sandglass: \(what) (Sandglass is not running)")
            return 1
        }
        guard GtkRuntime.initialize() else {
            printError("sandglass: cannot open a display (DISPLAY or WAYLAND_DISPLAY is not set or not reachable)")
            return 1
        }
        // Held for the whole run: its signal handlers refer to it weakly.
        let application = SandglassApplication()
        return withExtendedLifetime(application) { application.run(arguments: arguments) }
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
