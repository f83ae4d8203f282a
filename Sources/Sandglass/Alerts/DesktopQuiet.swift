import GtkKit
import TimerCore

/// The desktop's own switch that holds other notifications back: GNOME's banners
/// (`org.gnome.desktop.notifications show-banners`), or dunst's pause (`dunstctl`). What it
/// finds is read first, so that exactly that is put back.
@MainActor
struct DesktopQuiet {
    static let gnomeSchema = "org.gnome.desktop.notifications"
    static let bannersKey = "show-banners"

    let desktop: SessionDesktop
    /// Where GNOME's settings are (the desktop's; a test's own key file).
    let store: Settings.Store

    /// How the switch stands now; nil where this desktop offers none that Sandglass can reach.
    func found() -> SavedQuiet? {
        if desktop == .gnome, let settings = gnome() {
            return SavedQuiet(gnomeShowBanners: settings.bool(Self.bannersKey))
        }
        // Asked only of a server that runs: dunstctl would start dunst by D-Bus activation.
        if RemoteInstance.isRunning(id: "org.freedesktop.Notifications"),
            let outcome = HelperProgram.run(["dunstctl", "is-paused"]), outcome.status == 0
        {
            let answer = outcome.output.split(whereSeparator: \.isWhitespace).first
            if answer == "true" || answer == "false" {
                return SavedQuiet(dunstPaused: answer == "true")
            }
        }
        return nil
    }

    /// Holds notifications back on the switch `found` reported.
    func quiet(_ found: SavedQuiet) {
        if found.gnomeShowBanners != nil { setBanners(false) }
        if found.dunstPaused != nil { setDunstPaused(true) }
    }

    /// Puts back what `saved` says was found.
    func restore(_ saved: SavedQuiet) {
        if let shown = saved.gnomeShowBanners { setBanners(shown) }
        if let paused = saved.dunstPaused { setDunstPaused(paused) }
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

    private func setDunstPaused(_ paused: Bool) {
        _ = HelperProgram.run(["dunstctl", "set-paused", paused ? "true" : "false"])
    }
}
