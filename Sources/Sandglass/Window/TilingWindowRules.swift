import GtkKit

/// sway and i3 keep a floating window above the tiled ones, and a sticky one on every
/// workspace. Neither offers a way for the window itself to ask (Wayland has none; i3 ignores
/// `_NET_WM_STATE_ABOVE`), but both take commands from their IPC socket, through their own
/// `swaymsg` and `i3-msg`, in the same words.
struct TilingWindowRules {
    /// The IPC socket of the session; nil: the client finds it (i3-msg reads it from the root
    /// window, for a Sandglass started by D-Bus activation, which has no I3SOCK).
    let socket: String?
    /// Its command-line client: `swaymsg` or `i3-msg`.
    let program: String
    /// Whether windows are named by process (sway's `[pid=…]`) or by X11 id (i3's `[id=…]`).
    private let byProcess: Bool

    /// The rules of the sway or i3 session this process runs in; nil elsewhere.
    init?(environment: [String: String]) {
        if let socket = environment["SWAYSOCK"], !socket.isEmpty {
            (self.socket, program, byProcess) = (socket, "swaymsg", true)
        } else if (environment["WAYLAND_DISPLAY"] ?? "").isEmpty,
            !(environment["I3SOCK"] ?? "").isEmpty
                || SessionDesktop(environment: environment) == .i3
        {
            let socket = environment["I3SOCK"].flatMap { $0.isEmpty ? nil : $0 }
            (self.socket, program, byProcess) = (socket, "i3-msg", false)
        } else {
            return nil
        }
    }

    /// Floats `window` (of process `pid`) or tiles it, and makes it sticky or not; whether the
    /// compositor did it (it fails while it does not know the window yet, as it maps).
    /// `size`: what a floating window is resized to (it floats at the size it first had, not
    /// the size it asks for now).
    @MainActor
    func apply(
        floating: Bool, sticky: Bool, size: (width: Int32, height: Int32)?,
        window: ApplicationWindow, pid: Int32
    ) -> Bool {
        let criteria: String
        if byProcess {
            criteria = "[pid=\(pid)]"
        } else if let id = window.x11WindowID {
            criteria = "[id=\(id)]"
        } else {
            return false
        }
        func state(_ on: Bool) -> String { on ? "enable" : "disable" }
        var command = "\(criteria) floating \(state(floating)), sticky \(state(sticky))"
        if floating, let size {
            command += ", resize set width \(size.width) px height \(size.height) px"
        }
        let at = socket.map { ["-s", $0] } ?? []
        return HelperProgram.run([program] + at + [command])?.status == 0
    }
}
