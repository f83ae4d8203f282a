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

    /// Whether this process is a restart whose window was hidden: true once, for the start's
    /// own opening of the window.
    static func takeHiddenWindow() -> Bool {
        guard CurrentProcess.environment(hiddenWindow) != nil else { return false }
        CurrentProcess.setEnvironment(hiddenWindow, nil)  // not passed on to what it starts
        return true
    }

    /// Restarts once the main loop has sent what it owes (the reply to the command that asked).
    /// Not while a save is failing: what it holds would be lost. Whether a restart is under way.
    static func schedule(application: Application, saves: PendingSaves, windowShown: Bool)
        -> Bool
    {
        guard saves.pending.isEmpty else { return false }
        MainLoop.idle {
            Settings.sync()
            InstanceLock.keepAcrossRestart()
            application.giveUpBusName()
            CurrentProcess.setEnvironment(hiddenWindow, windowShown ? nil : "1")
            let failure = CurrentProcess.replaceWithThisProgram(arguments: [
                CommandLine.arguments[0]
            ])
            // Without its bus name it can answer nobody: it ends, and the next command starts it.
            StandardError.write(
                "sandglass: " + tr("cannot start afresh: {reason}", ["reason": failure.text]))
            application.quit()
        }
        return true
    }
}
