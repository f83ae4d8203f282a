import GtkKit
import TimerCore

/// Desktop-wide keys through the GlobalShortcuts portal, kept by the running Sandglass: where
/// the desktop offers the portal (KDE Plasma), the instance opens a session at start with the
/// keys the person set (`PreferencesStore.desktopShortcuts`), and a key pressed anywhere comes
/// back as the portal's `Activated`, carried out as the operation's command line. The desktop
/// delivers them only while the session is open, that is while Sandglass runs.
///
/// A change of keys opens the session again: the ids whose key changed or went are first
/// forgotten by KDE's kglobalaccel (`unregister` of Sandglass's own component, which nothing
/// else writes), since the desktop keeps the key it once had for an id.
@MainActor
final class PortalKeybindings {
    private static let kglobalaccel = "org.kde.kglobalaccel"

    private let portal: DesktopPortal
    private let wanted: @MainActor () -> [GlobalShortcut: String]
    private let activate: @MainActor (GlobalShortcut) -> Void
    /// The open session's handle.
    private var session: String?
    /// The keys the open session asked for.
    private var asked: [GlobalShortcut: String] = [:]
    /// What the desktop says it holds, by operation ("" for one without a key); nil until the
    /// first session answers.
    private(set) var held: [GlobalShortcut: String]?
    /// A session is being opened; `again`: the keys changed meanwhile.
    private var busy = false
    private var again = false
    /// Told each time `held` changes (the Preferences page shows it).
    var onChange: (@MainActor () -> Void)?

    /// Whether the portal offers GlobalShortcuts: nil until it has said (no portal, or no
    /// backend for it on this desktop: false).
    private(set) var offered: Bool?

    /// Asks the portal whether it offers GlobalShortcuts, without waiting, then opens the session
    /// with `wanted()`; `activate` carries out a shortcut pressed. Nil without a session bus.
    init?(
        wanted: @escaping @MainActor () -> [GlobalShortcut: String],
        activate: @escaping @MainActor (GlobalShortcut) -> Void
    ) {
        guard let portal = DesktopPortal() else { return nil }
        self.portal = portal
        self.wanted = wanted
        self.activate = activate
        portal.subscribe(interface: PortalShortcuts.interface) { [weak self] member, parameters in
            self?.heard(member, parameters.tupleItems)
        }
        // Until it answers, a change waits (`again`), as during any opening.
        busy = true
        portal.version(of: PortalShortcuts.interface) { [weak self] version in
            guard let self else { return }
            self.offered = version != nil
            self.busy = false
            if version != nil {
                self.again = false
                self.rebind()
            }
        }
    }

    /// Opens the session again with the keys wanted now (after `shortcuts set` or `unset`).
    func rebind() {
        guard offered != false else { return }
        guard !busy else {
            again = true
            return
        }
        busy = true
        let keys = wanted()
        let stale = PortalShortcuts.stale(asked: asked, wanted: keys)
        close { [weak self] in
            self?.forget(stale) { self?.open(keys) }
        }
    }

    private func heard(_ member: String, _ items: [Variant]) {
        guard items.count >= 2, let path = items[0].text, path == session else { return }
        switch member {
        case "Activated":
            guard let name = items[1].string, let shortcut = GlobalShortcut(name: name) else {
                return
            }
            activate(shortcut)
        case "ShortcutsChanged":
            // Changed in the desktop's settings (System Settings › Shortcuts): the desktop's word wins.
            held = PortalShortcuts.held(items[1])
            onChange?()
        default: break
        }
    }

    private func close(then next: @escaping @MainActor () -> Void) {
        guard let session else { return next() }
        self.session = nil
        portal.call(
            DesktopPortal.service, path: session, interface: "org.freedesktop.portal.Session",
            method: "Close", arguments: []
        ) { _ in next() }
    }

    /// Has kglobalaccel forget `stale` (ours: the component is Sandglass's session token); on a
    /// desktop without kglobalaccel the calls fail and nothing is lost.
    private func forget(_ stale: [GlobalShortcut], then next: @escaping @MainActor () -> Void) {
        guard let first = stale.first else { return next() }
        portal.call(
            Self.kglobalaccel, path: "/kglobalaccel", interface: "org.kde.KGlobalAccel",
            method: "unregister",
            arguments: [Variant(PortalShortcuts.sessionToken), Variant(first.name)]
        ) { [weak self] _ in
            self?.forget(Array(stale.dropFirst()), then: next)
        }
    }

    private func open(_ keys: [GlobalShortcut: String]) {
        let entries = PortalShortcuts.entries(keys)
        portal.request(
            interface: PortalShortcuts.interface, method: "CreateSession", arguments: [],
            options: [
                ("session_handle_token", Variant(PortalShortcuts.sessionToken)),
                ("shortcuts", PortalShortcuts.variant(entries)),
            ]
        ) { [weak self] response in
            guard let self else { return }
            guard let response, response.code == 0,
                let path = response.results.value(forKey: "session_handle")?.string
            else { return self.finished() }
            self.session = path
            self.asked = keys
            let held = PortalShortcuts.held(response.results.value(forKey: "shortcuts"))
            self.held = held
            guard PortalShortcuts.needsBinding(entries, held: held),
                let handle = Variant(objectPath: path)
            else { return self.finished() }
            self.bind(entries, session: handle)
        }
    }

    /// The portal's own way, for a backend that bound nothing at `CreateSession`.
    private func bind(_ entries: [PortalShortcuts.Entry], session: Variant) {
        portal.request(
            interface: PortalShortcuts.interface, method: "BindShortcuts",
            arguments: [session, PortalShortcuts.variant(entries), Variant("")], options: []
        ) { [weak self] response in
            guard let self else { return }
            if let response, response.code == 0 {
                self.held = PortalShortcuts.held(response.results.value(forKey: "shortcuts"))
            }
            self.finished()
        }
    }

    private func finished() {
        busy = false
        onChange?()
        if again {
            again = false
            rebind()
        }
    }
}
