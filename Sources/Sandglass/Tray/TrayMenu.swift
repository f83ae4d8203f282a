import TimerCore

/// The tray item's menu: the main operation of what shows (the compact view's main button:
/// Pause, Resume, Dismiss…), the launcher's own actions (the desktop file's), the window and
/// Quit. Each entry is an `app.*` action, activated as any other door activates it; whether it
/// is enabled is the action's own state. Nothing is decided here that an operation's definition
/// does not say.
struct TrayMenu: Equatable {
    /// One line of the menu, with the id the panel names it by (stable across changes, so a
    /// click on a menu shown before a change still means the same entry).
    struct Entry: Equatable {
        var id: Int32
        /// With its mnemonic mark (`_Quit`), as dbusmenu reads it; "" for a separator.
        var label: String
        /// The detailed action (`app.timer-pause(int64 0)`); nil for a separator.
        var action: String?
        var enabled: Bool

        var isSeparator: Bool { action == nil }
    }

    var entries: [Entry]

    /// The menu for what shows now: `main`, the compact view's face of the mode shown first (nil
    /// when nothing is under way); `window`, the page Show Sandglass opens; `isEnabled` says
    /// whether an action is enabled now.
    init(main: CompactFace?, window: Mode, isEnabled: (String) -> Bool) {
        var entries: [Entry] = []
        func add(_ id: Int32, _ label: String, _ action: String) {
            entries.append(Entry(id: id, label: label, action: action, enabled: isEnabled(action)))
        }
        func separator(_ id: Int32) {
            entries.append(Entry(id: id, label: "", action: nil, enabled: true))
        }
        if let main, let button = main.button {
            let text = tr(
                "{operation} — {what}", ["operation": button.name, "what": main.title])
            // Plain words: an underscore in a timer's label is shown, not taken for a mnemonic.
            add(1, text.replacing("_", with: "__"), button.action)
            separator(2)
        }
        for (id, operation) in zip(3..., AppOperation.launcherActions) {
            add(Int32(id), operation.definition.menuLabel ?? "", operation.detailedName)
        }
        separator(7)
        add(8, tr("_Show Sandglass"), AppOperation.show(window))
        add(9, AppOperation.quit.definition.menuLabel ?? "", AppOperation.quit.detailedName)
        self.entries = entries
    }

    /// The entry the panel names `id`.
    func entry(_ id: Int32) -> Entry? { entries.first { $0.id == id } }
}
