import GtkKit
import TimerCore

/// GNOME's custom keyboard shortcuts (Settings › Keyboard › Custom Shortcuts), as
/// gnome-settings-daemon reads them: a list of paths in `org.gnome.settings-daemon.plugins.
/// media-keys`, each path a `custom-keybinding` with a name, a command and a binding.
///
/// Sandglass writes only the paths of its own (`…/custom-keybindings/sandglass-OPERATION/`):
/// a shortcut it did not create is read, never changed.
@MainActor
struct GnomeKeybindings {
    static let schemaID = "org.gnome.settings-daemon.plugins.media-keys"
    static let entrySchemaID = schemaID + ".custom-keybinding"
    static let listKey = "custom-keybindings"
    static let folder = "/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/"

    /// The list of paths; each path's settings share its store.
    private let list: Settings

    /// GNOME's settings in `store`; nil where GNOME's schema is not installed.
    init?(store: Settings.Store = .desktop) {
        guard
            let list = Settings(
                schemaID: Self.schemaID, keys: [Self.listKey], folders: [], store: store)
        else { return nil }
        self.list = list
    }

    /// One custom shortcut: its path, name, command and binding ("" when it has no key).
    struct Entry: Equatable {
        var path: String
        var name: String
        var command: String
        var binding: String
    }

    /// Sandglass's path for `shortcut`.
    static func path(of shortcut: GlobalShortcut) -> String {
        folder + "sandglass-\(shortcut.name)/"
    }

    /// Every custom shortcut, in GNOME's order.
    func entries() -> [Entry] {
        paths().compactMap { path in
            guard let entry = entrySettings(path) else { return nil }
            return Entry(
                path: path, name: entry.value("name").string ?? "",
                command: entry.value("command").string ?? "",
                binding: entry.value("binding").string ?? "")
        }
    }

    /// Sandglass's shortcut for each operation that has one.
    func bindings() -> [GlobalShortcut: String] {
        var found: [GlobalShortcut: String] = [:]
        for shortcut in GlobalShortcut.allCases {
            if let entry = entries().first(where: { $0.path == Self.path(of: shortcut) }),
                !entry.binding.isEmpty
            {
                found[shortcut] = entry.binding
            }
        }
        return found
    }

    /// The custom shortcut not of Sandglass's that already has `binding`, if any.
    func otherOwner(of binding: String) -> Entry? {
        entries().first {
            !$0.path.hasPrefix(Self.folder + "sandglass-")
                && Accelerator.normalized($0.binding) == binding
        }
    }

    /// Makes (or changes) Sandglass's shortcut for `shortcut`: `binding` runs `command`.
    func set(_ shortcut: GlobalShortcut, binding: String, command: String) -> Bool {
        let path = Self.path(of: shortcut)
        guard let entry = entrySettings(path) else { return false }
        entry.set("name", Variant(tr("Sandglass: {action}", ["action": shortcut.title])))
        entry.set("command", Variant(command))
        entry.set("binding", Variant(binding))
        entry.apply()
        var paths = paths()
        if !paths.contains(path) {
            paths.append(path)
            list.set(Self.listKey, Variant(strings: paths))
            list.apply()
        }
        Settings.sync()
        return true
    }

    /// Removes Sandglass's shortcut for `shortcut`; false when there was none.
    func remove(_ shortcut: GlobalShortcut) -> Bool {
        let path = Self.path(of: shortcut)
        var paths = paths()
        guard let index = paths.firstIndex(of: path) else { return false }
        paths.remove(at: index)
        list.set(Self.listKey, Variant(strings: paths))
        list.apply()
        if let entry = entrySettings(path) {
            for key in ["name", "command", "binding"] { entry.reset(key) }
            entry.apply()
        }
        Settings.sync()
        return true
    }

    private func paths() -> [String] {
        list.value(Self.listKey).arrayItems.compactMap(\.string)
    }

    private func entrySettings(_ path: String) -> Settings? {
        Settings(
            schemaID: Self.entrySchemaID, keys: ["name", "command", "binding"], folders: [],
            path: path, sharing: list)
    }
}
