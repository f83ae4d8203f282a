import GtkKit

/// sway keeps a floating window above the tiled ones, and a sticky one on every workspace.
/// Wayland gives an application no way to ask to stay on top; sway's IPC (through its own
/// `swaymsg`) does both for this process's window.
struct SwayWindowRules {
    /// The IPC socket of the sway session.
    let socket: String

    /// The rules of the sway session this process runs in; nil outside sway.
    init?(environment: [String: String]) {
        guard let socket = environment["SWAYSOCK"], !socket.isEmpty else { return nil }
        self.socket = socket
    }

    /// Floats the windows of process `pid` or tiles them, and makes them sticky or not; whether
    /// sway did it (it fails while it does not know the window yet, as it maps).
    /// `size`: what a floating window is resized to (sway floats a window at the size it first
    /// had, not the size it asks for now).
    func apply(floating: Bool, sticky: Bool, size: (width: Int32, height: Int32)?, pid: Int32)
        -> Bool
    {
        func state(_ on: Bool) -> String { on ? "enable" : "disable" }
        var command = "[pid=\(pid)] floating \(state(floating)), sticky \(state(sticky))"
        if floating, let size {
            command += ", resize set width \(size.width) px height \(size.height) px"
        }
        return HelperProgram.run(["swaymsg", "-s", socket, command])?.status == 0
    }
}
