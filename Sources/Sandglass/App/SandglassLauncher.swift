import FoundationEssentials
import Glibc
import GtkKit
import TimerCore

/// The `sandglass` process: parse first, then answer locally, forward, or become the application.
public enum SandglassLauncher {
    /// Runs the command line `arguments` (program name first) and returns the exit status.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        // Before GLib reads its data folders: the source tree's icons, found from the start.
        if let data = AppIdentity.sourceTreeData { IconTheme.addDataFolderBeforeStart(data) }
        GtkRuntime.setProgramName("sandglass")
        GtkRuntime.printUTF8()
        // Times printed here (status without an instance) follow LC_TIME, as GTK's set-up would make them.
        setlocale(LC_ALL, "")
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
        // Read only: status and these checks change no file (a damaged one is the instance's to keep aside).
        let saved = SavedState.standard(readOnly: true)
        let clock = SystemTimeSource()
        let reading = clock.reading()
        if case .status(let json) = request {
            let report = saved.statusReport(reading: reading, zone: clock.localZone)
            print(json ? report.json() : report.text(wallNow: reading.wallNow))
            return 0
        }
        // The rule the running instance's action would apply, to the saved state: a command it
        // would refuse starts nothing. One it allows starts Sandglass, which carries it out.
        if let refusal = request.refusal(saved: saved, reading: reading) {
            printError("sandglass: \(refusal); Sandglass is not running")
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

    private static func printError(_ line: String) { StandardError.write(line) }
}
