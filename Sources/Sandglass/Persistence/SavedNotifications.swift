import GtkKit

/// The notifications this Sandglass has on a freedesktop server's screen, by stable id
/// (`timer-3`): a process started after a crash or a kill takes them over, and `dismiss` after
/// a restart can still withdraw them.
struct SavedNotifications: Codable, Sendable, Equatable {
    var shown: [String: ShownNotification]
}
