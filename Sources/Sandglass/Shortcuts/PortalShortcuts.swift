import GtkKit
import TimerCore

/// What Sandglass asks of the GlobalShortcuts portal and what the portal answers, as values: the
/// session's shortcuts made from the kept keys, and the keys the desktop holds.
///
/// Written for KDE Plasma 5.27 (xdg-desktop-portal 1.16 with its KDE backend), as tried there:
/// the backend binds the shortcuts given in `CreateSession`'s `shortcuts` option (each id's
/// `preferred_trigger` only the first time kglobalaccel sees that id: a key it holds wins), and
/// its `BindShortcuts` binds nothing but opens System Settings. For a program outside a sandbox
/// the portal knows no application id, so the kglobalaccel component is named after the
/// session's handle token.
enum PortalShortcuts {
    static let interface = "org.freedesktop.portal.GlobalShortcuts"
    /// The session's handle token, and so KDE's component name for Sandglass's shortcuts.
    static let sessionToken = "sandglass"

    /// One shortcut as the portal takes it: its id (the operation's name), what it does, the
    /// key asked for.
    struct Entry: Equatable {
        let shortcut: GlobalShortcut
        let description: String
        let trigger: String
    }

    /// The shortcuts to ask for: each operation with a key the portal can name, in the list's order.
    static func entries(_ keys: [GlobalShortcut: String]) -> [Entry] {
        GlobalShortcut.allCases.compactMap { shortcut in
            guard let keys = keys[shortcut], let trigger = ShortcutKeys.portalTrigger(keys) else {
                return nil
            }
            return Entry(
                shortcut: shortcut,
                description: tr("Sandglass: {action}", ["action": shortcut.title]),
                trigger: trigger)
        }
    }

    /// `entries` as the portal's `a(sa{sv})`.
    static func variant(_ entries: [Entry]) -> Variant {
        let items = entries.map { entry in
            Variant(tuple: [
                Variant(entry.shortcut.name),
                Variant(dictionary: [
                    ("description", Variant(entry.description)),
                    ("preferred_trigger", Variant(entry.trigger)),
                ]),
            ])
        }
        return Variant(array: items, elementType: "(sa{sv})")
    }

    /// The keys the desktop holds, by operation, from a `shortcuts` list (`a(sa{sv})`), in the
    /// desktop's words ("Ctrl+Alt+T"); "" for one it holds without a key. Ids of no operation
    /// are left out.
    static func held(_ list: Variant?) -> [GlobalShortcut: String] {
        var found: [GlobalShortcut: String] = [:]
        for item in list?.arrayItems ?? [] {
            let parts = item.tupleItems
            guard parts.count == 2, let name = parts[0].string,
                let shortcut = GlobalShortcut(name: name)
            else { continue }
            found[shortcut] = parts[1].value(forKey: "trigger_description")?.string ?? ""
        }
        return found
    }

    /// The operations the desktop must forget before a session asks for `wanted`, when the one
    /// before asked for `asked`: those asked with another key, or with none now (the desktop
    /// keeps the key it has for an id, whatever a later session prefers).
    static func stale(asked: [GlobalShortcut: String], wanted: [GlobalShortcut: String])
        -> [GlobalShortcut]
    {
        GlobalShortcut.allCases.filter { shortcut in
            asked[shortcut] != nil && asked[shortcut] != wanted[shortcut]
        }
    }

    /// Whether `BindShortcuts` must follow `CreateSession`: the desktop holds not every entry
    /// asked for (a backend that binds only there, perhaps with a dialog). KDE 5.27 holds every
    /// one it was given, with a key or without (a key taken already), so it never gets there.
    static func needsBinding(_ entries: [Entry], held: [GlobalShortcut: String]) -> Bool {
        entries.contains { held[$0.shortcut] == nil }
    }
}
