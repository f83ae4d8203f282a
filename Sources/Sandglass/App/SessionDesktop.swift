/// Which desktop the session runs, from its environment: it decides where keyboard shortcuts
/// are kept and how a window is kept on top.
enum SessionDesktop: Equatable {
    case gnome
    case kde
    case sway
    case i3
    /// Another, by its `XDG_CURRENT_DESKTOP` name ("" when none is set).
    case other(String)

    init(environment: [String: String]) {
        let names = (environment["XDG_CURRENT_DESKTOP"] ?? "").split(separator: ":").map {
            $0.lowercased()
        }
        if names.contains("gnome") {
            self = .gnome
        } else if names.contains("kde") {
            self = .kde
        } else if environment["SWAYSOCK"] != nil || names.contains("sway") {
            self = .sway
        } else if environment["I3SOCK"] != nil || names.contains("i3") {
            self = .i3
        } else {
            self = .other(environment["XDG_CURRENT_DESKTOP"] ?? "")
        }
    }
}
