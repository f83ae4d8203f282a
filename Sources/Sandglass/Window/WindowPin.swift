import GtkKit
import SystemKit

/// Keeps the window above others where the desktop lets it: an X11 window manager through the
/// window's state (`_NET_WM_STATE_ABOVE`), GNOME and KDE Plasma on Wayland the same way once the
/// window is on Xwayland (`XwaylandPin`), sway and i3 through their IPC (floating and sticky).
/// Elsewhere on Wayland nothing can, and `canPin` says so. On sway and i3 the compact view
/// floats too, at its own size, where a tiled window would be stretched to fill the screen.
@MainActor
final class WindowPin {
    private let tiling: TilingWindowRules?
    private let xwayland: XwaylandPin?
    /// What was asked last, applied again each time the window maps (a new window to sway and i3).
    private var wanted = false
    /// The compact view's size while it shows (it floats on sway and i3, at that size); nil:
    /// the full view.
    private var compactSize: (width: Int32, height: Int32)?
    private var compact: Bool { compactSize != nil }
    /// Whether sway or i3 did what was asked last.
    private var tilingPinned = false
    /// Counts the requests, so a retry of an older one gives up.
    private var request = 0
    private var watchedWindows: Set<ObjectIdentifier> = []
    /// Called when sway or i3 has done it (the status changes).
    var onChange: (() -> Void)?
    /// Called when the window is to be kept above others while on Wayland where Xwayland can:
    /// Sandglass starts afresh on X11.
    var onNeedsX11: (() -> Void)?

    /// `restarts`: whether Sandglass may start afresh on Xwayland to keep its window on top
    /// (not where what it keeps would be lost: settings that keep nothing).
    init(environment: [String: String], restarts: Bool) {
        tiling = TilingWindowRules(environment: environment)
        xwayland = restarts ? XwaylandPin(environment: environment) : nil
    }

    /// Whether the window can be kept above others here.
    func canPin(_ window: ApplicationWindow?) -> Bool {
        tiling != nil || xwayland != nil
            || (window?.canKeepAbove ?? ApplicationWindow.defaultDisplayCanKeepAbove)
    }

    /// Keeps `window` above others, or no longer.
    func apply(_ on: Bool, to window: ApplicationWindow) {
        wanted = on
        guard let tiling else {
            if on, xwayland != nil, !window.canKeepAbove {
                onNeedsX11?()
            } else {
                window.setKeepAbove(on)
            }
            return
        }
        if watchedWindows.insert(ObjectIdentifier(window)).inserted {
            window.onSignal("map") { [weak self, weak window] in
                guard let self, let window, self.wanted || self.compact else { return }
                self.tell(tiling, window: window)
            }
        }
        tell(tiling, window: window)
    }

    /// The compact view shows at `size`, or the full one (nil): on sway and i3 it floats at its
    /// own size, or tiles (unless pinned).
    func setCompact(_ size: (width: Int32, height: Int32)?, window: ApplicationWindow) {
        guard tiling != nil, (size != nil) != compact else { return }
        compactSize = size
        apply(wanted, to: window)
    }

    /// Whether it took effect on `window`.
    func isPinned(_ window: ApplicationWindow?) -> Bool {
        guard let window else { return false }
        return tiling != nil ? tilingPinned && window.isMapped : window.isKeptAbove
    }

    /// Asks sway or i3, again every 100 ms for 2 s while it does not know the window yet.
    private func tell(_ tiling: TilingWindowRules, window: ApplicationWindow, tries: Int = 20) {
        request += 1
        attempt(tiling, window: window, tries: tries, request: request)
    }

    private func attempt(
        _ tiling: TilingWindowRules, window: ApplicationWindow, tries: Int, request: Int
    ) {
        guard request == self.request else { return }
        if tiling.apply(
            floating: wanted || compact, sticky: wanted, size: compactSize, window: window,
            pid: CurrentProcess.id)
        {
            tilingPinned = wanted
            onChange?()
            return
        }
        tilingPinned = false
        guard tries > 1 else { return }
        MainLoop.after(milliseconds: 100) { [weak self, weak window] in
            guard let window else { return }
            self?.attempt(tiling, window: window, tries: tries - 1, request: request)
        }
    }
}
