/// A notification on the desktop: the number its server gave it and what it says.
public struct ShownNotification: Codable, Equatable, Sendable {
    /// The freedesktop server's id for it (`Notify`'s answer), to replace or close it later.
    public var serverID: UInt32
    public var content: NotificationContent

    public init(serverID: UInt32, content: NotificationContent) {
        self.serverID = serverID
        self.content = content
    }

    enum CodingKeys: String, CodingKey {
        case content
        case serverID = "server_id"
    }
}
