/// `sandglass shortcuts …`: desktop-wide keys, set in the desktop's own settings by the process
/// that asks (no running Sandglass is needed, and none is started).
enum ShortcutsRequest: Equatable, Sendable {
    case list
    /// `keys`: GTK's accelerator syntax, normalized ("<Super>t").
    case set(GlobalShortcut, keys: String)
    case unset(GlobalShortcut)
}
