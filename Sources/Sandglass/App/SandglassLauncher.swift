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
        let saved = TimerStore.standard().load(reading: SystemTimeSource().reading())
        // A timer saved as under way (Sandglass was killed or crashed) needs the application back to act on it.
        if !request.launchesApplication, saved.phase == .idle || request == .status(json: true) || request == .status(json: false) {
            return answerWithoutInstance(request, saved: saved)
        }
        guard GtkRuntime.initialize() else {
            printError("sandglass: cannot open a display (DISPLAY or WAYLAND_DISPLAY is not set or not reachable)")
            return 1
        }
        return SandglassApplication().run(arguments: arguments)
    }

    /// Commands that need no application when none runs: the status of the saved timer, or a refusal.
    private static func answerWithoutInstance(_ request: CommandRequest, saved timer: CountdownTimer) -> Int32 {
        switch request {
        case .status(let json):
            let clock = SystemTimeSource()
            let report = StatusReport(timers: [TimerStatus(timer: timer, source: clock)])
            print(json ? report.json() : report.text(source: clock))
            return 0
        default:
            printError("sandglass: no timer is running (Sandglass is not running)")
            return 1
        }
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
