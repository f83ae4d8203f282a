/// The window's part of `sandglass status`: whether it shows, whether it is kept on top, and
/// whether it shows the compact view.
public struct WindowStatus: Codable, Equatable, Sendable {
    /// Shown on screen (not closed, hidden or minimized).
    public var visible: Bool
    /// Kept above other windows, as the window manager applied it (not only as asked).
    public var pinned: Bool
    /// The window shows the compact view (false while there is no window).
    public var compact: Bool

    /// Its fields as `status --help` lists them after its key.
    public static let fieldsHelp = #"{"visible", "pinned", "compact"}"#

    /// The keys, in the order they are written.
    enum CodingKeys: String, CodingKey {
        case visible, pinned, compact
    }

    public init(visible: Bool, pinned: Bool, compact: Bool = false) {
        self.visible = visible
        self.pinned = pinned
        self.compact = compact
    }

    /// A report written before `compact` was added reads as the full view.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        visible = try container.decode(Bool.self, forKey: .visible)
        pinned = try container.decode(Bool.self, forKey: .pinned)
        compact = try container.decodeIfPresent(Bool.self, forKey: .compact) ?? false
    }
}
