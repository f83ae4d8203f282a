/// What a desktop notification says and offers: kept with its server's id, so a Sandglass started
/// after a crash can show it again as its own (the server sends a button's press only to the
/// process that showed the notification).
public struct NotificationContent: Codable, Equatable, Sendable {
    public struct Button: Codable, Equatable, Sendable {
        public var label: String
        /// A detailed application action, `app.timer-dismiss(int64 3)`.
        public var action: String

        public init(label: String, action: String) {
            self.label = label
            self.action = action
        }
    }

    public var title: String
    public var body: String
    /// Urgent notifications stay until answered on most desktops.
    public var urgent: Bool
    /// What a click on the notification itself does (a detailed action); none does nothing.
    public var defaultAction: String?
    public var buttons: [Button]

    public init(
        title: String, body: String, urgent: Bool = true, defaultAction: String? = nil,
        buttons: [Button] = []
    ) {
        self.title = title
        self.body = body
        self.urgent = urgent
        self.defaultAction = defaultAction
        self.buttons = buttons
    }

    enum CodingKeys: String, CodingKey {
        case title, body, urgent, buttons
        case defaultAction = "default_action"
    }
}
