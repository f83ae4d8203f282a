import GtkKit

/// What an end tells a person who may not be looking: a notification (one per source, so
/// several of a mode's things never replace each other) and the window's note.
struct EndAnnouncement {
    var mode: Mode
    /// The notification's id: which of the mode's things ended (the mode itself by default).
    var source: String
    var title: String
    var body: String
    /// Urgent notifications stay until answered on most desktops (a timer's end, a date);
    /// a Pomodoro phase end, after which the cycle goes on by itself, is normal.
    var urgent = true
    /// The notification's buttons: (label, detailed action); they work with the window closed.
    var buttons: [(label: String, action: String)] = []
    /// What the window's note on another page says (the title by default).
    var note: String

    init(
        mode: Mode, source: String? = nil, title: String, body: String, urgent: Bool = true,
        buttons: [(label: String, action: String)] = [], note: String? = nil
    ) {
        self.mode = mode
        self.source = source ?? mode.rawValue
        self.title = title
        self.body = body
        self.urgent = urgent
        self.buttons = buttons
        self.note = note ?? title
    }

    /// The desktop notification: clicking it opens the window on the mode's page.
    var notification: NotificationContent {
        NotificationContent(
            title: title, body: body, urgent: urgent, defaultAction: AppOperation.show(mode),
            buttons: buttons.map { NotificationContent.Button(label: $0.label, action: $0.action) })
    }
}
