/// The window's part of `sandglass status`: whether it shows, and whether it is kept on top.
public struct WindowStatus: Codable, Equatable, Sendable {
    /// Shown on screen (not closed, hidden or minimized).
    public var visible: Bool
    /// Kept above other windows, as the window manager applied it (not only as asked).
    public var pinned: Bool

    public init(visible: Bool, pinned: Bool) {
        self.visible = visible
        self.pinned = pinned
    }
}
