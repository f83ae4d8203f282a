import CommandDoor
import FoundationEssentials
import GtkKit
import SystemKit
import TimerCore

/// Carries out `sandglass shortcuts …` in the process that asks: GNOME's custom shortcuts are
/// written in its settings; elsewhere the person is given the line to add to the desktop's own.
@MainActor
enum ShortcutsRunner {
    /// Prints the reply; returns the exit status.
    static func run(_ request: ShortcutsRequest) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let reply = reply(
            to: request, desktop: SessionDesktop(environment: environment),
            gnome: GnomeKeybindings(), program: programPath)
        if !reply.output.isEmpty { WholeWrite.toStandardOutput(reply.output) }
        if !reply.error.isEmpty { StandardError.write(reply.error.trimmingWhitespace) }
        return reply.status
    }

    /// What `request` answers on `desktop`; `gnome`: GNOME's settings, nil where its schema is
    /// not installed; `program`: the path the desktop runs.
    static func reply(
        to request: ShortcutsRequest, desktop: SessionDesktop, gnome: GnomeKeybindings?,
        program: String
    ) -> CommandReply {
        let gnome = desktop == .gnome ? gnome : nil
        switch request {
        case .list:
            let bindings = gnome?.bindings() ?? [:]
            let lines = GlobalShortcut.allCases.map { shortcut in
                [
                    shortcut.name, bindings[shortcut] ?? "-", shortcut.title,
                    shortcut.command(program: program),
                ].joined(separator: "\t")
            }
            return .done(lines.joined(separator: "\n"))
        case .set(let shortcut, let keys):
            guard let gnome else {
                return elsewhere(shortcut, keys: keys, desktop: desktop, program: program)
            }
            if let other = gnome.otherOwner(of: keys) {
                return .refused(
                    tr(
                        "{keys} is already GNOME's custom shortcut “{name}”, which Sandglass leaves as it is; choose another key",
                        ["keys": keys, "name": other.name]))
            }
            guard gnome.set(shortcut, binding: keys, command: shortcut.command(program: program))
            else { return .refused(tr("GNOME's keyboard settings could not be written")) }
            return .done(
                tr(
                    "{keys}: {action} (in GNOME's custom shortcuts)",
                    ["keys": keys, "action": shortcut.title]))
        case .unset(let shortcut):
            guard let gnome else {
                return .refused(
                    tr(
                        "Sandglass keeps no shortcuts on this desktop; remove the key from its keyboard settings"
                    ))
            }
            return gnome.remove(shortcut)
                ? .done(tr("“{action}” has no desktop-wide key now", ["action": shortcut.title]))
                : .refused(
                    tr(
                        "“{action}” has no desktop-wide key set by Sandglass",
                        ["action": shortcut.title]))
        }
    }

    /// What `request` answers in the running Sandglass where the desktop binds keys through the
    /// GlobalShortcuts portal (KDE Plasma): the keys are kept in Sandglass's settings and asked
    /// of the desktop by `portal`; `list` shows what the desktop holds once it has answered.
    static func reply(
        to request: ShortcutsRequest, portal: PortalKeybindings, preferences: PreferencesStore,
        program: String
    ) -> CommandReply {
        var kept = preferences.desktopShortcuts
        switch request {
        case .list:
            let held = portal.held
            let lines = GlobalShortcut.allCases.map { shortcut in
                // Before the desktop answers: the keys asked for.
                let keys =
                    held.map { $0[shortcut] ?? "" } ?? kept[shortcut].map(ShortcutRows.shown) ?? ""
                return [
                    shortcut.name, keys.isEmpty ? "-" : keys, shortcut.title,
                    shortcut.command(program: program),
                ].joined(separator: "\t")
            }
            return .done(lines.joined(separator: "\n"))
        case .set(let shortcut, let keys):
            guard ShortcutKeys.portalTrigger(keys) != nil else {
                return .refused(
                    tr(
                        "the desktop's global shortcuts take Super, Ctrl, Alt and Shift with a key, not {keys}",
                        ["keys": keys]))
            }
            kept[shortcut] = keys
            preferences.desktopShortcuts = kept
            portal.rebind()
            return .done(
                tr(
                    "{keys}: {action} (asked of the desktop's global shortcuts; it works while Sandglass runs)",
                    ["keys": keys, "action": shortcut.title]))
        case .unset(let shortcut):
            guard kept.removeValue(forKey: shortcut) != nil else {
                return .refused(
                    tr(
                        "“{action}” has no desktop-wide key set by Sandglass",
                        ["action": shortcut.title]))
            }
            preferences.desktopShortcuts = kept
            portal.rebind()
            return .done(tr("“{action}” has no desktop-wide key now", ["action": shortcut.title]))
        }
    }

    /// Where Sandglass cannot set the key itself: the line to add, on stdout (to copy or append),
    /// and what to do with it; exit 1, nothing changed.
    private static func elsewhere(
        _ shortcut: GlobalShortcut, keys: String, desktop: SessionDesktop, program: String
    ) -> CommandReply {
        let command = shortcut.command(program: program)
        switch desktop {
        case .sway, .i3:
            let name = desktop == .sway ? "sway" : "i3"
            return CommandReply(
                output: "bindsym \(ShortcutKeys.bindsym(keys)) exec \(command)\n",
                error: "sandglass: "
                    + tr(
                        "{desktop} keeps its keys in its configuration file: add the line above to it, then reload {desktop}",
                        ["desktop": name]) + "\n",
                status: 1)
        case .kde:
            return CommandReply(
                output: command + "\n",
                error: "sandglass: "
                    + tr(
                        "on KDE Plasma, add it in System Settings › Shortcuts (Add New › Command or Script): the command above, with {keys}",
                        ["keys": keys]) + "\n",
                status: 1)
        case .gnome, .other:
            return CommandReply(
                output: command + "\n",
                error: "sandglass: "
                    + tr(
                        "Sandglass cannot set keys on this desktop; give {keys} to the command above in its keyboard settings",
                        ["keys": keys]) + "\n",
                status: 1)
        }
    }

    /// The program as the desktop should run it, by its absolute path: the `sandglass` command
    /// beside this program (a build folder) or in the prefix's `bin`, else this one.
    static var programPath: String {
        CompanionProgram.path(CommandDoor.commandName, installedIn: "bin")
            ?? CompanionProgram.executablePath() ?? "/proc/self/exe"
    }
}
