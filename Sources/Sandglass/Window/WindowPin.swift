import GtkKit
import SystemKit

/// Keeps the window above others where the desktop lets it: an X11 window manager through the
/// window's state (`_NET_WM_STATE_ABOVE`), GNOME and KDE Plasma on Wayland the same way once the
/// window is on Xwayland (`XwaylandPin`), sway through its IPC (floating and sticky). Elsewhere
/// on Wayland nothing can, and `canPin` says so. On sway the compact view floats too, at its own
/// size, where a tiled window would be stretched to fill the screen.
@MainActor
final class WindowPin {
    private let sway: SwayWindowRules?
    private let xwayland: XwaylandPin?
    /// What was asked last, applied again each time the window maps (a new surface to sway).
    private var wanted = false
    /// The compact view's size while it shows (it floats on sway, at that size); nil: the full view.
    private var compactSize: (width: Int32, height: Int32)?
    private var compact: Bool { compactSize != nil }
    /// Whether sway did what was asked last.
    private var swayPinned = false
    /// Counts the requests, so a retry of an older one gives up.
    private var request = 0
    private var watchedWindows: Set<ObjectIdentifier> = []
    /// Called when sway has done it (the status changes).
    var onChange: (() -> Void)?
    /// Called when the window is to be kept above others while on Wayland where Xwayland can:
    /// Sandglass starts afresh on X11.
    var onNeedsX11: (() -> Void)?

    /// `restarts`: whether Sandglass may start afresh on Xwayland to keep its window on top
    /// (not where what it keeps would be lost: settings that keep nothing).
    init(environment: [String: String], restarts: Bool) {
        sway = SwayWindowRules(environment: environment)
        xwayland = restarts ? XwaylandPin(environment: environment) : nil
    }

    /// Whether the window can be kept above others here.
    func canPin(_ window: ApplicationWindow?) -> Bool {
        sway != nil || xwayland != nil
            || (window?.canKeepAbove ?? ApplicationWindow.defaultDisplayCanKeepAbove)
    }

    /// Keeps `window` above others, or no longer.
    func apply(_ on: Bool, to window: ApplicationWindow) {
        wanted = on
        guard let sway else {
            if on, xwayland != nil, !window.canKeepAbove {
                onNeedsX11?()
            } else {
                window.setKeepAbove(on)
            }
            return
        }
        if watchedWindows.insert(ObjectIdentifier(window)).inserted {
            window.onSignal("map") { [weak self] in
                guard let self, self.wanted || self.compact, let sway = self.sway else { return }
                self.tell(sway)
            }
        }
        tell(sway)
    }

    /// The compact view shows at `size`, or the full one (nil): on sway it floats at its own
    /// size, or tiles (unless pinned).
    func setCompact(_ size: (width: Int32, height: Int32)?, window: ApplicationWindow) {
        guard sway != nil, (size != nil) != compact else { return }
        compactSize = size
        apply(wanted, to: window)
    }

    /// Whether it took effect on `window`.
    func isPinned(_ window: ApplicationWindow?) -> Bool {
        guard let window else { return false }
        return sway != nil ? swayPinned && window.isMapped : window.isKeptAbove
    }

    /// Asks sway, again every 100 ms for 2 s while it does not know the window yet.
    private func tell(_ sway: SwayWindowRules, tries: Int = 20) {
        request += 1
        attempt(sway, tries: tries, request: request)
    }

    private func attempt(_ sway: SwayWindowRules, tries: Int, request: Int) {
        guard request == self.request else { return }
        if sway.apply(
            floating: wanted || compact, sticky: wanted, size: compactSize,
            pid: CurrentProcess.id)
        {
            swayPinned = wanted
            onChange?()
            return
        }
        swayPinned = false
        guard tries > 1 else { return }
        MainLoop.after(milliseconds: 100) { [weak self] in
            self?.attempt(sway, tries: tries - 1, request: request)
        }
    }
}
