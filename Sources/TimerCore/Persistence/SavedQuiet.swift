/// What Do Not Disturb during focus changed on the desktop, kept on disk while it holds other
/// notifications back, so that the next start puts back what a crash or a kill left: GNOME's
/// banners as they were found, dunst as paused or not as it was, mako's do-not-disturb mode as
/// set or not.
public struct SavedQuiet: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    /// The format's version; only `currentVersion` is read.
    public var version = Self.currentVersion
    /// GNOME's `show-banners` as it was found; nil when it was not changed.
    public var gnomeShowBanners: Bool?
    /// Whether dunst was paused when found; nil when it was not changed.
    public var dunstPaused: Bool?
    /// Whether mako's `do-not-disturb` mode was set when found; nil when it was not changed.
    public var makoDoNotDisturb: Bool?

    enum CodingKeys: String, CodingKey {
        case version
        case gnomeShowBanners = "gnome_show_banners"
        case dunstPaused = "dunst_paused"
        case makoDoNotDisturb = "mako_do_not_disturb"
    }

    public init(
        gnomeShowBanners: Bool? = nil, dunstPaused: Bool? = nil, makoDoNotDisturb: Bool? = nil
    ) {
        self.gnomeShowBanners = gnomeShowBanners
        self.dunstPaused = dunstPaused
        self.makoDoNotDisturb = makoDoNotDisturb
    }

    /// Refuses another version: what it holds would be put back wrong.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "unknown version")
        }
        gnomeShowBanners = try container.decodeIfPresent(Bool.self, forKey: .gnomeShowBanners)
        dunstPaused = try container.decodeIfPresent(Bool.self, forKey: .dunstPaused)
        makoDoNotDisturb = try container.decodeIfPresent(Bool.self, forKey: .makoDoNotDisturb)
    }
}
