/// The person's choices that are not part of any timer's state: kept across restarts.
struct SavedPreferences: Codable, Equatable, Sendable {
    static let currentVersion = 1

    var version = Self.currentVersion
    /// Flash the window at each Pomodoro phase end (for rooms where sound is not allowed).
    var flashWindow = false

    enum CodingKeys: String, CodingKey {
        case version
        case flashWindow = "flash_window"
    }

    /// Why a saved preferences file is not used.
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// The preferences if the file's version is one this program reads.
    func checked() throws(Invalid) -> SavedPreferences {
        guard version == Self.currentVersion else { throw Invalid(description: "unknown version \(version)") }
        return self
    }
}
