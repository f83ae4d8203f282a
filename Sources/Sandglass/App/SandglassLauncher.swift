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
        let timer = saved.timer(reading)
        let stopwatch = saved.stopwatch(reading)
        if case .status(let json) = request {
            let report = StatusReport(
                timers: [TimerStatus(timer: timer, reading: reading)],
                stopwatch: StopwatchStatus(stopwatch: stopwatch, now: reading.now))
            print(json ? report.json() : report.text(wallNow: reading.wallNow))
            return 0
        }
        // Something saved as under way (Sandglass was killed or crashed) needs the application back to act on it.
        let underWay = request.mode == .timer ? timer.phase != .idle : stopwatch.phase != .idle
        if !request.launchesApplication, !underWay {
            printError("sandglass: no \(request.mode == .stopwatch ? "stopwatch" : "timer") is running (Sandglass is not running)")
            return 1
        }
        guard GtkRuntime.initialize() else {
            printError("sandglass: cannot open a display (DISPLAY or WAYLAND_DISPLAY is not set or not reachable)")
            return 1
        }
        let application = SandglassApplication(saved: saved, restored: (timer, stopwatch))
        // Alive until the main loop ends: its signal handlers hold it weakly.
        return withExtendedLifetime(application) { application.run(arguments: arguments) }
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
