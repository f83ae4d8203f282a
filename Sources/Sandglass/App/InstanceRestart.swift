import GtkKit
import SystemKit
import TimerCore

/// Starts this Sandglass afresh in its own process (the same pid): for what only a new start
/// can change, the display its window is on (`XwaylandPin`). What it runs is on disk already, as
/// after every change; the new start reads it back as any start does, and shows the window
/// again only if it was shown.
@MainActor
enum InstanceRestart {
    /// Tells the new start that the window was hidden (closed while something ran).
    private static let hiddenWindow = "SANDGLASS_RESTARTED_HIDDEN"

    /// Whether this process is a restart whose window was hidden: read once, as it starts, and
    /// not passed on to what it starts.
    private static let startedHidden: Bool = {
        let hidden = CurrentProcess.environment(hiddenWindow) != nil
        CurrentProcess.setEnvironment(hiddenWindow, nil)
        return hidden
    }()
    private static var hiddenWindowTaken = false

    /// Reads the restart's word at start-up (before anything is started from this process).
    static func readAtStart() { _ = startedHidden }

    /// Whether this process is a restart whose window was hidden: true once, for the start's
    /// own opening of the window.
    static func takeHiddenWindow() -> Bool {
        guard startedHidden, !hiddenWindowTaken else { return false }
        hiddenWindowTaken = true
        return true
    }

    /// Restarts once the main loop has sent what it owes (the reply to the command that asked),
    /// and once no save is failing (what it holds would be lost: tried again each second until
    /// the state is on disk). `windowShown` is asked at that moment.
    static func schedule(
        application: Application, saves: PendingSaves, windowShown: @escaping () -> Bool
    ) {
        MainLoop.idle {
            guard saves.pending.isEmpty else {
                MainLoop.after(milliseconds: 1000) {
                    schedule(application: application, saves: saves, windowShown: windowShown)
                }
                return
            }
            Settings.sync()
            CurrentProcess.setEnvironment(hiddenWindow, windowShown() ? nil : "1")
            let lock = InstanceLock.keepAcrossRestart()
            application.giveUpBusName()
            let failure = CurrentProcess.replaceWithThisProgram(
                arguments: [CommandLine.arguments[0]], keeping: lock.map { [$0] } ?? [])
            // Without its bus name it can answer nobody: it ends, and the next command starts it.
            StandardError.write(
                "sandglass: " + tr("cannot start afresh: {reason}", ["reason": failure.text]))
            application.quit()
        }
    }
}
