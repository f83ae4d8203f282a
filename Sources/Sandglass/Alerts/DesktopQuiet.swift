import GtkKit
import TimerCore

/// The desktop's own switch that holds other notifications back: GNOME's banners
/// (`org.gnome.desktop.notifications show-banners`), dunst's pause (`dunstctl`), or mako's
/// do-not-disturb mode. What it
/// finds is read first, so that exactly that is put back. Besides, the server's inhibition where
/// it offers one (KDE Plasma's `Inhibit`).
@MainActor
struct DesktopQuiet {
    static let gnomeSchema = "org.gnome.desktop.notifications"
    static let bannersKey = "show-banners"

    let desktop: SessionDesktop
    /// Where GNOME's settings are (the desktop's; a test's own key file).
    let store: Settings.Store
    /// Whether a dunst or a mako that runs on the session bus is asked (tests of other desktops say no:
    /// their bus may have one that another test's notification started).
    var asksDunst = true
    /// The notification server's own inhibition, where it offers one (KDE Plasma): held beside
    /// any switch `found` reports, and never in the marker on disk, since it ends by itself with
    /// this process's bus connection (a crash, a kill).
    var inhibition: NotificationInhibition?

    /// How the switch stands now; nil where this desktop offers none that Sandglass can reach.
    func found() -> SavedQuiet? {
        if desktop == .gnome, let settings = gnome() {
            return SavedQuiet(gnomeShowBanners: settings.bool(Self.bannersKey))
        }
        if let paused = dunstPaused() { return SavedQuiet(dunstPaused: paused) }
        return makoDoNotDisturb().map { SavedQuiet(makoDoNotDisturb: $0) }
    }

    /// mako's mode for it, by the name mako's manual gives it. It hides banners only where the
    /// person's config says so (`[mode=do-not-disturb] invisible=1`): Sandglass cannot know
    /// which config a running mako read, and a mode no section names changes nothing, so it is
    /// set wherever mako runs, and a config that defines it later (`makoctl reload`) applies.
    static let makoMode = "do-not-disturb"

    /// Whether mako's do-not-disturb mode is set; nil when no mako answers.
    private func makoDoNotDisturb() -> Bool? {
        guard asksDunst else { return nil }
        return MakoModes.list().map { $0.contains(Self.makoMode) }
    }

    /// Whether dunst is paused; nil when no dunst answers. Asked only of a server that runs:
    /// dunstctl would start dunst by D-Bus activation. (dunstctl answers in milliseconds, and
    /// this is asked only as a focus phase starts or ends.)
    private func dunstPaused() -> Bool? {
        guard asksDunst, RemoteInstance.isRunning(id: "org.freedesktop.Notifications"),
            let outcome = HelperProgram.run(["dunstctl", "is-paused"]), outcome.status == 0
        else { return nil }
        switch outcome.output.split(whereSeparator: \.isWhitespace).first {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// Holds notifications back on the switch `found` reported.
    func quiet(_ found: SavedQuiet) {
        if found.gnomeShowBanners != nil { setBanners(false) }
        if found.dunstPaused != nil { setDunstPaused(true) }
        if found.makoDoNotDisturb != nil { setMakoDoNotDisturb(true) }
    }

    /// Holds notifications back through the server's inhibition, where it offers one.
    func inhibit() {
        _ = inhibition?.hold(
            desktopEntry: AppIdentity.iconName, reason: tr("A focus phase is running"))
    }

    /// Ends what `inhibit` held.
    func uninhibit() { inhibition?.release() }

    /// Puts back what `saved` says was found, where the switch still holds what Sandglass set:
    /// one the person turned since is theirs.
    func restore(_ saved: SavedQuiet) {
        if let shown = saved.gnomeShowBanners, let settings = gnome(),
            !settings.bool(Self.bannersKey)
        {
            setBanners(shown)
        }
        if let paused = saved.dunstPaused, dunstPaused() == true { setDunstPaused(paused) }
        if let set = saved.makoDoNotDisturb, makoDoNotDisturb() == true {
            setMakoDoNotDisturb(set)
        }
    }

    private func gnome() -> Settings? {
        Settings(schemaID: Self.gnomeSchema, keys: [Self.bannersKey], folders: [], store: store)
    }

    private func setBanners(_ shown: Bool) {
        guard let settings = gnome() else { return }
        _ = settings.set(Self.bannersKey, shown)
        settings.apply()
        Settings.sync()  // before a kill could take it with this process
    }

    /// Adds or removes the mode, keeping the others the person set.
    private func setMakoDoNotDisturb(_ set: Bool) {
        guard let modes = MakoModes.list() else { return }
        let others = modes.filter { $0 != Self.makoMode }
        MakoModes.set(set ? others + [Self.makoMode] : others)
    }

    private func setDunstPaused(_ paused: Bool) {
        _ = HelperProgram.run(["dunstctl", "set-paused", paused ? "true" : "false"])
    }
}
