import GtkKit
import TimerCore

/// The Shortcuts page of the Preferences window: each operation worth a desktop-wide key, with
/// its key. On GNOME a Set button listens for the key and makes it a custom shortcut, and on KDE
/// Plasma asks the GlobalShortcuts portal for it (as `sandglass shortcuts set` does); elsewhere
/// the row copies the command to bind in the desktop's own settings.
@MainActor
final class ShortcutRows {
    let page = PreferencesPage(
        title: tr("Shortcuts"), iconName: "preferences-desktop-keyboard-shortcuts-symbolic")
    private(set) var rows: [GlobalShortcut: SettingRow] = [:]
    private(set) var setButtons: [GlobalShortcut: Button] = [:]
    private(set) var clearButtons: [GlobalShortcut: Button] = [:]
    /// The operation whose Set button listens for a key.
    private(set) var listening: GlobalShortcut?
    private let desktop: SessionDesktop
    private let gnome: @MainActor () -> GnomeKeybindings?
    /// The portal's keys and where they are kept, where the desktop binds keys so (KDE Plasma).
    private let portal: (keys: PortalKeybindings, preferences: PreferencesStore)?

    init(
        desktop: SessionDesktop,
        gnome: @escaping @MainActor () -> GnomeKeybindings? = { GnomeKeybindings() },
        portal: (keys: PortalKeybindings, preferences: PreferencesStore)? = nil
    ) {
        self.desktop = desktop
        self.gnome = gnome
        self.portal = portal
        let writable = portal != nil || (desktop == .gnome && gnome() != nil)
        let description =
            if portal != nil {
                tr(
                    "They work whatever window has the focus while Sandglass runs, kept in the desktop's global shortcuts"
                )
            } else if writable {
                tr("They work whatever window has the focus, kept in GNOME's keyboard settings")
            } else {
                tr(
                    "This desktop keeps its own keys: copy a command, then give it a key in the desktop's keyboard settings"
                )
            }
        let group = PreferencesGroup(title: tr("Desktop-wide keys"), description: description)
        for shortcut in GlobalShortcut.allCases {
            let row = SettingRow(title: shortcut.title)
            if writable {
                let set = Button(label: tr("Set…"), mnemonic: false)
                set.setAccessibleLabel(tr("Set a key for {action}", ["action": shortcut.title]))
                set.onClicked { [unowned self] in self.listen(shortcut) }
                set.onKeyPressed { [unowned self] key, modifiers in
                    self.heard(key, modifiers, for: shortcut)
                }
                let clear = Button(label: "", icon: "edit-clear-symbolic")
                clear.setAccessibleLabel(
                    tr("Remove the key of {action}", ["action": shortcut.title]))
                clear.setTooltip { tr("Remove the key") }
                clear.onClicked { [unowned self] in self.remove(shortcut) }
                row.addSuffix(clear)
                row.addSuffix(set)
                setButtons[shortcut] = set
                clearButtons[shortcut] = clear
            } else {
                let copy = Button(label: tr("Copy Command"), mnemonic: false)
                copy.setAccessibleLabel(
                    tr("Copy the command of {action}", ["action": shortcut.title]))
                copy.onClicked {
                    copy.copyToClipboard(shortcut.command(program: ShortcutsRunner.programPath))
                }
                row.subtitle = shortcut.command(program: "sandglass")
                row.addSuffix(copy)
            }
            rows[shortcut] = row
            group.add(row)
        }
        page.add(group)
        refresh()
    }

    /// Shows each key as the desktop's settings hold it now.
    func refresh() {
        if let portal {
            let kept = portal.preferences.desktopShortcuts
            // What the desktop holds once it has answered; before, the keys asked for.
            let held = portal.keys.held
            for (shortcut, row) in rows where listening != shortcut {
                let shown = held.map { $0[shortcut] ?? "" } ?? kept[shortcut].map(Self.shown) ?? ""
                row.subtitle = shown.isEmpty ? tr("No key") : shown
                clearButtons[shortcut]?.isVisible = kept[shortcut] != nil
            }
            return
        }
        guard desktop == .gnome, let gnome = gnome() else { return }
        let bindings = gnome.bindings()
        for (shortcut, row) in rows {
            row.subtitle = bindings[shortcut].map(Self.shown) ?? tr("No key")
            clearButtons[shortcut]?.isVisible = bindings[shortcut] != nil
        }
    }

    /// The Set button of `shortcut` waits for a key; a second click stops it.
    func listen(_ shortcut: GlobalShortcut) {
        let wasListening = listening == shortcut
        stopListening()
        guard !wasListening else { return }
        listening = shortcut
        setButtons[shortcut]?.label = tr("Press a key…")
        rows[shortcut]?.subtitle = tr("Escape to cancel")
    }

    private func stopListening() {
        guard let shortcut = listening else { return }
        listening = nil
        setButtons[shortcut]?.label = tr("Set…")
        refresh()
    }

    /// A key pressed on `shortcut`'s Set button: while it listens, the key becomes its shortcut.
    private func heard(_ key: UInt32, _ modifiers: UInt32, for shortcut: GlobalShortcut) -> Bool {
        guard listening == shortcut else { return false }
        if key == Accelerator.escape, Accelerator.isBare(modifiers) {
            stopListening()
            return true
        }
        // A modifier alone: the person is still choosing.
        guard let keys = Accelerator.name(keyval: key, modifiers: modifiers) else { return true }
        // A bare letter or Space anywhere on the desktop would take it from every text field.
        if ShortcutKeys.typesAlone(keys) {
            rows[shortcut]?.subtitle = tr("Use Super, Ctrl or Alt with the key (Escape to cancel)")
            return true
        }
        stopListening()
        let reply = carryOut(.set(shortcut, keys: keys))
        refresh()
        if reply.status != 0 { rows[shortcut]?.subtitle = Self.plain(reply.error) }
        return true
    }

    private func remove(_ shortcut: GlobalShortcut) {
        stopListening()
        let reply = carryOut(.unset(shortcut))
        refresh()
        if reply.status != 0 { rows[shortcut]?.subtitle = Self.plain(reply.error) }
    }

    /// `request` as `sandglass shortcuts` carries it out here.
    private func carryOut(_ request: ShortcutsRequest) -> CommandReply {
        if let portal {
            return ShortcutsRunner.reply(
                to: request, portal: portal.keys, preferences: portal.preferences,
                program: ShortcutsRunner.programPath)
        }
        return ShortcutsRunner.reply(
            to: request, desktop: desktop, gnome: gnome(), program: ShortcutsRunner.programPath)
    }

    /// "<Super>t" as people read it: "Super+T".
    static func shown(_ keys: String) -> String {
        var rest = Substring(keys)
        var parts: [String] = []
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            let name = rest[rest.index(after: rest.startIndex)..<end]
            parts.append(name == "Control" || name == "Primary" ? "Ctrl" : String(name))
            rest = rest[rest.index(after: end)...]
        }
        let key = rest.count == 1 ? rest.uppercased() : String(rest)
        return (parts + [key]).joined(separator: "+")
    }

    /// A command line's error as a row says it: without the program's name or the newline.
    private static func plain(_ error: String) -> String {
        let line = error.trimmingWhitespace
        return line.hasPrefix("sandglass: ") ? String(line.dropFirst("sandglass: ".count)) : line
    }
}
